import Foundation
import TactileTestSupport

/// Paths to the programs the compositor tests need. A missing one is a failure with a message
/// naming the package, never a skip: CI installs them with scripts/setup.
enum Tools {
    static func path(of name: String, package: String) throws -> String {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            + ["/usr/sbin", "/usr/bin", "/sbin", "/bin"]
        for directory in directories {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw HarnessError("\(name) is not installed; the overlay's compositor tests need it (Debian package \(package), installed by scripts/setup)")
    }

    /// The `tactile` executable built next to the test bundle (the test target depends on it);
    /// the overlay is its `overlay` subcommand.
    static func tactile() throws -> String {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [directory, Bundle.main.bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL]
            .map { $0.appendingPathComponent("tactile").path }
        guard let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw HarnessError("tactile not found next to the tests (looked in \(candidates)); build it with swift build --product tactile")
        }
        return found
    }

    /// A fixture file of this test target.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(name)").path
    }
}
