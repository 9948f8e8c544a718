/// A whole log known in advance (`--records FILE`), released record by record as the log clock
/// passes each record's time.
public final class TimedLogFeed: RecordFeed {
    private let records: [OverlayRecord]
    private var nextIndex = 0

    /// Records are released in time order; equal times keep their order in the log.
    public init(records: [OverlayRecord]) {
        self.records = records.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }

    public var descriptor: Int32? { nil }

    public func takeRecords(upTo logTime: Double) -> [OverlayRecord] {
        let start = nextIndex
        while nextIndex < records.count, records[nextIndex].time <= logTime { nextIndex += 1 }
        return Array(records[start..<nextIndex])
    }

    public var nextRecordTime: Double? { nextIndex < records.count ? records[nextIndex].time : nil }

    public var isExhausted: Bool { nextIndex >= records.count }

    /// The time of the first record, where a replay starts.
    public var firstRecordTime: Double? { records.first?.time }
}
