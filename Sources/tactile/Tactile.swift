import ArgumentParser

/// `tactile`: the gesture engine's command line.
@main
struct Tactile: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile",
        abstract: "iOS-style gesture recognition for Linux: touches, views, recognizers and an arbiter.",
        discussion: """
            Tactile decides, frame by frame, which gesture recognizers recognize and what the views \
            under the fingers receive, following UIKit's model. Scenarios (YAML) describe a scene of \
            windows, views and recognizers plus timed input; replaying one prints the engine's log.

            Start with `tactile demo`, then look at `tactile replay --help`.
            """,
        subcommands: [
            Demo.self, Replay.self, Test.self, Run.self, Recording.self, Overlay.self, Plugins.self,
            CheckConfig.self, Ctl.self, Learn.self,
        ],
        defaultSubcommand: nil
    )
}
