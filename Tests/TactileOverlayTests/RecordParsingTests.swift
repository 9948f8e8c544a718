import Testing
@testable import TactileOverlay

/// Reading the log's JSON lines, including the overlay's own `touch` kind.
struct RecordParsingTests {
    @Test func readsATouchRecord() throws {
        let record = try OverlayRecord(jsonLine: #"{"t":16,"kind":"touch","id":3,"phase":"moved","x":10.5,"y":20,"radius":12}"#)
        #expect(record == OverlayRecord(time: 16, kind: .touch(id: 3, phase: .moved, location: OverlayPoint(x: 10.5, y: 20), radius: 12)))
    }

    @Test func aTouchWithoutRadiusHasNone() throws {
        let record = try OverlayRecord(jsonLine: #"{"t":0,"kind":"touch","id":1,"phase":"began","x":1,"y":2}"#)
        #expect(record.kind == .touch(id: 1, phase: .began, location: OverlayPoint(x: 1, y: 2), radius: nil))
    }

    @Test func readsTheEngineRecords() throws {
        let log = """
            {"t":0,  "kind":"feed",  "recognizer":"Tap2","call":"touchesBegan","touches":[1]}
            {"t":80, "kind":"state", "recognizer":"Tap2","from":"possible","to":"failed"}

            {"t":80, "kind":"view",  "view":"V","call":"touchesEnded","touches":[1]}
            {"t":80, "kind":"reset", "recognizer":"Tap2"}
            {"t":16, "kind":"warning","recognizer":"Sc","message":"requested changed from possible; treated as began"}
            """
        let records = try parseOverlayLog(log)
        #expect(records.map(\.kind) == [
            .feed(recognizer: "Tap2", call: "touchesBegan", touches: [1]),
            .state(recognizer: "Tap2", from: "possible", to: "failed"),
            .ignored(kind: "view"),
            .reset(recognizer: "Tap2"),
            .ignored(kind: "warning"),
        ])
    }

    /// The engine's other kinds, as its log writer spells them: a view record passed on along
    /// the responder chain (`from`), modifiers, remote control and motion. None is drawn; each
    /// must come back as ignored, not as an error that would drop the line or stop a replay.
    @Test func ignoresTheEngineKindsItDoesNotDraw() throws {
        let log = """
            {"t":0,"kind":"view","view":"Parent","call":"touchesBegan","touches":[1],"from":"Child"}
            {"t":0,"kind":"modifiers","modifiers":["Shift","Control"]}
            {"t":0,"kind":"modifiers","modifiers":[]}
            {"t":5,"kind":"remote","subtype":"togglePlayPause","responder":"Player"}
            {"t":5,"kind":"remote","subtype":"volumeUp"}
            {"t":9,"kind":"motion","phase":"began","subtype":"shake","responder":"V"}
            {"t":9,"kind":"motion","phase":"ended","subtype":"lid"}
            """
        let records = try parseOverlayLog(log)
        #expect(records.map(\.kind) == [
            .ignored(kind: "view"), .ignored(kind: "modifiers"), .ignored(kind: "modifiers"),
            .ignored(kind: "remote"), .ignored(kind: "remote"), .ignored(kind: "motion"), .ignored(kind: "motion"),
        ])
        var model = OverlayModel()
        for record in records { model.consume(record) }
        #expect(model.scene(at: 9).isEmpty)
    }

    @Test func formatsActionValuesForDisplay() throws {
        let record = try OverlayRecord(jsonLine: """
            {"t":80,"kind":"action","recognizer":"G","state":"ended","location":[51,50],"numberOfTouches":2,\
            "translation":[120.4,-4],"velocity":[1,2],"scale":1.4234,"rotation":0.6108652,"direction":"right"}
            """)
        guard case let .action(recognizer, state, location, values) = record.kind else {
            Issue.record("not an action: \(record)")
            return
        }
        #expect(recognizer == "G" && state == "ended" && location == OverlayPoint(x: 51, y: 50))
        #expect(values.map { "\($0.name) \($0.text)" } == ["scale 1.42", "rotation 35°", "translation (120, -4)", "direction right"])
    }

    @Test func rejectsARecordWithoutTime() {
        #expect(throws: OverlayRecord.ParseError.self) { try OverlayRecord(jsonLine: #"{"kind":"reset","recognizer":"A"}"#) }
        #expect(throws: OverlayRecord.ParseError.self) { try OverlayRecord(jsonLine: "not json") }
        #expect(throws: OverlayRecord.ParseError.self) {
            try OverlayRecord(jsonLine: #"{"t":0,"kind":"touch","id":1,"phase":"lifted","x":1,"y":2}"#)
        }
    }
}
