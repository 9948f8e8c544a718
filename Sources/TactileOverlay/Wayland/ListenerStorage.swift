/// A C listener struct at a stable heap address, as libwayland requires for the lifetime of the
/// proxy it is attached to. Swift offers no stable address for a stored property, hence the box.
final class ListenerStorage<Listener> {
    let pointer: UnsafeMutablePointer<Listener>

    init(_ listener: Listener) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: listener)
    }

    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
}

/// The `void *data` of a listener call back to the Swift object that registered it. Unretained:
/// every object outlives its proxies, which it destroys in its deinit.
func listenerData<Object: AnyObject>(_ object: Object) -> UnsafeMutableRawPointer {
    Unmanaged.passUnretained(object).toOpaque()
}

func listenerObject<Object: AnyObject>(_ data: UnsafeMutableRawPointer?, as type: Object.Type) -> Object {
    Unmanaged<Object>.fromOpaque(data!).takeUnretainedValue()
}
