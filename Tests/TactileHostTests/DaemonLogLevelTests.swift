import Foundation
import Testing

/// `settings.logLevel` on a real `tactile run`'s standard error, at start and after reloads:
/// `error` writes nothing for a good reload or a command's output, `warning` adds the
/// configuration's warnings, `debug` adds each action performed and the commands' start and exit.
struct DaemonLogLevelTests {
    static func configuration(level: String, duplicate: Bool = false) -> String {
        let binding = """
              - on: {recognizer: tap, state: recognized}
                do: {command: [sh, -c, 'echo out; exec >&-; echo tap >> "$1"', sh, "DIR/fired"]}

            """
        return """
            scene:
              windows:
                - id: screen
                  frame: [0, 0, 800, 480]
                  recognizers:
                    - id: tap
                      type: scripted
                      script:
                        - {when: allTouchesEnded, state: recognized}
            bindings:

            """ + binding + (duplicate ? binding : "") + "settings: {logLevel: \(level)}\n"
    }

    @Test func levelsFilterStandardErrorAndFollowReloads() throws {
        let daemon = try SocketDaemon(configuration: Self.configuration(level: "error"))
        let errors = { daemon.process.errors }

        // error: the tap's command runs, but neither its output nor the reload is written.
        try daemon.inject(SocketDaemon.tap(at: 0))
        #expect(waitUntil(seconds: 5) { daemon.contents("fired") == "tap\n" }, "\(daemon.process.report)")
        #expect(try daemon.rig.ctl(socket: daemon.socket, "reload").status == 0)
        Thread.sleep(forTimeInterval: 0.5)  // the command's output thread, had it anything to write
        // libinput's own log (its errors, such as /dev/null not being a device) is libinput's.
        let ours = errors().split(separator: "\n").filter { !$0.hasPrefix("libinput ") }
        #expect(ours.isEmpty, "\(errors())")

        // warning: the new file's level applies to its own reload; its duplicate is reported.
        try daemon.write(configuration: Self.configuration(level: "warning", duplicate: true))
        #expect(try daemon.rig.ctl(socket: daemon.socket, "reload").status == 0)
        #expect(errors().contains("warning: this binding and the one at 11:5 react to the same event"), "\(errors())")
        #expect(!errors().contains("reloaded"), "\(errors())")

        // A file that does not decode is an error at every level.
        try "scene: [\n".write(toFile: daemon.config, atomically: true, encoding: .utf8)
        #expect(try daemon.rig.ctl(socket: daemon.socket, "reload").status == 1)
        #expect(errors().contains("reload failed, keeping the last good configuration: \(daemon.config):2:"), "\(errors())")

        // debug: the reload, then per tap the action, the command's start, output and clean exit.
        try daemon.write(configuration: Self.configuration(level: "debug"))
        #expect(try daemon.rig.ctl(socket: daemon.socket, "reload").status == 0)
        #expect(errors().contains("\(daemon.config): reloaded (1 bindings)"), "\(errors())")
        try daemon.inject(SocketDaemon.tap(at: 0))
        let expected = ["\(daemon.config):11:5: command action for tap recognized", "] started by \(daemon.config):11:5",
                        "] stdout: out", "] exited with status 0"]
        #expect(waitUntil(seconds: 5) { expected.allSatisfy { errors().contains($0) } }, "\(errors())")

        // info (the default): the output but not the details.
        try daemon.write(configuration: Self.configuration(level: "info"))
        #expect(try daemon.rig.ctl(socket: daemon.socket, "reload").status == 0)
        let before = errors().count
        try daemon.inject(SocketDaemon.tap(at: 0))
        #expect(waitUntil(seconds: 5) { daemon.contents("fired") == "tap\ntap\ntap\n" })
        #expect(waitUntil(seconds: 5) { errors().dropFirst(before).contains("] stdout: out") }, "\(errors())")
        Thread.sleep(forTimeInterval: 0.5)
        let tail = String(errors().dropFirst(before))
        #expect(!tail.contains("started by") && !tail.contains("exited with status") && !tail.contains("action for"), "\(tail)")
    }
}
