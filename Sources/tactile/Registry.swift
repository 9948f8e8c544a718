import TactileEngine

/// The recognizer types a run knows: the always-available ones plus those of plugins.
struct PluginOptions: ParsableArguments {
    @Option(name: .customLong("plugin-dir"), help: ArgumentHelp(
        "A directory of recognizer plugins (shared libraries) to load as well; repeatable.",
        valueName: "DIR"))
    var pluginDirectories: [String] = []

    func registry() throws -> RecognizerTypeRegistry {
        var registry = RecognizerTypeRegistry()
        registry.register(ScriptedRecognizer.type)
        return registry
    }
}

import ArgumentParser
