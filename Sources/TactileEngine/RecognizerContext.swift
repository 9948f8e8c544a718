import TactileCore

/// A recognizer's handle on the engine (placeholder until the engine lands).
public struct RecognizerContext {
    public let id: String
    public let typeName: String
}
