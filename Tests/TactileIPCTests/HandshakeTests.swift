import Foundation
import Testing
import TactileIPC
import TactileTestSupport

/// The hello exchange and the socket file itself.
@Suite struct HandshakeTests {
    @Test func serverGreetsAndAcceptsItsVersion() throws {
        let harness = try ServerHarness()
        defer { harness.stopServer() }
        let client = try IPCClient(path: harness.path)
        #expect(try client.readLine() == #"{"hello":"tactile","version":1}"#)
        let reply = try client.call(1, [("hello", "tactile"), ("version", 1)])
        #expect(reply["ok"] == true)
        #expect(reply["version"] == 1)
    }

    @Test func anotherMajorVersionIsRefusedAndClosed() throws {
        let harness = try ServerHarness()
        defer { harness.stopServer() }
        let client = try harness.client()
        let reply = try client.call(9, [("hello", "tactile"), ("version", 2)])
        #expect(reply["id"] == 9)
        #expect(reply["error"]?["code"] == "version")
        #expect(try client.readLine() == nil)
        // The server goes on serving others.
        let other = try harness.client()
        #expect(try other.call(1, [("request", "recognizers")])["recognizers"] != nil)
    }

    @Test func socketIsPrivateToItsUser() throws {
        let harness = try ServerHarness()
        defer { harness.stopServer() }
        var info = stat()
        #expect(lstat(harness.path, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFSOCK)
        #expect(info.st_mode & 0o777 == 0o600)
    }

    @Test func staleSocketIsReplacedButALiveOneOrAFileIsNot() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-stale-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("s.sock").path

        // A socket file whose server is gone: bound, then closed without unlinking.
        let dead = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in raw.copyBytes(from: Array(path.utf8) + [0]) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(dead, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        close(dead)

        let server = try IPCServer(path: path, greeting: ProtocolText.hello)
        // A live server keeps its socket.
        #expect(throws: IPCError.self) { try IPCServer(path: path, greeting: ProtocolText.hello) }
        server.shutdown()
        #expect(access(path, F_OK) != 0)

        // A file that is not a socket is never deleted.
        #expect(FileManager.default.createFile(atPath: path, contents: Data("keep".utf8)))
        #expect(throws: IPCError.self) { try IPCServer(path: path, greeting: ProtocolText.hello) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep")
    }
}
