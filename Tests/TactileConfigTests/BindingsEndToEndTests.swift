import Foundation
import TactileActions
import TactileConfig
import TactileCore
import TactileEngine
import TactileScenario
import Testing

/// The path the daemon will take, minus its input loop: a configuration decoded, the engine's
/// real records of a scenario on the same scene fed to the dispatcher, and the invocations
/// performed, spawning real commands.
@Suite struct BindingsEndToEndTests {
    @Test func engineRecordsFireARealCommand() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let scene = """
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 400]
                  recognizers:
                    - id: Drag
                      type: scripted
                      continuous: true
                      script:
                        - {when: touchesMoved, nth: 1, state: began}
                        - {when: touchesMoved, after: 1, state: changed}
                        - {when: allTouchesEnded, state: ended}

            """
        let registry = StandInRecognizerTypes.registry
        let configuration = try Configuration.decode(yaml: scene + """
            bindings:
              - on: {recognizer: Drag, state: began}
                do: {command: ['echo "$TACTILE_RECOGNIZER $TACTILE_STATE $TACTILE_TOUCHES" >> "$1"', "\(output)"], shell: true}
              - on: {recognizer: Drag, state: ended}
                when: {device: touchscreen}
                do: {command: ['echo "$TACTILE_STATE $TACTILE_DEVICE" >> "$1"', "\(output)"], shell: true}
              - on: {recognizer: Drag, state: ended}
                when: {device: touchpad}
                do: {command: [sh, -c, 'echo wrong >> "$1"', sh, "\(output)"]}
            """, file: "c.yaml", registry: registry)
        let scenario = try Scenario.decode(yaml: scene + """
            input:
              - {t: 0, touch: down, id: 1, x: 10, y: 10}
              - {t: 16, touch: move, id: 1, x: 20, y: 10}
              - {t: 32, touch: move, id: 1, x: 30, y: 10}
              - {t: 48, touch: up, id: 1}
            """, file: "s.yaml", registry: registry)
        let records = try scenario.run(registry: registry)

        var dispatcher = BindingDispatcher(bindings: configuration.bindings)
        let invocations = records.flatMap { dispatcher.dispatch($0, input: InputContext(device: .touchscreen)) }
        #expect(invocations.map(\.gesture?.state) == [.began, .ended])

        let runner = CommandRunner(log: .silent)
        for invocation in invocations {
            guard case .command(let command) = invocation.action else { continue }
            // One after the other, so the file's lines have a known order.
            #expect(try runner.run(command, for: invocation).wait(timeout: 10))
        }
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "Drag began 1\nended touchscreen\n")
    }
}
