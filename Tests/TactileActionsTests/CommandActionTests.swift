import Foundation
import TactileActions
import TactileCore
import TactileTestSupport
import Testing

/// The command action, with real child processes: argument vectors passed verbatim, the shell
/// only when asked, gesture values in the environment, output to the log, children reaped.
@Suite struct CommandActionTests {
    let pan = GestureSnapshot(
        time: 120, recognizer: "Pan", state: .changed, location: Point(x: 10.5, y: 20), numberOfTouches: 2,
        values: [.init(key: "translation", value: .list([.number(60), .number(-3.25)])),
                 .init(key: "velocity", value: .list([.number(100), .number(0)]))])

    func invocation(_ command: CommandAction, step: StepFiring? = nil) -> ActionInvocation {
        ActionInvocation(action: .command(command), gesture: pan, step: step, device: "touchpad", origin: "c.yaml:9:5")
    }

    @Test func argumentVectorIsPassedWithoutAShell() throws {
        let log = LogLines()
        let runner = CommandRunner(log: ActionLog(log.append))
        // Without a shell, `$HOME` and `;` are plain characters of the arguments.
        let child = try runner.run(CommandAction(arguments: ["printf", "%s|", "$HOME", "a b", ";", "*"]), for: invocation(.init(arguments: [])))
        #expect(child.wait(timeout: 10))
        #expect(log.lines.contains("command printf [\(child.pid)] stdout: $HOME|a b|;|*|"))
        #expect(log.lines.contains("command printf [\(child.pid)] exited with status 0"))
        #expect(child.status == 0)
    }

    @Test func shellRunsTheScriptWithPositionalParameters() throws {
        let log = LogLines()
        let runner = CommandRunner(log: ActionLog(log.append))
        let child = try runner.run(CommandAction(arguments: ["echo \"$1-$2\"; echo oops >&2; exit 3", "one", "two"], shell: true),
                                   for: invocation(.init(arguments: [])))
        #expect(child.wait(timeout: 10))
        #expect(log.lines.contains("command /bin/sh [\(child.pid)] stdout: one-two"))
        #expect(log.lines.contains("command /bin/sh [\(child.pid)] stderr: oops"))
        #expect(log.lines.contains("command /bin/sh [\(child.pid)] exited with status 3"))
        #expect(child.status == 3)
    }

    /// Output is info, a failing exit a warning, the start and a clean exit debug details.
    @Test func logLinesCarryTheirLevels() throws {
        let log = LogLines()
        let runner = CommandRunner(log: ActionLog(leveled: { log.append("\($0.rawValue) \($1)") }))
        let failing = try runner.run(CommandAction(arguments: ["echo out; exit 4"], shell: true), for: invocation(.init(arguments: [])))
        let clean = try runner.run(CommandAction(arguments: ["true"]), for: invocation(.init(arguments: [])))
        #expect(failing.wait(timeout: 10) && clean.wait(timeout: 10))
        let sh = "command /bin/sh [\(failing.pid)]", ok = "command true [\(clean.pid)]"
        #expect(Set(log.lines) == [
            "debug \(sh) started by c.yaml:9:5", "info \(sh) stdout: out", "warning \(sh) exited with status 4",
            "debug \(ok) started by c.yaml:9:5", "debug \(ok) exited with status 0",
        ])
    }

    @Test func gestureValuesAreInTheEnvironment() throws {
        let log = LogLines()
        let runner = CommandRunner(log: ActionLog(log.append), environment: ["PATH": "/usr/bin:/bin", "KEPT": "yes"])
        let child = try runner.run(CommandAction(arguments: ["env"]),
                                   for: invocation(.init(arguments: []), step: StepFiring(direction: -1, level: 2, progress: 2.5)))
        #expect(child.wait(timeout: 10), "\(log.lines)")
        let environment = Set(log.lines.compactMap { $0.components(separatedBy: "stdout: ").dropFirst().first })
        for variable in ["KEPT=yes", "TACTILE_RECOGNIZER=Pan", "TACTILE_STATE=changed", "TACTILE_LOCATION_X=10.5",
                         "TACTILE_LOCATION_Y=20", "TACTILE_TOUCHES=2", "TACTILE_TRANSLATION_X=60", "TACTILE_TRANSLATION_Y=-3.25",
                         "TACTILE_VELOCITY_X=100", "TACTILE_VELOCITY_Y=0", "TACTILE_STEP=-1", "TACTILE_LEVEL=2",
                         "TACTILE_PROGRESS=2.5", "TACTILE_DEVICE=touchpad"] {
            #expect(environment.contains(variable), "missing \(variable)")
        }
    }

    @Test func childrenAreReaped() throws {
        let runner = CommandRunner(log: .silent)
        var children: [SpawnedCommand] = []
        for _ in 0..<20 { children.append(try runner.run(CommandAction(arguments: ["true"]), for: invocation(.init(arguments: [])))) }
        for child in children {
            #expect(child.wait(timeout: 10))
            // A zombie still answers kill(pid, 0); a reaped child's pid is gone.
            #expect(poll(within: 5) { kill(child.pid, 0) == -1 && errno == ESRCH }, "pid \(child.pid) was not reaped")
        }
    }

    @Test func spawningDoesNotWaitForTheChild() throws {
        let runner = CommandRunner(log: .silent)
        let start = Date()
        let child = try runner.run(CommandAction(arguments: ["sleep", "1"]), for: invocation(.init(arguments: [])))
        #expect(Date().timeIntervalSince(start) < 0.5)
        #expect(child.wait(timeout: 10))
    }

    @Test func unknownProgramIsAnError() {
        let runner = CommandRunner(log: .silent)
        #expect(throws: ActionError("c.yaml:9:5: command not found: no-such-program-tactile")) {
            try runner.run(CommandAction(arguments: ["no-such-program-tactile"]), for: invocation(.init(arguments: [])))
        }
    }

    @Test func performerLogsFailuresAndGoesOn() {
        let log = LogLines()
        let performer = ActionPerformer(log: ActionLog(leveled: { log.append("\($0.rawValue) \($1)") }))
        performer.perform(invocation(CommandAction(arguments: ["no-such-program-tactile"])))
        #expect(log.lines == [
            "debug c.yaml:9:5: command action for Pan changed",
            "error c.yaml:9:5: command action failed: c.yaml:9:5: command not found: no-such-program-tactile",
        ])
    }
}

/// A command's child inherits standard input, output and error only.
@Suite struct CommandDescriptorTests {
    @Test func onlyTheStandardDescriptorsAreInherited() throws {
        // A descriptor of the daemon without close-on-exec, as a careless library might leave one.
        let leaked = open("/dev/null", O_RDONLY)
        defer { close(leaked) }
        let log = LogLines()
        let runner = CommandRunner(log: ActionLog(log.append))
        let gesture = GestureSnapshot(time: 0, recognizer: "R", state: .recognized, location: Point(x: 0, y: 0),
                                      numberOfTouches: 1, values: [])
        let child = try runner.run(CommandAction(arguments: ["ls", "/proc/self/fd"]),
                                   for: ActionInvocation(action: .command(CommandAction(arguments: [])), gesture: gesture, origin: "t"))
        #expect(child.wait(timeout: 10))
        // ls itself opens one descriptor (3) to read the directory.
        let descriptors = log.lines.compactMap { $0.components(separatedBy: "stdout: ").dropFirst().first }
        #expect(Set(descriptors).isSubset(of: ["0", "1", "2", "3"]), "\(descriptors), leaked \(leaked)")
        #expect(!descriptors.contains(String(leaked)) || leaked == 3)
    }
}
