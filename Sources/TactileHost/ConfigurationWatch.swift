import CHostSystem
#if canImport(Glibc)
import Glibc
#endif

/// Tells the live loop when the configuration file may have changed (inotify). It watches the
/// file's directory rather than the file: editors and `mv` replace the file with a new one
/// (a rename), which a watch on the old inode would never see; writes in place show up in the
/// directory's watch as well. Only events naming the file count.
public final class ConfigurationWatch: PollSource {
    public let path: String
    private let fileDescriptor: Int32
    private let name: String
    private let changed: () -> Void

    /// `changed` runs on the loop's thread after a batch of events that touched the file.
    public init(path: String, changed: @escaping () -> Void) throws {
        self.path = path
        self.changed = changed
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        fileDescriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fileDescriptor >= 0 else { throw HostError("inotify_init1 failed: \(String(cString: strerror(errno)))") }
        // Close-after-write rather than every modify: one reload per save, not one per write();
        // a deletion is ignored (an editor deletes before it writes; the next write reloads).
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO)
        guard inotify_add_watch(fileDescriptor, directory, mask) >= 0 else {
            let reason = String(cString: strerror(errno))
            close(fileDescriptor)
            throw HostError("cannot watch \(directory) for changes: \(reason)")
        }
    }

    deinit {
        close(fileDescriptor)
    }

    public var pollDescriptors: [pollfd] {
        [pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)]
    }

    public func handle(_ polled: [pollfd]) {
        guard polled.first?.revents ?? 0 != 0, readEvents() else { return }
        changed()
    }

    /// Drains the queued events; whether one of them named the file.
    private func readEvents() -> Bool {
        var touched = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        let headerSize = MemoryLayout<inotify_event>.size
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + headerSize <= count {
                let (nameLength, eventName) = buffer.withUnsafeBytes { raw -> (Int, String) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let start = offset + headerSize, length = Int(event.len)
                    let bytes = raw[start..<min(start + length, count)].prefix { $0 != 0 }
                    return (length, String(decoding: bytes, as: UTF8.self))
                }
                if eventName == name { touched = true }
                offset += headerSize + nameLength
            }
        }
        return touched
    }
}
