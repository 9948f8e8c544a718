import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One recorded gesture from the published $1 / MMG XML logs.
public struct GestureSample: Hashable, Sendable {
    /// Gesture class, e.g. `"check"` (from `Name="check05"`) or `"D"` (from `Name="D~01"`).
    public var name: String
    /// Subject identifier as recorded.
    public var subject: String
    /// Articulation speed, lower-cased: `"slow"`, `"medium"` or `"fast"`.
    public var speed: String
    public var strokes: [Stroke]

    public init(name: String, subject: String, speed: String, strokes: [Stroke]) {
        self.name = name
        self.subject = subject
        self.speed = speed
        self.strokes = strokes
    }

    public var template: StrokeTemplate { StrokeTemplate(name: name, strokes: strokes) }
}

/// Reads the XML gesture logs of the $1 unistroke dataset (`<Gesture><Point/>…`) and the MMG
/// multistroke dataset (`<Gesture><Stroke><Point/>…</Stroke>…`). Both share the `<Gesture>`
/// attributes `Name`, `Subject` and `Speed`; `<Point>` carries integer `X` and `Y`.
public enum GestureLog {
    public enum ReadError: Error, CustomStringConvertible {
        case unreadable(path: String, reason: String)

        public var description: String {
            switch self {
            case let .unreadable(path, reason): "cannot read gesture log(s) at \(path): \(reason)"
            }
        }
    }

    /// Parses one log file.
    public static func read(path: String) throws -> GestureSample {
        let url = URL(fileURLWithPath: path)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ReadError.unreadable(path: path, reason: "\(error)")
        }
        return try parse(data, path: path)
    }

    /// Parses log contents; `path` is used in error messages only.
    public static func parse(_ data: Data, path: String = "<data>") throws -> GestureSample {
        let delegate = GestureLogParserDelegate()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        guard parser.parse(), let sample = delegate.sample else {
            let reason = parser.parserError.map { "\($0)" } ?? "no <Gesture> element"
            throw ReadError.unreadable(path: path, reason: reason)
        }
        return sample
    }

    /// Every `*.xml` log under `directory`, recursively and in path order, keyed by the directory that holds it
    /// relative to `directory` — in both datasets that directory is one subject at one speed.
    /// Files with no points (MMG's `.nodata` placeholders) and `.xml.raw` duplicates are skipped.
    public static func readTree(_ directory: String) throws -> [String: [GestureSample]] {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            throw ReadError.unreadable(path: root.path, reason: "no such directory")
        }
        guard let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: nil)
        else {
            throw ReadError.unreadable(path: directory, reason: "not a directory")
        }
        var groups: [String: [GestureSample]] = [:]
        let rootPath = root.path
        // Sorted so that samples come in repetition order and runs are reproducible.
        let files = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "xml" }
        for url in files.sorted(by: { $0.path < $1.path }) {
            let sample = try read(path: url.path)
            guard sample.strokes.contains(where: { !$0.points.isEmpty }) else { continue }
            var group = url.deletingLastPathComponent().standardizedFileURL.path
            if group.hasPrefix(rootPath) { group.removeFirst(rootPath.count) }
            if group.hasPrefix("/") { group.removeFirst() }
            groups[group, default: []].append(sample)
        }
        return groups
    }

    /// `check05` → `check`, `D~01` → `D`, `left_sq_bracket10` → `left_sq_bracket`.
    static func gestureClass(fromLogName name: String) -> String {
        if let tilde = name.firstIndex(of: "~") { return String(name[..<tilde]) }
        var trimmed = Substring(name)
        while let last = trimmed.last, last.isNumber { trimmed.removeLast() }
        return String(trimmed)
    }
}

/// SAX-style collector; XMLParser is synchronous, so the delegate is used on one thread only.
private final class GestureLogParserDelegate: NSObject, XMLParserDelegate {
    var sample: GestureSample?
    private var strokes: [Stroke] = []
    private var current: [StrokePoint] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes: [String: String] = [:]
    ) {
        switch elementName {
        case "Gesture":
            sample = GestureSample(
                name: GestureLog.gestureClass(fromLogName: attributes["Name"] ?? ""),
                subject: attributes["Subject"] ?? "",
                speed: (attributes["Speed"] ?? "").lowercased(),
                strokes: [])
        case "Stroke":
            current = []
        case "Point":
            if let x = attributes["X"].flatMap(Double.init), let y = attributes["Y"].flatMap(Double.init) {
                current.append(StrokePoint(x: x, y: y))
            }
        default:
            break
        }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        switch elementName {
        case "Stroke":
            // Points outside any <Stroke> ($1 logs) form the single stroke at </Gesture>.
            strokes.append(Stroke(points: current))
            current = []
        case "Gesture":
            if !current.isEmpty { strokes.append(Stroke(points: current)) }
            sample?.strokes = strokes
        default:
            break
        }
    }
}
