import ArgumentParser
import TactilePlugins

extension Tactile {
    /// `tactile plugins`: every plugin with its version, types and parameters.
    struct Plugins: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the recognizer plugins, their types and their parameters.",
            discussion: """
                Lists the standard plugin (built in) and every plugin found in the plugin \
                directories: the built-in directory, $XDG_DATA_HOME/tactile/plugins and each \
                --plugin-dir, in that order. A plugin that cannot be loaded is listed as an error \
                naming its file, and the exit status is 1.
                """)

        @OptionGroup var plugins: PluginOptions

        func run() throws {
            let (_, report) = PluginLoader.registry(directories: plugins.directories, builtIn: PluginOptions.builtInPlugins)
            print(pluginListing(report.plugins, errors: report.errors), terminator: "")
            if !report.errors.isEmpty { throw ExitCode(1) }
        }
    }
}
