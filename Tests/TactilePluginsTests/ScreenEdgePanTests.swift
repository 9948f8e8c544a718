import Testing
import TactileCore
import TactileEngine

@Suite struct ScreenEdgePanTests {
    private func edge(_ edges: ParameterValue) -> RecognizerDescription {
        recognizer("E", "screenEdgePan", ["edges": edges])
    }

    @Test func beginsWhenStartedAtTheEdgeAndMovedAway() throws {
        let h = try Harness([edge(.string("left"))])
        h.down(1, 20, 300, at: 0)
        h.move(1, 40, 302, at: 16)
        h.up(1, at: 32)
        #expect(h.states("E") == ["began@16", "ended@32"])
        #expect(h.actions("E").first?.point("translation") == Point(x: 20, y: 2))
    }

    @Test func failsWhenStartedOutsideTheEdgeBand() throws {
        let h = try Harness([edge(.string("left"))])
        h.down(1, 20.5, 300, at: 0)
        #expect(h.states("E") == ["failed@0"])
    }

    @Test func rightAndBottomEdgesOfTheWindow() throws {
        let h = try Harness([edge(.list([.string("right"), .string("bottom")]))])
        h.down(1, 390, 300, at: 0)
        h.move(1, 360, 300, at: 16)
        #expect(h.states("E") == ["began@16"])
        let b = try Harness([edge(.string("all"))])
        b.down(1, 200, 795, at: 0)
        b.move(1, 200, 770, at: 16)
        #expect(b.states("E") == ["began@16"])
    }

    @Test func failsWhenMovingAlongTheEdge() throws {
        let h = try Harness([edge(.string("left"))])
        h.down(1, 5, 300, at: 0)
        h.move(1, 8, 330, at: 16)
        #expect(h.states("E") == ["failed@16"])
    }

    @Test func noEdgesNeverBegins() throws {
        let h = try Harness([recognizer("E", "screenEdgePan")])
        h.down(1, 5, 300, at: 0)
        #expect(h.states("E") == ["failed@0"])
    }

    private func scene(panRequiresEdge: Bool) throws -> Harness {
        var v = ViewDescription(id: "V", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        v.recognizers = [recognizer("P", "pan") { if panRequiresEdge { $0.requireToFail = ["E"] } }]
        return try Harness(views: [v], windowRecognizers: [recognizer("E", "screenEdgePan", ["edges": .string("left")])])
    }

    /// Without a relationship the pan of the deeper view wins the tie (rule 12, Q5).
    @Test func againstAPanOnTheViewBelowTheDeeperViewWins() throws {
        let h = try scene(panRequiresEdge: false)
        h.down(1, 5, 300, at: 0)
        h.move(1, 40, 300, at: 16)
        #expect(h.states("P") == ["began@16"])
        #expect(h.states("E") == ["failed@16"])
    }

    @Test func againstAPanThatRequiresItToFail() throws {
        let h = try scene(panRequiresEdge: true)
        h.down(1, 5, 300, at: 0)
        h.move(1, 40, 300, at: 16)
        #expect(h.states("E") == ["began@16"])
        #expect(h.states("P") == ["failed@16"])
        // Away from the edge the edge pan fails at once and the pan is free.
        h.up(1, at: 32)
        h.down(2, 200, 300, at: 100)
        h.move(2, 240, 300, at: 116)
        #expect(h.states("P") == ["failed@16", "began@116"])
    }
}
