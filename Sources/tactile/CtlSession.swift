import ArgumentParser
import Foundation
import TactileIPC

/// Writes one line to standard output at once, unbuffered even into a pipe or a file: a
/// subscription is a stream that others read as it comes (`tactile ctl subscribe state | jq`).
func emitLine(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// One connection of `tactile ctl`: the server's hello checked, our hello sent, then requests.
/// Anything that is an error (refused, wrong version, unreachable) is printed as the JSON line
/// the server sent, or as an error line of our own, and exits with status 1.
struct CtlSession {
    let client: IPCClient
    let timeout: Double

    init(path: String, timeout: Double) throws {
        self.timeout = timeout
        do {
            client = try IPCClient(path: path, timeout: timeout)
            guard let hello = try client.readValue() else { throw IPCError("the server closed the connection") }
            if hello["error"] != nil {
                emitLine(hello.text)
                throw ExitCode(1)
            }
            guard hello["hello"]?.string == "tactile" else { throw IPCError("not a tactile server: \(hello.text)") }
            let reply = try client.request(.object([("hello", "tactile"), ("version", .number(Double(ProtocolText.version)))]))
            if reply["error"] != nil {
                emitLine(reply.text)
                throw ExitCode(1)
            }
        } catch let error as IPCError {
            Self.fail(error)
        }
    }

    /// Sends a request and returns its reply; records that arrive first are printed.
    func request(_ body: JSONValue) throws -> JSONValue {
        do {
            return try client.request(body) { emitLine($0.text) }
        } catch {
            Self.fail(error)
        }
    }

    /// Prints records until the server closes or `limit` have been printed.
    func printRecords(limit: Int?) throws {
        var printed = 0
        while limit.map({ printed < $0 }) ?? true {
            let line: String?
            do {
                line = try client.readLine()
            } catch {
                continue  // a read timeout: subscriptions wait for records as long as it takes
            }
            guard let line else { return }
            emitLine(line)
            printed += 1
        }
    }

    static func fail(_ error: IPCError) -> Never {
        emitLine(JSONValue.object([("error", .object([("code", "client"), ("message", .string(error.message))]))]).text)
        // ExitCode cannot be thrown from here; exit as ArgumentParser would.
        Tactile.exit(withError: ExitCode(1))
    }
}
