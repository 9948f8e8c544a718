import Foundation

/// Where the tests find the built plugin library, the repository's files and the datasets.
enum TestPaths {
    /// The build directory: where the test binary and the products live.
    static let buildDirectory: String = {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return (exe as NSString).deletingLastPathComponent
    }()

    static func library(_ product: String) -> String { buildDirectory + "/lib\(product).so" }

    /// The repository's root, from this file's place in it.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The $1 dataset beside the repository (`../shared/data`), when it is there.
    static var dollarOneDataset: String? {
        let path = repository + "/../shared/data/dollar1-unistroke/xml_logs"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// A fresh temporary directory, removed by the caller.
    static func temporaryDirectory() throws -> String {
        let dir = NSTemporaryDirectory() + "tactile-strokes-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }
}
