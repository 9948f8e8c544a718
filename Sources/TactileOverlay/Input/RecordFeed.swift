/// Where the overlay's records come from: a log file replayed by its times, standard input, or
/// the daemon's socket. The session polls `descriptor` when there is one and asks for the
/// records that are ready.
public protocol RecordFeed: AnyObject {
    /// A descriptor to wait on for new records; nil when the feed releases records by time only
    /// or has reached its end.
    var descriptor: Int32? { get }
    /// Records ready at log time `logTime`, in order. Reads the descriptor without blocking.
    func takeRecords(upTo logTime: Double) -> [OverlayRecord]
    /// The log time of the next record the feed will release on its own, if it knows.
    var nextRecordTime: Double? { get }
    /// No record will ever come again.
    var isExhausted: Bool { get }
}
