import ArgumentParser
import Foundation
import TactileEngine
import TactilePlugins
import TactileStrokeRecognizer

/// The recognizer types a run knows: the always-available ones (`scripted`, the standard
/// plugin and the stroke plugin registered in-process) plus those of the plugin directories.
struct PluginOptions: ParsableArguments {
    @Option(name: .customLong("plugin-dir"), help: ArgumentHelp(
        "A directory of recognizer plugins (shared libraries) to load as well; repeatable.",
        valueName: "DIR"))
    var pluginDirectories: [String] = []

    /// The plugin directories in search order (docs/plugins.md).
    var directories: [String] {
        PluginLoader.directories(
            builtIn: Self.builtInDirectory, environment: ProcessInfo.processInfo.environment,
            configured: [], commandLine: pluginDirectories)
    }

    /// `lib/tactile/plugins` beside the `bin` the executable is installed in.
    static var builtInDirectory: String? {
        guard let exe = Bundle.main.executableURL else { return nil }
        return exe.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/tactile/plugins").path
    }

    /// Plugins linked into `tactile` and registered in-process, after the standard one.
    static let builtInPlugins = [
        BuiltInPlugin(label: "(built-in stroke plugin)", entry: StrokePlugin.entry),
    ]

    /// Loads the plugins; a plugin that fails is reported on standard error and skipped.
    func loadPlugins() -> (RecognizerTypeRegistry, PluginLoader.Report) {
        let (registry, report) = PluginLoader.registry(directories: directories, builtIn: Self.builtInPlugins)
        for error in report.errors { printError("tactile: plugin \(error)") }
        return (registry, report)
    }

    func registry() throws -> RecognizerTypeRegistry {
        loadPlugins().0
    }
}
