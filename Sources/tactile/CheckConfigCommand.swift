import ArgumentParser
import Foundation
import TactileConfig
import TactileEngine
import TactileScenario

extension Tactile {
    /// `tactile check-config [FILE]`: validates a configuration and warns about bindings that
    /// can never fire or that duplicate each other.
    struct CheckConfig: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check-config",
            abstract: "Validate a configuration file (scene, bindings, settings).",
            discussion: """
                Without FILE, checks $XDG_CONFIG_HOME/tactile/config.yaml (or ~/.config/tactile/config.yaml), \
                or the embedded default configuration when that file does not exist. Errors are printed \
                as FILE:LINE:COLUMN: message on standard error with exit status 2; warnings (bindings that \
                can never fire, bindings that duplicate each other) as FILE:LINE:COLUMN: warning: message, \
                with exit status 0 unless --strict is given. See docs/configuration.md.
                """)

        @Argument(help: ArgumentHelp("The configuration file.", valueName: "FILE"))
        var file: String?

        @Flag(help: "Exit with status 1 when there are warnings.")
        var strict = false

        @Flag(name: .customLong("print-default"), help: "Print the embedded default configuration and exit.")
        var printDefault = false

        @OptionGroup var plugins: PluginOptions

        func run() throws {
            if printDefault {
                print(DefaultConfiguration.text)
                return
            }
            let registry = try plugins.registry()
            let configuration: Configuration
            do {
                configuration = try load(registry: registry)
            } catch {
                printError(error.description)
                throw ExitCode(2)
            }
            let warnings = BindingAnalysis.warnings(for: configuration, registry: registry)
            for warning in warnings { printError(warning.description) }
            print("\(configuration.file): ok (\(configuration.bindings.count) bindings, \(warnings.count) warnings)")
            if strict, !warnings.isEmpty { throw ExitCode(1) }
        }

        private func load(registry: RecognizerTypeRegistry) throws(ScenarioError) -> Configuration {
            if let file { return try Configuration.load(path: file, registry: registry) }
            if let user = ConfigurationLocation.userFile(environment: ProcessInfo.processInfo.environment),
               FileManager.default.fileExists(atPath: user) {
                return try Configuration.load(path: user, registry: registry)
            }
            return try Configuration.embeddedDefault(registry: registry)
        }
    }
}
