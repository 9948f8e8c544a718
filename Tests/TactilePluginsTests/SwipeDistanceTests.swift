import Testing
import TactileCore
import TactileEngine
import TactilePlugins
import TactileScenario

/// `minimumDistance`, Tactile's addition to UISwipeGestureRecognizer's parameters: the travel
/// a swipe needs, 50 points by default; the touchpad window, in millimetres, sets it lower.
@Suite struct SwipeDistanceTests {
    @Test func minimumDistanceReplacesTheFiftyPoints() throws {
        let h = try Harness([recognizer("S", "swipe", ["minimumDistance": .number(15)])])
        h.down(1, 100, 100, at: 0)
        h.move(1, 114.9, 100, at: 50)
        #expect(h.states("S").isEmpty)
        h.move(1, 115, 100, at: 100)
        #expect(h.states("S") == ["recognized@100"])
    }

    @Test func setAtRunTime() throws {
        let h = try Harness([recognizer("S", "swipe")])
        h.engine.handle(.set(PropertyChange(target: "S", key: "minimumDistance", value: .number(100))), at: 0)
        h.down(1, 100, 100, at: 10)
        h.move(1, 160, 100, at: 50)
        #expect(h.states("S").isEmpty)
        h.move(1, 200, 100, at: 90)
        #expect(h.states("S") == ["recognized@90"])
    }

    /// The scene decoder reports a bad value at the parameter, with the type's message.
    @Test(arguments: [
        ("0", "c.yaml:6:49: minimumDistance: 'minimumDistance' must be a number > 0, not 0"),
        ("-5", "c.yaml:6:49: minimumDistance: 'minimumDistance' must be a number ≥ 0.0, not -5"),
        ("far", "c.yaml:6:49: minimumDistance: 'minimumDistance' must be a number ≥ 0.0, not far"),
    ])
    func invalidValuesAreErrorsAtTheParameter(value: String, message: String) throws {
        let (registry, _) = PluginLoader.registry(directories: [])
        let yaml = """
            scene:
              windows:
                - id: touchpad
                  frame: [0, 0, 200, 200]
                  recognizers:
                    - {id: S, type: swipe, minimumDistance: \(value)}
            """
        #expect(throws: ScenarioError.self) { try Scenario.decode(yaml: yaml, file: "c.yaml", registry: registry) }
        do {
            _ = try Scenario.decode(yaml: yaml, file: "c.yaml", registry: registry)
        } catch {
            #expect(error.description == message)
        }
    }
}
