import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Sends udev monitor messages to the processes under test, as udevd would after the kernel
/// plugged or unplugged a device. umockdev's preload library binds a process's uevent netlink
/// socket (libudev's monitor, which libinput's udev backend listens to) as a Unix datagram
/// socket `$UMOCKDEV_DIR/eventFD`, and makes what arrives there look like it came from udevd.
///
/// umockdev's own `umockdev_testbed_uevent` cannot be used from the injector: it builds the
/// message with libudev from `/sys/…`, which only a preloaded process sees as the testbed (the
/// injector is not preloaded, so it reports "No such device"). This sends the same message
/// (libudev's monitor header, then the properties) built from the `.umockdev` file, with every
/// udev property of the device, as udevd itself sends them.
struct UeventSender {
    let rootDirectory: String
    private static let sequence = Sequence()

    /// `action` (add, remove) for the device at `syspath` (`/devices/…`) with its udev properties.
    func send(action: String, syspath: String, properties: [(String, String)]) throws {
        var fields = [("ACTION", action), ("DEVPATH", syspath), ("SEQNUM", String(Self.sequence.next()))]
        fields += properties.filter { !["ACTION", "DEVPATH", "SEQNUM"].contains($0.0) }
        let subsystem = properties.first { $0.0 == "SUBSYSTEM" }?.1 ?? ""
        var body: [UInt8] = []
        for (key, value) in fields { body += Array("\(key)=\(value)".utf8) + [0] }
        let message = Self.header(subsystem: subsystem, propertiesLength: body.count) + body
        let listeners = (try? FileManager.default.contentsOfDirectory(atPath: rootDirectory)) ?? []
        for name in listeners where name.hasPrefix("event") && Int(name.dropFirst(5)) != nil {
            try deliver(message, to: rootDirectory + "/" + name)
        }
    }

    /// libudev's `monitor_netlink_header`: "libudev\0", magic, sizes, then the hashes its
    /// socket filter compares (subsystem; no devtype, no tags).
    static func header(subsystem: String, propertiesLength: Int) -> [UInt8] {
        var bytes = Array("libudev".utf8) + [0]
        func append(_ value: UInt32) { withUnsafeBytes(of: value) { bytes += $0 } }
        let size: UInt32 = 40
        append(UInt32(0xfeed_cafe).bigEndian)
        append(size)
        append(size)
        append(UInt32(propertiesLength))
        append(murmurHash2(subsystem).bigEndian)
        append(0)
        append(0)
        append(0)
        return bytes
    }

    /// MurmurHash2 with seed = length, as libudev hashes subsystem names for its filter.
    static func murmurHash2(_ text: String) -> UInt32 {
        let data = Array(text.utf8)
        let m: UInt32 = 0x5bd1_e995
        var h = UInt32(data.count)
        var index = 0
        while data.count - index >= 4 {
            var k = UInt32(data[index]) | UInt32(data[index + 1]) << 8 | UInt32(data[index + 2]) << 16 | UInt32(data[index + 3]) << 24
            k &*= m
            k ^= k >> 24
            k &*= m
            h &*= m
            h ^= k
            index += 4
        }
        let rest = data.count - index
        if rest == 3 { h ^= UInt32(data[index + 2]) << 16 }
        if rest >= 2 { h ^= UInt32(data[index + 1]) << 8 }
        if rest >= 1 {
            h ^= UInt32(data[index])
            h &*= m
        }
        h ^= h >> 13
        h &*= m
        h ^= h >> 15
        return h
    }

    /// One datagram to one listener; a listener that went away (its socket file stayed) is
    /// skipped and its file removed, as umockdev does.
    private func deliver(_ message: [UInt8], to path: String) throws {
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw TestbedError.io(path: path, message: "socket: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            let bytes = Array(path.utf8.prefix(raw.count - 1))
            raw.copyBytes(from: bytes)
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else {
            if errno == ECONNREFUSED { unlink(path); return }
            throw TestbedError.io(path: path, message: "connect: \(String(cString: strerror(errno)))")
        }
        let sent = message.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, 0) }
        guard sent == message.count else {
            throw TestbedError.io(path: path, message: "send: \(String(cString: strerror(errno)))")
        }
    }

    /// udev sequence numbers, increasing across the injector's senders.
    private final class Sequence: @unchecked Sendable {
        private let lock = NSLock()
        private var last: UInt64 = 0

        func next() -> UInt64 {
            lock.lock()
            defer { lock.unlock() }
            last += 1
            return last
        }
    }
}
