import Foundation

/// Where the package's built products sit next to the running tests, and the repository's root,
/// for tests that start the package's own programs (`tactile`, `tactile-inject` …).
public struct BuildProducts {
    public let directory: URL
    public let repositoryRoot: URL

    /// Finds the build directory holding every file of `required` (a product and the command that
    /// builds it); throws naming what is missing and how to build it, so a machine without them
    /// fails loudly instead of skipping.
    public init(requiring required: [(file: String, fix: String)]) throws {
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        let anchor = required.first?.file ?? "tactile"
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent(anchor).path), directory.path != "/" {
            directory.deleteLastPathComponent()
        }
        for (file, fix) in required where !FileManager.default.fileExists(atPath: directory.appendingPathComponent(file).path) {
            throw HarnessError("\(file) is not built next to the tests (\(directory.path)); run `\(fix)` (scripts/test does)")
        }
        self.directory = directory
        // This file is Tests/TactileTestSupport/BuildProducts.swift.
        repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }
}
