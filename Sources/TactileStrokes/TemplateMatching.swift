/// A template after a recognizer's normalisation, ready for matching. Preparing templates once
/// and reusing them is what makes recognition cheap.
public struct PreparedTemplate: Hashable, Sendable {
    public var name: String
    public var points: [StrokePoint]
}

/// A recognizer's tuning knobs, whose defaults are its paper's.
public protocol StrokeRecognizerOptions: Sendable {
    init()
}

/// What $1 and $P share: templates normalised once by the recognizer's own normalisation and
/// kept in the order they were added; the two differ in how they normalise and compare.
public protocol TemplateMatchingRecognizer: StrokeRecognizer {
    associatedtype Options: StrokeRecognizerOptions
    var options: Options { get }
    var templates: [PreparedTemplate] { get set }
    /// Builds a recognizer from templates prepared by a recognizer with the same options.
    init(prepared: [PreparedTemplate], options: Options)
    /// The recognizer's normalisation of a drawing, as templates and candidates both get it.
    func normalize(_ strokes: [Stroke]) -> [StrokePoint]
}

extension TemplateMatchingRecognizer {
    public init(templates: TemplateSet = TemplateSet(), options: Options = Options()) {
        self.init(prepared: [], options: options)
        for template in templates.templates { add(template) }
    }

    /// Normalises and adds one template.
    public mutating func add(_ template: StrokeTemplate) {
        templates.append(prepare(template))
    }

    /// Normalises a template without adding it.
    public func prepare(_ template: StrokeTemplate) -> PreparedTemplate {
        PreparedTemplate(name: template.name, points: normalize(template.strokes))
    }
}
