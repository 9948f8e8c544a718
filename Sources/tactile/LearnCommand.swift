import ArgumentParser
import Foundation
import TactileScenario
import TactileStrokeRecognizer
import TactileStrokes

extension Tactile {
    /// `tactile learn NAME --from FILE`: stores the strokes of recorded input as templates of
    /// the `stroke` recognizer.
    struct Learn: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Store the strokes of a recording or scenario as stroke templates named NAME.",
            discussion: """
                Reads the input of FILE (a scenario or a recording, in the scenario format): each \
                finger's down … up becomes one example of NAME; with --multistroke, strokes whose \
                fingers follow each other within --gap milliseconds form one example. The examples \
                are written to $XDG_DATA_HOME/tactile/strokes/SET.json (~/.local/share/… when \
                XDG_DATA_HOME is unset), replacing earlier examples of NAME unless --append is \
                given. A scene uses them with `type: stroke, templates: SET`.
                """)

        @Argument(help: ArgumentHelp("The shape's name, published by the recognizer as `name`.", valueName: "NAME"))
        var name: String

        @Option(help: ArgumentHelp("The recording or scenario file to read strokes from.", valueName: "FILE"))
        var from: String

        @Option(help: ArgumentHelp("The template set: a name in $XDG_DATA_HOME/tactile/strokes, or a path.", valueName: "SET"))
        var set = "user"

        @Flag(help: "Keep the examples NAME already has in the set.")
        var append = false

        @Flag(help: "Join strokes that follow each other closely into one multistroke example (for method: pointcloud).")
        var multistroke = false

        @Option(help: ArgumentHelp("With --multistroke: the longest pause between strokes of one example.", valueName: "MS"))
        var gap: Double = 500

        @OptionGroup var plugins: PluginOptions

        func run() throws {
            // The full registry, so that a scenario's scene (with any plugin's types) decodes.
            let registry = try plugins.registry()
            let scenario: Scenario
            do {
                scenario = try Scenario.load(path: from, registry: registry)
            } catch {
                printError(error.description)
                throw ExitCode(2)
            }
            let strokes = RecordedStrokes.strokes(in: scenario.input).filter { $0.stroke.points.count >= 2 }
            let samples = multistroke ? RecordedStrokes.samples(strokes, gap: gap) : strokes.map { [$0.stroke] }
            guard !samples.isEmpty else {
                printError("tactile learn: \(from) has no complete stroke (a finger down, moving, then up)")
                throw ExitCode(1)
            }
            do {
                let learning = try TemplateLearning(set: set)
                let stored = try learning.store(name: name, samples: samples, append: append)
                let count = stored.templates.filter { $0.name == name }.count
                print("\(name): \(samples.count) example\(samples.count == 1 ? "" : "s") learned, \(count) in \(learning.file)")
            } catch {
                printError("tactile learn: \(error)")
                throw ExitCode(1)
            }
        }
    }
}
