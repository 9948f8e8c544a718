import Foundation
import TactileInput

/// tactile-libinput-dump: prints libinput events one per line (see LibinputEvent.description).
///
///     tactile-libinput-dump [--size WxH] [--latency] [--udev SEAT | DEVICE ...]
///
/// `--latency` appends `latency-us=`: how long after its evdev timestamp each event was printed
/// (for device events, which have no evdev timestamp, it is about 0).
///
/// Without devices it reads the colon-separated paths in $TACTILE_DEVICES (set by tactile-inject).
/// After the first batch of events it creates $TACTILE_READY_FILE, if set, so tactile-inject
/// knows the devices are open before it plays anything.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("tactile-libinput-dump: \(message)\n".utf8))
    exit(2)
}

/// Writes straight to fd 1 (no stdio buffer), so nothing is lost when the process is killed.
func emit(_ events: [LibinputEvent], latency: Bool) {
    guard !events.isEmpty else { return }
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    let now = Int64(spec.tv_sec) * 1_000_000 + Int64(spec.tv_nsec) / 1_000
    let lines = events.map { event in
        latency ? "\(event) latency-us=\(now - Int64(event.time))\n" : "\(event)\n"
    }
    FileHandle.standardOutput.write(Data(lines.joined().utf8))
}

var width = 1000.0, showLatency = false, height = 1000.0
var backend: InputBackend?
var paths: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--size":
        let parts = (arguments.popFirst() ?? "").split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2 else { fail("--size needs WxH") }
        (width, height) = (parts[0], parts[1])
    case "--latency":
        showLatency = true
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
    emit(reader.read(), latency: showLatency)
    if let ready = ProcessInfo.processInfo.environment["TACTILE_READY_FILE"] {
        _ = FileManager.default.createFile(atPath: ready, contents: Data())
    }
    // Runs until killed: tactile-inject ends it with SIGTERM after playing its script.
    while true {
        emit(reader.read(waitingUpTo: 1), latency: showLatency)
    }
} catch {
    fail("\(error)")
}
