import Testing
@testable import TactileIPC

/// The pieces under the server, without sockets: JSON parsing, line splitting, the output bound.
@Suite struct FramingTests {
    @Test func parserKeepsTypesAndOrderAndRejectsWhatIsNotJSON() throws {
        let value = try JSONParser.parse(Array(#"{"b":true,"a":1,"c":[1.5,"x\n\u00e9\ud83d\ude00",null]}"#.utf8))
        #expect(value.text == #"{"b":true,"a":1,"c":[1.5,"x\né😀",null]}"#)
        #expect(value["b"] == .bool(true))
        #expect(value["a"] == .number(1))
        for bad in ["", "{", "{\"a\":}", "[1,]", "01", "1 2", "\"\\ud800\"", "{\"a\":1}x", "tru", "\"a\tb\"",
                    String(repeating: "[", count: 65) + String(repeating: "]", count: 65)] {
            #expect(throws: JSONParser.Failure.self, "\(bad)") { try JSONParser.parse(Array(bad.utf8)) }
        }
        #expect(try JSONParser.parse(Array("-0.5e2".utf8)) == .number(-50))
    }

    @Test func linesAreSplitAcrossReadsAndBounded() {
        var reader = LineReader(limit: 8)
        func take(_ text: String) -> [LineReader.Item] {
            Array(text.utf8).withUnsafeBytes { reader.take($0) }
        }
        #expect(take("ab") == [])
        #expect(take("c\nde\n") == [.line(Array("abc".utf8)), .line(Array("de".utf8))])
        // Too long: reported once, skipped to its newline, then lines flow again.
        #expect(take("123456789") == [.oversized])
        #expect(take("0000\nok\n") == [.line(Array("ok".utf8))])
        // Too long and never ending: flooding.
        #expect(take("123456789") == [.oversized])
        #expect(take("123456789") == [.flooding])
    }

    @Test func outgoingQueueRefusesBeyondItsLimitAndDrainsInPieces() {
        var queue = OutgoingQueue(limit: 10)
        let first = queue.append(line: "abcd"), second = queue.append(line: "efgh"), third = queue.append(line: "x")
        #expect(first && second && !third)
        var written: [UInt8] = []
        queue.flush { bytes in written += bytes.prefix(3); return 3 }
        queue.flush { bytes in written += bytes; return bytes.count }
        #expect(String(decoding: written, as: UTF8.self) == "abcd\nefgh\n")
        #expect(queue.isEmpty)
    }
}
