/// The outcome of recognizing a gesture: the best-matching template's name and how well it
/// matched.
public struct StrokeMatch: Hashable, Sendable {
    /// Name of the template class that matched best (e.g. `"circle"`).
    public var name: String
    /// Similarity in 0...1, where 1 is a perfect match. Each recognizer documents its mapping
    /// from distance to score; compare scores to a threshold to reject unknown shapes.
    public var score: Double

    public init(name: String, score: Double) {
        self.name = name
        self.score = score
    }
}

/// A template-matching recognizer of drawn gestures.
public protocol StrokeRecognizer: Sendable {
    /// The best match among the loaded templates, or nil when no template is loaded or the
    /// input has no points.
    func recognize(_ strokes: [Stroke]) -> StrokeMatch?
}
