import Foundation
import Testing

/// Input lines beside touches, injected into a real `tactile run` with `tactile ctl inject`: a
/// media key fires its `remote` binding's command, and the modifiers held (a `modifiers` line,
/// as a compositor owning the keyboard sends) decide between a `when: {modifiers: [Super]}`
/// binding and a plain one, also across a reload.
struct DaemonEventBindingTests {
    static let configuration = TestScenes.screenTap(bindings: """
          - on: {remote: togglePlayPause}
            do: {command: [sh, -c, 'echo "remote $TACTILE_REMOTE" >> "$1"', sh, "DIR/fired"]}
          - on: {recognizer: tap, state: recognized}
            when: {modifiers: [Super]}
            do: {command: [sh, -c, 'echo super-tap >> "$1"', sh, "DIR/fired"]}
          - on: {recognizer: tap, state: recognized}
            when: {modifiers: []}
            do: {command: [sh, -c, 'echo plain-tap >> "$1"', sh, "DIR/fired"]}

        """)

    @Test func remoteLinesFireTheirBindingAndModifierLinesChooseTheTapBinding() throws {
        let daemon = try SocketDaemon(configuration: Self.configuration)
        var expected = ""
        /// Each step's command has written its line before the next step starts, so the file's
        /// order is the steps' order.
        func expect(_ line: String) {
            expected += line + "\n"
            #expect(waitUntil(seconds: 5) { daemon.contents("fired") == expected }, "\(daemon.contents("fired"))\n\(daemon.process.report)")
        }

        try daemon.inject([#"{"t":0,"remote":"togglePlayPause"}"#])
        expect("remote togglePlayPause")
        try daemon.inject(SocketDaemon.tap(at: 0))
        expect("plain-tap")
        try daemon.inject([#"{"t":0,"modifiers":["Super"]}"#] + SocketDaemon.tap(at: 10))
        expect("super-tap")

        // A reload swaps the engine; the keys still held stay held (no keyboard repeats them).
        let reloaded = try daemon.rig.ctl(socket: daemon.socket, "reload")
        #expect(reloaded.status == 0, "\(reloaded.output)")
        try daemon.inject(SocketDaemon.tap(at: 0))
        expect("super-tap")

        // Super released (and Shift held instead): neither [Super] nor [] holds, then [] again.
        try daemon.inject([#"{"t":0,"modifiers":["Shift"]}"#] + SocketDaemon.tap(at: 10)
                          + [#"{"t":100,"modifiers":[]}"#] + SocketDaemon.tap(at: 110, id: 2))
        expect("plain-tap")
        #expect(daemon.contents("fired") == "remote togglePlayPause\nplain-tap\nsuper-tap\nsuper-tap\nplain-tap\n")
    }

    @Test func invalidInjectedLinesAreRefusedWithTheDecodersMessage() throws {
        let daemon = try SocketDaemon(configuration: Self.configuration)
        let file = daemon.path("bad.jsonl")
        try "{\"t\":0,\"remote\":\"nextTrak\"}\n".write(toFile: file, atomically: true, encoding: .utf8)
        let result = try daemon.rig.ctl(socket: daemon.socket, "inject", file)
        #expect(result.status == 1)
        #expect(result.output.contains("\"code\":\"input\"") && result.output.contains("input[0]: ")
                && result.output.contains("did you mean 'nextTrack'?"), "\(result.output)")
    }
}
