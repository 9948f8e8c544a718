import TactileCore
import TactileEngine
import TactileScenario
import Testing

/// The replay log's JSON lines: key order, number spelling and escaping for every record kind.
@Suite struct LogLineTests {
    @Test func feed() {
        #expect(Record(time: 0, kind: .feed(recognizer: "Tap2", call: .touchesBegan, touches: [1, 2])).jsonLine
            == #"{"t":0,"kind":"feed","recognizer":"Tap2","call":"touchesBegan","touches":[1,2]}"#)
    }

    @Test func state() {
        #expect(Record(time: 80, kind: .state(recognizer: "Tap2", from: .possible, to: .failed)).jsonLine
            == #"{"t":80,"kind":"state","recognizer":"Tap2","from":"possible","to":"failed"}"#)
    }

    @Test func view() {
        #expect(Record(time: 80, kind: .view(view: "V", call: .touchesEnded, touches: [1])).jsonLine
            == #"{"t":80,"kind":"view","view":"V","call":"touchesEnded","touches":[1]}"#)
    }

    @Test func actionWithoutValues() {
        #expect(Record(time: 80, kind: .action(recognizer: "Tap", state: .recognized, location: Point(x: 51, y: 50),
                                               numberOfTouches: 1, values: [])).jsonLine
            == #"{"t":80,"kind":"action","recognizer":"Tap","state":"recognized","location":[51,50],"numberOfTouches":1}"#)
    }

    @Test func actionPublishesItsValuesInOrder() {
        let record = Record(time: 16.5, kind: .action(
            recognizer: "Pan", state: .changed, location: Point(x: 51.5, y: -0.25), numberOfTouches: 2,
            values: [
                .init(key: "translation", value: .list([.number(12), .number(0.1)])),
                .init(key: "velocity", value: .list([.number(750), .number(-3.5)])),
                .init(key: "direction", value: .string("right")),
                .init(key: "scale", value: .number(1.25)),
            ]))
        #expect(record.jsonLine == #"{"t":16.5,"kind":"action","recognizer":"Pan","state":"changed","location":[51.5,-0.25],"#
            + #""numberOfTouches":2,"translation":[12,0.1],"velocity":[750,-3.5],"direction":"right","scale":1.25}"#)
    }

    @Test func reset() {
        #expect(Record(time: 80, kind: .reset(recognizer: "Tap2")).jsonLine
            == #"{"t":80,"kind":"reset","recognizer":"Tap2"}"#)
    }

    @Test func warning() {
        #expect(Record(time: 16, kind: .warning(recognizer: "Sc", message: "requested changed from possible; treated as began")).jsonLine
            == #"{"t":16,"kind":"warning","recognizer":"Sc","message":"requested changed from possible; treated as began"}"#)
        #expect(Record(time: 16, kind: .warning(recognizer: nil, message: "cycle G → H dropped")).jsonLine
            == #"{"t":16,"kind":"warning","message":"cycle G → H dropped"}"#)
    }

    @Test func numbersAreWrittenAsPeopleWriteThem() {
        let values: [(Double, String)] = [
            (80, "80"), (80.0, "80"), (-0.0, "0"), (51.5, "51.5"), (0.1, "0.1"), (1.0 / 3.0, "0.3333333333333333"),
            (-12, "-12"), (1e21, "1e+21"), (.nan, "null"), (.infinity, "null"), (-.infinity, "null"),
        ]
        for (value, text) in values {
            let line = Record(time: value, kind: .reset(recognizer: "R")).jsonLine
            #expect(line == #"{"t":\#(text),"kind":"reset","recognizer":"R"}"#)
        }
    }

    @Test func stringsAreEscaped() {
        let line = Record(time: 0, kind: .warning(recognizer: "a\"b\\c", message: "line\nbreak\ttab\u{01}é")).jsonLine
        #expect(line == #"{"t":0,"kind":"warning","recognizer":"a\"b\\c","message":"line\nbreak\ttab\u0001é"}"#)
    }

    @Test func logWriterWritesOneLinePerRecord() {
        var writer = LogWriter(output: "")
        writer.write([
            Record(time: 0, kind: .feed(recognizer: "T", call: .touchesBegan, touches: [1])),
            Record(time: 80, kind: .reset(recognizer: "T")),
        ])
        #expect(writer.output == """
            {"t":0,"kind":"feed","recognizer":"T","call":"touchesBegan","touches":[1]}
            {"t":80,"kind":"reset","recognizer":"T"}

            """)
    }
}
