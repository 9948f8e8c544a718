import Glibc
import Testing
import TactileOverlay

/// The feeds and the log clock that pace records.
struct RecordFeedTests {
    @Test func aTimedLogReleasesRecordsAsTheClockPasses() {
        let records = [30.0, 10, 20].map { OverlayRecord(time: $0, kind: .reset(recognizer: "R\(Int($0))")) }
        let feed = TimedLogFeed(records: records)
        #expect(feed.firstRecordTime == 10 && feed.nextRecordTime == 10)
        #expect(feed.takeRecords(upTo: 15).map(\.time) == [10])
        #expect(feed.takeRecords(upTo: 30).map(\.time) == [20, 30])
        #expect(feed.isExhausted && feed.nextRecordTime == nil)
    }

    @Test func aStreamFeedReadsLinesAsTheyArriveAndSkipsBadOnes() throws {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let feed = StreamFeed(descriptor: fds[0])
        func send(_ text: String) { _ = text.withCString { write(fds[1], $0, strlen($0)) } }
        send(#"{"t":1,"kind":"reset","recognizer":"A"}"# + "\nnot json\n" + #"{"t":2,"kind":"res"#)
        #expect(feed.takeRecords(upTo: 0).map(\.time) == [1])
        send(#"et","recognizer":"B"}"#)
        close(fds[1])
        // The last line has no newline; end of stream completes it.
        #expect(feed.takeRecords(upTo: 0).map(\.kind) == [.reset(recognizer: "B")])
        #expect(feed.isExhausted && feed.descriptor == nil)
    }

    @Test func theLiveClockFollowsRecordsAndNeverGoesBack() {
        var clock = LogClock.live
        clock.observe(recordTime: 1000, atWall: 50)
        #expect(clock.logTime(atWall: 60) == 1010)
        clock.observe(recordTime: 1005, atWall: 70)
        #expect(clock.logTime(atWall: 70) == 1020, "a late record does not move the clock back")
        clock.observe(recordTime: 1100, atWall: 80)
        #expect(clock.logTime(atWall: 80) == 1100)
        #expect(LogClock.frozen(at: 160).logTime(atWall: 12345) == 160)
        #expect(LogClock.replay(from: 10, wallStart: 100).logTime(atWall: 150) == 60)
    }
}
