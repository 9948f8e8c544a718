/// Why the overlay could not start or had to stop.
public struct OverlayError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
