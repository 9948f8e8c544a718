/// A named example of a gesture class as drawn by a person, in raw (unnormalised) coordinates.
/// Several templates may share one name; each is one example of that class.
public struct StrokeTemplate: Hashable, Sendable, Codable {
    /// Gesture class, e.g. `"check"`.
    public var name: String
    /// The strokes in drawing order; one for a unistroke gesture.
    public var strokes: [Stroke]

    public init(name: String, strokes: [Stroke]) {
        self.name = name
        self.strokes = strokes
    }
}
