import TactileCore
import TactilePluginABI

/// Memory for C values handed across the ABI: strings, value trees and entry arrays that must
/// outlive the Swift expression that made them until a contract says they may go (the end of a
/// call, the next call into an instance). Used by plugins (published values) and by the host
/// (parameters, touches); `clear()` frees everything at once.
public final class ValueArena {
    private var blocks: [UnsafeMutableRawPointer] = []

    public init() {}

    deinit { clear() }

    /// Frees everything this arena handed out.
    public func clear() {
        for b in blocks { b.deallocate() }
        blocks.removeAll(keepingCapacity: true)
    }

    /// A NUL-terminated copy of `s`.
    public func cString(_ s: String) -> UnsafePointer<CChar> {
        let utf8 = Array(s.utf8)
        let p = UnsafeMutablePointer<CChar>.allocate(capacity: utf8.count + 1)
        for (i, b) in utf8.enumerated() { p[i] = CChar(bitPattern: b) }
        p[utf8.count] = 0
        blocks.append(UnsafeMutableRawPointer(p))
        return UnsafePointer(p)
    }

    /// A buffer of `count` elements owned by the arena.
    public func buffer<T>(of type: T.Type, count: Int) -> UnsafeMutablePointer<T> {
        let p = UnsafeMutablePointer<T>.allocate(capacity: max(count, 1))
        blocks.append(UnsafeMutableRawPointer(p))
        return p
    }

    /// The C form of a value tree.
    public func cValue(_ v: ParameterValue) -> tactile_value {
        var c = tactile_value()
        switch v {
        case .bool(let b):
            c.kind = Int32(TACTILE_VALUE_BOOL.rawValue)
            c.boolean = b
        case .number(let n):
            c.kind = Int32(TACTILE_VALUE_NUMBER.rawValue)
            c.number = n
        case .string(let s):
            c.kind = Int32(TACTILE_VALUE_STRING.rawValue)
            c.string = cString(s)
        case .list(let items):
            c.kind = Int32(TACTILE_VALUE_LIST.rawValue)
            let p = buffer(of: tactile_value.self, count: items.count)
            for (i, item) in items.enumerated() { (p + i).initialize(to: cValue(item)) }
            c.items = UnsafePointer(p)
            c.count = items.count
        case .map(let entries):
            c.kind = Int32(TACTILE_VALUE_MAP.rawValue)
            c.entries = cEntries(entries)
            c.count = entries.count
        }
        return c
    }

    /// The C form of a list of entries (parameters, a map, published values).
    public func cEntries(_ entries: [ParameterValue.MapEntry]) -> UnsafePointer<tactile_entry> {
        let p = buffer(of: tactile_entry.self, count: entries.count)
        for (i, e) in entries.enumerated() {
            (p + i).initialize(to: tactile_entry(key: cString(e.key), value: cValue(e.value)))
        }
        return UnsafePointer(p)
    }
}

extension ParameterValue {
    /// Reads a C value tree (copying it: nothing is kept of the C memory).
    public init(_ c: tactile_value) {
        switch UInt32(bitPattern: c.kind) {
        case TACTILE_VALUE_BOOL.rawValue:
            self = .bool(c.boolean)
        case TACTILE_VALUE_NUMBER.rawValue:
            self = .number(c.number)
        case TACTILE_VALUE_STRING.rawValue:
            self = .string(c.string.map { String(cString: $0) } ?? "")
        case TACTILE_VALUE_LIST.rawValue:
            self = .list((0..<c.count).map { ParameterValue(c.items![$0]) })
        default:
            self = .map(ParameterValue.entries(c.entries, count: c.count))
        }
    }

    /// Reads a C array of entries.
    public static func entries(_ p: UnsafePointer<tactile_entry>?, count: Int) -> [MapEntry] {
        guard let p else { return [] }
        return (0..<count).map { MapEntry(key: String(cString: p[$0].key), value: ParameterValue(p[$0].value)) }
    }
}

extension tactile_error {
    /// Writes a key and a message, truncated to the fixed buffers.
    public mutating func write(key: String, message: String) {
        withUnsafeMutableBytes(of: &self.key) { Self.copy(key, into: $0) }
        withUnsafeMutableBytes(of: &self.message) { Self.copy(message, into: $0) }
    }

    /// The key and message a plugin wrote.
    public var contents: (key: String, message: String) {
        var e = self
        let key = withUnsafeBytes(of: &e.key) { Self.read($0) }
        let message = withUnsafeBytes(of: &e.message) { Self.read($0) }
        return (key, message)
    }

    private static func copy(_ s: String, into buffer: UnsafeMutableRawBufferPointer) {
        // Cut at a character boundary so that the C string stays valid UTF-8.
        var bytes: [UInt8] = []
        for ch in s {
            let u = Array(String(ch).utf8)
            if bytes.count + u.count > buffer.count - 1 { break }
            bytes += u
        }
        for (i, b) in bytes.enumerated() { buffer[i] = b }
        buffer[bytes.count] = 0
    }

    private static func read(_ buffer: UnsafeRawBufferPointer) -> String {
        let bytes = buffer.prefix { $0 != 0 }
        return String(decoding: bytes, as: UTF8.self)
    }
}
