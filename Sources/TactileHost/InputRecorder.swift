import Foundation
import TactileCore
import Yams

/// Writes a live run's normalised input as a scenario file: the run's scene, then one `input:`
/// line per touch change, at the engine-clock time the frame was fed. Replaying the file
/// (`tactile replay`) therefore gives exactly the records the live run gave.
///
/// Lines are written as frames arrive (and flushed), so a run that is killed keeps what it saw.
public final class InputRecorder {
    private let handle: FileHandle
    private var lines = 0

    /// Creates (or truncates) `path` and writes the header and the scene.
    public init(path: String, sceneNode: Node, source: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw HostError("cannot create the recording \(path)")
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw HostError("cannot write the recording \(path)")
        }
        self.handle = handle
        let scene = try Yams.serialize(node: Node.mapping(Node.Mapping([(Node("scene"), sceneNode)])))
        write("# Recorded by tactile from \(source). Replay it with `tactile replay FILE`.\n" + scene + "input:\n")
    }

    /// Appends one frame, fed at `time` (which may be later than the frame's own time, when
    /// the engine clock had already passed it).
    public func record(_ frame: InputFrame, at time: Milliseconds) {
        var text = ""
        for touch in frame.touches {
            text += "  - " + Self.line(touch, at: time) + "\n"
            lines += 1
        }
        write(text)
    }

    /// Ends the file; a recording without input still holds a valid (empty) input list.
    public func close() {
        if lines == 0 { write("  []\n") }
        try? handle.close()
    }

    /// `{t: 12.5, touch: down, id: 3, x: 400, y: 240}`: the scenario format's touch line.
    static func line(_ touch: TouchInput, at time: Milliseconds) -> String {
        var fields = "{t: \(number(time)), touch: \(touch.action.rawValue), id: \(touch.id)"
        if let location = touch.location {
            fields += ", x: \(number(location.x)), y: \(number(location.y))"
        }
        if let radius = touch.radius, touch.action == .down || touch.action == .move {
            fields += ", radius: \(number(radius))"
        }
        return fields + "}"
    }

    /// The shortest decimal that reads back to the same double, integral values without a point.
    static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 9_007_199_254_740_992 { return String(Int(value)) }
        return "\(value)"
    }

    private func write(_ text: String) {
        try? handle.write(contentsOf: Data(text.utf8))
    }
}
