import Foundation
import TactileTestbed

/// `tactile-inject run`: testbed in-process, command under test as a preloaded child, frames
/// played live, child always ended and reaped. Returns the exit status to use.
func run(_ options: RunOptions) throws -> Int32 {
    StopSignals.block()
    let testbed = try Testbed()
    // The testbed owns the fake nodes and their directory: it must outlive the child, not just
    // its last use below (ARC may otherwise release it early in optimized builds).
    defer { withExtendedLifetime(testbed) {} }
    var devices: [(name: String, base: String, path: String, description: DeviceDescription)] = []
    let plugged = options.plugs.map(\.base)
    for base in options.devices + plugged {
        // A device plugged in later is not in the testbed yet; its path is in its files.
        let path = plugged.contains(base) ? try Testbed.devicePath(base: base) : try testbed.addDevice(base: base)
        guard let description = try DeviceSource.recording(base + ".desc").description else {
            throw TestbedError.parse(source: base + ".desc", line: 0, message: "no device description")
        }
        devices.append((URL(fileURLWithPath: base).lastPathComponent, base, path, description))
    }
    var cues = options.plugs.map { plug in
        FramePlayer.Cue(offset: Int64(plug.time * 1_000)) { try testbed.plug(base: plug.base) }
    }
    for unplug in options.unplugs {
        guard let device = devices.first(where: { $0.name == unplug.device }) else {
            throw UsageError("--unplug \(unplug.device): name one of the devices: \(devices.map(\.name))")
        }
        cues.append(FramePlayer.Cue(offset: Int64(unplug.time * 1_000)) { try testbed.unplug(base: device.base) })
    }

    var tracks: [FramePlayer.Track] = []
    for play in options.plays {
        guard let device = play.device.map({ name in devices.first { $0.name == name } })
                ?? (devices.count == 1 ? devices.first : nil) else {
            throw UsageError("--play \(play.path): name one of the devices: \(devices.map(\.name))")
        }
        let frames = try DeviceSource.frames(play.path, device: device.description)
        tracks.append(.init(writer: { try testbed.eventWriter(for: device.path) }, frames: frames))
    }

    let fix = options.preloadFix ?? defaultFixLibrary()
    guard FileManager.default.fileExists(atPath: fix) else {
        throw UsageError("preload fix library \(fix) not found; build it with `swift build --product TactileUmockdevFix`")
    }
    let readyFile = testbed.rootDirectory + "/tactile-ready"
    var environment = ProcessInfo.processInfo.environment
    environment["LD_PRELOAD"] = Testbed.preload(fix: fix)
    environment["TACTILE_READY_FILE"] = readyFile
    environment["TACTILE_DEVICES"] = devices.filter { !plugged.contains($0.base) }.map(\.path).joined(separator: ":")

    let started = Date()
    let child = try ChildProcess(arguments: options.command, environment: environment)
    let deadline = started.addingTimeInterval(options.timeout)

    if options.waitReady {
        while !FileManager.default.fileExists(atPath: readyFile), child.exitStatus == nil, Date() < deadline,
              StopSignals.pending == nil {
            usleep(2_000)
        }
        guard FileManager.default.fileExists(atPath: readyFile) || StopSignals.pending != nil else {
            let status = child.terminate()
            throw TestbedError.process("the command never signalled readiness (exit status \(status))")
        }
    } else {
        usleep(useconds_t(options.startDelay * 1_000))
    }
    let ready = Date()

    let report = try FramePlayer().play(tracks, cues: cues) {
        child.exitStatus != nil || Date() > deadline || StopSignals.pending != nil
    }
    let played = Date()
    var exited: Int32?
    let lingerEnd = min(Date().addingTimeInterval(options.linger / 1_000), deadline)
    while exited == nil, Date() < lingerEnd, StopSignals.pending == nil {
        exited = child.wait(timeout: 0.01)
    }
    let status = exited ?? child.terminate()
    if let signal = StopSignals.pending {
        throw TestbedError.process("stopped by signal \(signal); the command was ended and reaped")
    }

    FileHandle.standardError.write(Data(String(
        format: "tactile-inject: ready after %.0f ms, played %d frames in %.0f ms, lateness max %.2f ms mean %.3f ms\n",
        ready.timeIntervalSince(started) * 1_000, report.frames, played.timeIntervalSince(ready) * 1_000,
        Double(report.maximumLateness) / 1_000,
        report.frames > 0 ? Double(report.totalLateness) / Double(report.frames) / 1_000 : 0).utf8))
    if Date() > deadline { throw TestbedError.process("timed out after \(options.timeout) s") }
    // Ending the child with SIGTERM after the linger period is the normal way a run finishes.
    return exited == nil && status == 128 + SIGTERM ? 0 : status
}

/// The fix library is built into the same directory as this executable.
func defaultFixLibrary() -> String {
    let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("libTactileUmockdevFix.so").path
}
