import Foundation
import TactileCore
import TactileScenario
import Yams

/// Writes a live run's normalised input as a scenario file: the run's scene, then one `input:`
/// line per touch change, modifier set, media key, switch or device change, at the engine-clock
/// time it was fed (docs/recording.md). Ordinary keys are never written. Replaying the file
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
    /// the engine clock had already passed it): a line per touch, or the line of its event.
    public func record(_ frame: InputFrame, at time: Milliseconds) {
        var text = ""
        for input in frame.inputs {
            guard let line = InputLine.text(input, at: time) else { continue }
            text += "  - " + line + "\n"
            lines += 1
        }
        write(text)
    }

    /// Ends the file; a recording without input still holds a valid (empty) input list.
    public func close() {
        if lines == 0 { write("  []\n") }
        try? handle.close()
    }

    private func write(_ text: String) {
        try? handle.write(contentsOf: Data(text.utf8))
    }
}
