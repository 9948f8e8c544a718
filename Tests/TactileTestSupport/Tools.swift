import Foundation

/// Paths to the programs the compositor tests need. A missing one is a failure with a message
/// naming the package, never a skip: CI installs them with scripts/setup.
public enum Tools {
    public static func path(of name: String, package: String) throws -> String {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            + ["/usr/sbin", "/usr/bin", "/sbin", "/bin"]
        for directory in directories {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw HarnessError("\(name) is not installed; the tests need it (Debian package \(package), installed by scripts/setup)")
    }

    /// An executable of this package built next to the test bundle (the test target must
    /// depend on it so that it is built).
    public static func builtProduct(_ name: String) throws -> String {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [directory, Bundle.main.bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL]
            .map { $0.appendingPathComponent(name).path }
        guard let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw HarnessError("\(name) not found next to the tests (looked in \(candidates)); build it with swift build --product \(name)")
        }
        return found
    }

    /// The `tactile` command.
    public static func tactile() throws -> String { try builtProduct("tactile") }
}
