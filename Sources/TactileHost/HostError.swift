/// A host failure with a message for the user (the command line prints it and exits).
public struct HostError: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
