import Foundation
import TactileTestSupport

/// `tactile overlay` running against a test compositor.
final class OverlayProcess {
    let child: ChildProcess

    /// Starts the overlay and waits until the compositor has shown its first frame.
    init(arguments: [String], environment: [String: String], name: String = "overlay", pipeInput: Bool = false) throws {
        let directory = FileManager.default.temporaryDirectory
        child = try ChildProcess(try Tools.tactile(), ["overlay"] + arguments, environment: environment, in: directory,
                                 name: "\(name)-\(UUID().uuidString)", pipeInput: pipeInput)
        let shown = poll(within: 10) { child.standardError.contains("first frame shown") || !child.process.isRunning }
        guard shown, child.standardError.contains("first frame shown") else {
            let log = child.standardError
            stop()
            throw HarnessError("the overlay showed no frame within 10 s:\n\(log)")
        }
    }

    var standardError: String { child.standardError }

    func stop() {
        child.stop()
        try? FileManager.default.removeItem(at: child.outputURL)
        try? FileManager.default.removeItem(at: child.errorURL)
    }
}
