import Foundation
import TactileInput

/// tactile-libinput-dump: prints libinput events one per line (see LibinputEvent.description).
///
///     tactile-libinput-dump [--size WxH] [--udev SEAT | DEVICE ...]
///
/// Without devices it reads the colon-separated paths in $TACTILE_DEVICES (set by tactile-inject).
/// After the first batch of events it creates $TACTILE_READY_FILE, if set, so tactile-inject
/// knows the devices are open before it plays anything.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("tactile-libinput-dump: \(message)\n".utf8))
    exit(2)
}

/// Writes straight to fd 1 (no stdio buffer), so nothing is lost when the process is killed.
func emit(_ events: [LibinputEvent]) {
    guard !events.isEmpty else { return }
    FileHandle.standardOutput.write(Data(events.map { "\($0)\n" }.joined().utf8))
}

var width = 1000.0, height = 1000.0
var backend: InputBackend?
var paths: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--size":
        let parts = (arguments.popFirst() ?? "").split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2 else { fail("--size needs WxH") }
        (width, height) = (parts[0], parts[1])
    case "--udev":
        backend = .udev(seat: arguments.popFirst() ?? "seat0")
    default:
        paths.append(argument)
    }
}
if paths.isEmpty, backend == nil, let devices = ProcessInfo.processInfo.environment["TACTILE_DEVICES"] {
    paths = devices.split(separator: ":").map(String.init)
}

do {
    let reader = try LibinputReader(backend: backend ?? .paths(paths), width: width, height: height)
    emit(reader.read())
    if let ready = ProcessInfo.processInfo.environment["TACTILE_READY_FILE"] {
        _ = FileManager.default.createFile(atPath: ready, contents: Data())
    }
    // Runs until killed: tactile-inject ends it with SIGTERM after playing its script.
    while true {
        emit(reader.read(waitingUpTo: 1))
    }
} catch {
    fail("\(error)")
}
