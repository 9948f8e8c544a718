import Testing
import TactileCore
import TactileEngine
import TactileIPC

/// The subscription kind of each engine record is the record's own `kind` field, so a client
/// subscribed to `remote` gets exactly the lines whose `kind` is "remote".
@Suite struct RecordKindNameTests {
    static let kinds: [Record.Kind] = [
        .feed(recognizer: "R", call: .touchesBegan, touches: [1]),
        .state(recognizer: "R", from: .possible, to: .began),
        .view(view: "V", call: .touchesEnded, touches: [1]),
        .action(recognizer: "R", state: .changed, location: Point(x: 0, y: 0), numberOfTouches: 1, values: []),
        .reset(recognizer: "R"),
        .warning(recognizer: nil, message: "m"),
        .touch(id: 1, phase: .began, location: Point(x: 0, y: 0), radius: nil),
        .modifiers([.shift]),
        .remoteControl(subtype: .play, responder: nil),
        .motion(subtype: .lid, phase: .began, responder: "V"),
    ]

    @Test(arguments: kinds) func namedAsTheRecordsKindField(_ kind: Record.Kind) {
        #expect(RecordKindName(kind).rawValue == Record(time: 0, kind: kind).kindName)
    }

    @Test func everyKindButEventIsAnEngineRecord() {
        #expect(Set(Self.kinds.map(RecordKindName.init)) == Set(RecordKindName.allCases).subtracting([.event]))
    }
}
