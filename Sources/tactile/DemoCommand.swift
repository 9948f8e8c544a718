import ArgumentParser
import TactileEngine
import TactileScenario

extension Tactile {
    /// `tactile demo`: the main job on a built-in default until the libinput host lands.
    struct Demo: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replay the built-in demo: a tap, a double tap, a long press and a pan, arbitrated.",
            discussion: """
                Prints what the recognizers decided and what the view received, for reading. \
                --all adds every touches call and reset; --json prints the raw replay log; \
                --scenario prints the demo scenario itself, a starting point for your own.
                """)

        @Flag(help: "Show every record, touches calls to recognizers and resets included.")
        var all = false

        @Flag(help: "Print the replay log (JSON lines) instead of the readable form.")
        var json = false

        @Flag(help: "Print the demo scenario (YAML) and exit.")
        var scenario = false

        @OptionGroup var plugins: PluginOptions

        func run() throws {
            if scenario {
                print(demoScenario)
                return
            }
            let registry = try plugins.registry()
            let decoded = try Scenario.decode(yaml: demoScenario, file: "demo.yaml", registry: registry)
            let records = try decoded.run(registry: registry)
            if json {
                for r in records { print(r.jsonLine) }
                return
            }
            print("Tactile demo: a single tap, a double tap, a long press and a pan on the view Photo.")
            print("State changes, what the view received (view …) and actions (▶):\n")
            for r in records {
                switch r.kind {
                case .feed, .reset: if all { print(r.readableLine) }
                default: print(r.readableLine)
                }
            }
        }
    }
}
