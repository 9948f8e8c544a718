import Foundation
import TactileEngine
import TactilePluginABI

/// Finds and loads plugin shared libraries. Directories are searched in order: the built-in
/// one, `$XDG_DATA_HOME/tactile/plugins` (default `~/.local/share/tactile/plugins`), the
/// configuration's list, then each `--plugin-dir`. Every `*.so` in them is opened with
/// `dlopen(RTLD_NOW | RTLD_LOCAL)`, its `tactile_plugin_entry` called, and its types
/// registered. A plugin that fails (no such symbol, ABI major mismatch, a type name already
/// taken, an entry that returns NULL, a library that will not open) is reported with its file
/// and skipped; the others still load. Libraries are never closed: the descriptor and the
/// instances' code must outlive every recognizer.
public enum PluginLoader {
    /// The plugin directories in search order; missing ones are kept (loading skips them).
    public static func directories(
        builtIn: String?, environment: [String: String], configured: [String], commandLine: [String]
    ) -> [String] {
        var dirs: [String] = []
        if let builtIn { dirs.append(builtIn) }
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
            dirs.append(data + "/tactile/plugins")
        } else if let home = environment["HOME"], !home.isEmpty {
            dirs.append(home + "/.local/share/tactile/plugins")
        }
        return dirs + configured + commandLine
    }

    /// What loading produced: the plugins registered, in order, and the failures.
    public struct Report: Sendable {
        public var plugins: [LoadedPlugin] = []
        public var errors: [PluginLoadError] = []
    }

    /// Loads every `*.so` of each directory (in name order within a directory).
    public static func load(directories: [String], into registry: inout RecognizerTypeRegistry) -> Report {
        var report = Report()
        let fm = FileManager.default
        for dir in directories {
            guard let names = try? fm.contentsOfDirectory(atPath: dir) else { continue }
            for name in names.sorted() where name.hasSuffix(".so") {
                do {
                    report.plugins.append(try load(file: dir + "/" + name, into: &registry))
                } catch {
                    report.errors.append(error)
                }
            }
        }
        return report
    }

    /// Loads one plugin library.
    public static func load(file: String, into registry: inout RecognizerTypeRegistry) throws(PluginLoadError) -> LoadedPlugin {
        guard let handle = dlopen(file, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown error"
            throw PluginLoadError(file: file, message: "cannot open the library: \(reason)")
        }
        guard let symbol = dlsym(handle, TACTILE_PLUGIN_ENTRY_SYMBOL) else {
            throw PluginLoadError(file: file, message: "no \(TACTILE_PLUGIN_ENTRY_SYMBOL) symbol: not a Tactile plugin")
        }
        let entry = unsafeBitCast(symbol, to: tactile_plugin_entry_fn.self)
        let descriptor = entry(UInt32(TACTILE_PLUGIN_ABI_MAJOR), UInt32(TACTILE_PLUGIN_ABI_MINOR))
        return try PluginRegistration.register(descriptor, file: file, builtIn: false, into: &registry)
    }
}

extension PluginLoader {
    /// The registry a command runs with: the engine's `scripted` type, the standard plugin
    /// (in-process), the other `builtIn` plugins (in-process) and every plugin of `directories`,
    /// in that order. The report lists the standard plugin first.
    public static func registry(directories: [String], builtIn: [BuiltInPlugin] = []) -> (RecognizerTypeRegistry, Report) {
        var registry = RecognizerTypeRegistry()
        registry.register(ScriptedRecognizer.type)
        var report = Report()
        do {
            report.plugins.append(try registerStandardRecognizers(into: &registry))
        } catch {
            report.errors.append(error)
        }
        for plugin in builtIn {
            do {
                report.plugins.append(try plugin.register(into: &registry))
            } catch {
                report.errors.append(error)
            }
        }
        let loaded = load(directories: directories, into: &registry)
        report.plugins += loaded.plugins
        report.errors += loaded.errors
        return (registry, report)
    }
}
