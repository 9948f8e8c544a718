import Foundation
import TactileIPC

/// Reads `tactile ctl inject FILE`: one JSON object per line (the scenario input format; blank
/// lines and `#` comments skipped), cut into requests that stay under the server's line limit.
enum InjectFile {
    /// Bytes of input per request: well under the server's 64 KiB line limit.
    static let batchBytes = 32 * 1024

    static func batches(_ path: String) throws -> [[JSONValue]] {
        let text: String
        if path == "-" {
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        } else {
            text = try String(contentsOfFile: path, encoding: .utf8)
        }
        var batches: [[JSONValue]] = []
        var current: [JSONValue] = []
        var size = 0
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let value: JSONValue
            do {
                value = try JSONValue.parse(line)
            } catch {
                throw ValidationErrorLine(file: path, line: n + 1, message: error.message)
            }
            // Lines of one frame (same t) stay in one request, so the frame is not split.
            if size + line.utf8.count > batchBytes, let last = current.last, last["t"] != value["t"] {
                batches.append(current)
                current = []
                size = 0
            }
            current.append(value)
            size += line.utf8.count + 1
        }
        if !current.isEmpty { batches.append(current) }
        return batches
    }
}

/// A line of the inject file that is not JSON.
struct ValidationErrorLine: Error, CustomStringConvertible {
    var file: String
    var line: Int
    var message: String
    var description: String { "\(file):\(line): \(message)" }
}
