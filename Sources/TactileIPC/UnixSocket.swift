import Glibc
import Synchronization

/// Thin wrappers over the Unix-domain socket calls the server and the client need. Every
/// descriptor is close-on-exec, so actions' child processes never inherit a client.
enum UnixSocket {
    /// The umask is per process: two servers started on two threads at once (tests) must not
    /// restore each other's value.
    private static let umaskLock = Mutex<Void>(())

    /// The default socket path: `$XDG_RUNTIME_DIR/tactile.sock`.
    static func defaultPath(environment: [String: String]) -> String? {
        guard let directory = environment["XDG_RUNTIME_DIR"], !directory.isEmpty else { return nil }
        return directory + "/tactile.sock"
    }

    /// An address for `path`; nil when the path does not fit `sun_path` (108 bytes with the NUL).
    static func address(_ path: String) -> sockaddr_un? {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard !bytes.isEmpty, bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return address
    }

    static func withSockaddr<R>(_ address: inout sockaddr_un, _ body: (UnsafePointer<sockaddr>, socklen_t) -> R) -> R {
        withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }

    /// A new stream socket, non-blocking when asked.
    static func stream(nonBlocking: Bool) throws(IPCError) -> Int32 {
        var type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        if nonBlocking { type |= Int32(SOCK_NONBLOCK.rawValue) }
        let fd = socket(AF_UNIX, type, 0)
        guard fd >= 0 else { throw .system("socket") }
        return fd
    }

    /// Binds and listens at `path` with mode 0600. A socket file left by a daemon that died is
    /// replaced; a live one (something accepts connections) or a file that is not a socket is an
    /// error, so a second daemon never steals the first one's socket and nothing else is deleted.
    static func listen(at path: String, backlog: Int32 = 64) throws(IPCError) -> Int32 {
        guard var address = address(path) else { throw IPCError("\(path): the path is too long for a Unix socket") }
        try removeStaleSocket(at: path, address: &address)
        let fd = try stream(nonBlocking: true)
        // The umask decides the mode bind gives the file; a socket is never readable by others,
        // even for the instant before the chmod below.
        let bound = umaskLock.withLock { _ in
            let previous = umask(0o177)
            defer { umask(previous) }
            return withSockaddr(&address) { bind(fd, $0, $1) }
        }
        guard bound == 0 else {
            let error = IPCError.system("bind \(path)")
            close(fd)
            throw error
        }
        guard chmod(path, 0o600) == 0, Glibc.listen(fd, backlog) == 0 else {
            let error = IPCError.system("listen \(path)")
            close(fd)
            unlink(path)
            throw error
        }
        return fd
    }

    private static func removeStaleSocket(at path: String, address: inout sockaddr_un) throws(IPCError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFSOCK else {
            throw IPCError("\(path) exists and is not a socket; not replacing it")
        }
        let probe = try stream(nonBlocking: false)
        defer { close(probe) }
        let connected = withSockaddr(&address) { Glibc.connect(probe, $0, $1) }
        if connected == 0 { throw IPCError("\(path): another server is listening there") }
        guard errno == ECONNREFUSED else { throw .system("probing \(path)") }
        guard unlink(path) == 0 else { throw .system("removing the stale socket \(path)") }
    }

    /// Connects a blocking client socket to `path`.
    static func connect(to path: String) throws(IPCError) -> Int32 {
        guard var address = address(path) else { throw IPCError("\(path): the path is too long for a Unix socket") }
        let fd = try stream(nonBlocking: false)
        let connected = withSockaddr(&address) { Glibc.connect(fd, $0, $1) }
        guard connected == 0 else {
            let error = IPCError.system("connect \(path)")
            close(fd)
            throw error
        }
        return fd
    }

    /// The user id of the process at the other end (SO_PEERCRED: fixed when it connected).
    static func peerUID(_ fd: Int32) -> uid_t? {
        var credentials = PeerCredentials()
        var length = socklen_t(MemoryLayout<PeerCredentials>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0 else { return nil }
        return credentials.uid
    }
}

/// `struct ucred` from <sys/socket.h>, which Swift's Glibc module does not import (it needs
/// _GNU_SOURCE); the kernel's layout is three 32-bit fields.
struct PeerCredentials {
    var pid: Int32 = 0
    var uid: UInt32 = 0
    var gid: UInt32 = 0
}
