import TactileCore
import TactileScenario

/// What the daemon knows about one client: its subscriptions and its injected input stream.
struct ClientSession {
    var kinds: Set<RecordKindName> = []
    /// Validates this client's injected lines in sequence (its own times and touch ids).
    var input: InputLineDecoder?
    /// Added to an injected line's `t` to put it on the engine's clock; fixed at the first inject.
    var timeOffset: Milliseconds?
}
