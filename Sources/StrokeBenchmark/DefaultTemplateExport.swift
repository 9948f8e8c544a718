import Foundation
import TactileStrokes

/// Builds the product's default template set from the $1 dataset: a few medium-speed examples
/// of each default gesture from a single subject. The subject is not hand-picked: every subject
/// is tried and the one whose examples best recognize all *other* subjects' samples of these
/// gestures (user-independent accuracy) wins, since the product's users are strangers to it.
struct DefaultTemplateExport {
    static let gestures = ["check", "circle", "triangle", "star", "pigtail", "caret", "v", "arrow"]
    static let examplesPerGesture = 3

    var groups: [String: [GestureSample]]

    struct Choice {
        var subject: String
        var templates: TemplateSet
        var accuracy: Double
        var tested: Int
    }

    func best() -> Choice? {
        let subjects = Set(groups.keys.compactMap { $0.split(separator: "/").first.map(String.init) })
        var best: Choice?
        for subject in subjects.sorted() {
            guard let medium = groups[subject + "/medium"] else { continue }
            var set = TemplateSet()
            for name in Self.gestures {
                for sample in medium.filter({ $0.name == name }).prefix(Self.examplesPerGesture) {
                    set.add(name: name, strokes: sample.strokes)
                }
            }
            guard set.names.count == Self.gestures.count else { continue }
            let recognizer = DollarOneRecognizer(templates: set)
            var correct = 0, tested = 0
            for (group, samples) in groups where !group.hasPrefix(subject + "/") {
                for sample in samples where Self.gestures.contains(sample.name) {
                    tested += 1
                    if recognizer.recognize(sample.strokes)?.name == sample.name { correct += 1 }
                }
            }
            let accuracy = Double(correct) / Double(max(tested, 1))
            if accuracy > best?.accuracy ?? -1 {
                best = Choice(subject: subject, templates: set, accuracy: accuracy, tested: tested)
            }
        }
        return best
    }
}
