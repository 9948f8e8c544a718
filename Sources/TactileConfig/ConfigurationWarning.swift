/// Something legal that is probably a mistake: a binding that can never fire, or two bindings
/// that always fire together. `tactile check-config` prints them; the daemon logs them on load.
public struct ConfigurationWarning: Hashable, Sendable, CustomStringConvertible {
    public var place: SourcePlace
    public var message: String

    public init(place: SourcePlace, message: String) {
        self.place = place
        self.message = message
    }

    /// `FILE:LINE:COLUMN: warning: message`, as compilers write warnings.
    public var description: String { "\(place): warning: \(message)" }
}
