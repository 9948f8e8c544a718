import Foundation
import TactileCore
import TactileEngine
import TactileScenario
import Testing

/// The contract's five example scenarios must decode, into exactly what they say.
@Suite struct ExampleScenarioTests {
    static let folder = Bundle.module.resourceURL!.appendingPathComponent("Scenarios/examples")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    static func load(_ name: String) throws -> Scenario {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        return try Scenario.decode(yaml: text, file: name, registry: TestRecognizerTypes.registry)
    }

    @Test func allFiveExamplesArePresent() {
        #expect(Self.names.count == 5)
    }

    @Test(arguments: names) func exampleDecodes(name: String) throws {
        let scenario = try Self.load(name)
        #expect(scenario.scene.windows.map(\.id) == ["W"])
        #expect(!scenario.input.isEmpty)
        #expect(scenario.expect != nil)
    }

    @Test func tapRequiresDoubleTapToFailDecodesExactly() throws {
        let scenario = try Self.load("tap-requires-double-tap-to-fail.yaml")
        let window = try #require(scenario.scene.windows.first)
        #expect(window.frame == Rect(x: 0, y: 0, width: 400, height: 800))
        let root = try #require(window.views.first)
        #expect(root.id == "R")
        let view = try #require(root.views.first)
        #expect(view.id == "V")
        #expect(view.frame == Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(view.recognizers.map(\.id) == ["Tap1", "Tap2"])
        #expect(view.recognizers[0].requireToFail == ["Tap2"])
        #expect(view.recognizers[0].parameters.isEmpty)
        #expect(view.recognizers[1].parameters == [.init(key: "numberOfTapsRequired", value: .number(2))])
        #expect(scenario.input == [
            TimedInput(time: 0, event: .touch(TouchInput(action: .down, id: 1, location: Point(x: 50, y: 50)))),
            TimedInput(time: 80, event: .touch(TouchInput(action: .up, id: 1))),
        ])
        let expect = try #require(scenario.expect)
        #expect(expect.states == [
            .init(id: "Tap1", entries: [ExpectedState(state: .recognized, time: 430)]),
            .init(id: "Tap2", entries: [ExpectedState(state: .failed, time: 430)]),
        ])
        #expect(expect.views == [
            .init(id: "R", entries: []),
            .init(id: "V", entries: [
                ExpectedViewCall(call: .touchesBegan, touches: [1], time: 0),
                ExpectedViewCall(call: .touchesCancelled, touches: [1], time: 430),
            ]),
        ])
        #expect(expect.actions == [ExpectedAction(recognizer: "Tap1", state: .recognized, time: 430)])
    }

    @Test func scriptedExampleKeepsItsParametersInFileOrder() throws {
        let scenario = try Self.load("two-finger-gesture-recognized.yaml")
        let view = try #require(scenario.scene.windows.first?.views.first?.views.first)
        #expect(view.multipleTouchEnabled)
        let recognizer = try #require(view.recognizers.first)
        #expect(recognizer.type == "scripted")
        #expect(recognizer.parameters == [
            .init(key: "continuous", value: .bool(false)),
            .init(key: "script", value: .list([.map([
                .init(key: "when", value: .string("allTouchesEnded")),
                .init(key: "state", value: .string("recognized")),
            ])])),
        ])
        #expect(scenario.expect?.views.last?.entries.first == ExpectedViewCall(call: .touchesBegan, touches: [1, 2], time: 0))
    }

    @Test func delaysTouchesEndedIsRead() throws {
        let scenario = try Self.load("double-tap-without-delayed-ends.yaml")
        let recognizer = try #require(scenario.scene.windows.first?.views.first?.views.first?.recognizers.first)
        #expect(recognizer.delaysTouchesEnded == false)
        #expect(recognizer.parameters == [.init(key: "numberOfTapsRequired", value: .number(2))])
    }
}

@Suite struct ScenarioFileTests {
    @Test func loadsAFileByPath() throws {
        let path = ExampleScenarioTests.folder.appendingPathComponent("double-tap.yaml").path
        let scenario = try Scenario.load(path: path, registry: TestRecognizerTypes.registry)
        #expect(scenario.input.count == 4)
    }

    @Test func unreadableFileIsAnErrorWithoutALine() {
        #expect(throws: ScenarioError.self) {
            try Scenario.load(path: "/nonexistent/s.yaml", registry: TestRecognizerTypes.registry)
        }
        do {
            _ = try Scenario.load(path: "/nonexistent/s.yaml", registry: TestRecognizerTypes.registry)
        } catch {
            #expect(error.line == nil)
            #expect(error.description.hasPrefix("/nonexistent/s.yaml: cannot read the file"))
        }
    }
}
