import TactileCore
import TactileScenario

/// What the daemon knows about one client: its subscriptions, the pauses it holds and its
/// injected input stream.
struct ClientSession {
    var kinds: Set<RecordKindName> = []
    /// pause requests not yet resumed. Released when the client goes, so a client that dies
    /// while paused does not leave the desktop ignoring touches forever.
    var pauses = 0
    /// Validates this client's injected lines in sequence (its own times and touch ids).
    var input: InputLineDecoder?
    /// Added to an injected line's `t` to put it on the engine's clock; fixed at the first inject.
    var timeOffset: Milliseconds?
}
