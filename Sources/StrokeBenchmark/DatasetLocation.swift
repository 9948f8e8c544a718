import Foundation
import TactileStrokes

/// Finds and loads the published datasets in the layout of the shared data folder.
enum DatasetLocation {
    static let defaultDollarOne = "../shared/data/dollar1-unistroke"
    static let defaultMultistroke = "../shared/data/mmg-multistroke"

    /// $1 logs grouped by subject/speed. The paper's study has 10 subjects; the pilot (s01) is
    /// left out unless asked for.
    static func loadDollarOne(_ directory: String, includePilot: Bool) throws -> [String: [GestureSample]] {
        let logs = directory + "/xml_logs"
        let root = FileManager.default.fileExists(atPath: logs) ? logs : directory
        let groups = try GestureLog.readTree(root)
        return includePilot ? groups : groups.filter { !$0.key.contains("pilot") }
    }

    /// MMG logs grouped by subject/input/speed. The full set ships as a .tar.xz; it is unpacked
    /// into a temporary directory (removed afterwards) unless only the unpacked part is wanted.
    static func loadMultistroke(_ directory: String, unpackedOnly: Bool) throws -> [String: [GestureSample]] {
        let archive = directory + "/mmg_full_xml.tar.xz"
        let fm = FileManager.default
        if !unpackedOnly, fm.fileExists(atPath: archive) {
            let temp = fm.temporaryDirectory.appendingPathComponent("tactile-mmg-\(getpid())")
            try fm.createDirectory(at: temp, withIntermediateDirectories: true)
            defer { try? fm.removeItem(at: temp) }
            let tar = Process()
            tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            tar.arguments = ["tar", "-xJf", archive, "-C", temp.path]
            try tar.run()
            tar.waitUntilExit()
            guard tar.terminationStatus == 0 else {
                throw BenchmarkArguments.UsageError(description: "tar failed on \(archive)")
            }
            return try GestureLog.readTree(temp.path)
        }
        let unpacked = directory + "/xml"
        return try GestureLog.readTree(fm.fileExists(atPath: unpacked) ? unpacked : directory)
    }
}
