import ArgumentParser
import Foundation
import TactileIPC

extension Tactile {
    /// `tactile ctl`: the daemon's socket client. Prints every reply and record it receives as
    /// one JSON line, so scripts can read its output like the replay log.
    struct Ctl: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Talk to the running daemon over its socket.",
            discussion: """
                REQUEST is one of:
                  subscribe KIND...   print records of these kinds (\(RecordKindName.allCases.map(\.rawValue).joined(separator: ", "))) \
                until the daemon goes or --count records have come
                  recognizers         list the recognizers with their states
                  pause | resume      begin / end ignoring touch input (nested and counted)
                  reload              reload the configuration
                  explain             why each recognizer of the last touch sequence won, failed or waited
                  inject FILE|-       send input lines (the scenario input format as JSON, one object a line)

                Exit status: 0 on success, 1 when the daemon answers with an error or cannot be \
                reached (the error is printed), 64 for bad arguments. See protocols/ipc.md.
                """)

        @Option(help: ArgumentHelp("The daemon's socket (default $XDG_RUNTIME_DIR/tactile.sock).", valueName: "PATH"))
        var socket: String?

        @Option(help: "With subscribe: exit after this many records.")
        var count: Int?

        @Option(help: "Seconds to wait for each reply (0: forever; subscribe waits forever for records).")
        var timeout: Double = 5

        @Argument(help: ArgumentHelp("The request.", valueName: "REQUEST"))
        var request: String

        @Argument(help: ArgumentHelp("Its arguments: record kinds, or the input file.", valueName: "ARG"))
        var arguments: [String] = []

        func validate() throws {
            let known = ["subscribe", "recognizers", "pause", "resume", "reload", "explain", "inject"]
            guard known.contains(request) else { throw ValidationError("unknown request '\(request)'; one of \(known.joined(separator: ", "))") }
            if request == "subscribe", arguments.isEmpty { throw ValidationError("subscribe needs at least one record kind") }
            if request == "inject", arguments.count != 1 { throw ValidationError("inject needs one FILE, or - for standard input") }
            if !["subscribe", "inject"].contains(request), !arguments.isEmpty {
                throw ValidationError("\(request) takes no arguments")
            }
        }

        func run() throws {
            let environment = ProcessInfo.processInfo.environment
            guard let path = socket ?? IPCServer.defaultPath(environment: environment) else {
                throw ValidationError("XDG_RUNTIME_DIR is not set; give --socket PATH")
            }
            let session = try CtlSession(path: path, timeout: timeout)
            let requests = try makeRequests()
            for (i, body) in requests.enumerated() {
                let reply = try session.request(.object([("id", .number(Double(i + 1)))] + body))
                emitLine(reply.text)
                if reply["error"] != nil { throw ExitCode(1) }
            }
            if request == "subscribe" { try session.printRecords(limit: count) }
        }

        private func makeRequests() throws -> [[(key: String, value: JSONValue)]] {
            switch request {
            case "subscribe":
                return [[("request", "subscribe"), ("kinds", .array(arguments.map { .string($0) }))]]
            case "inject":
                return try InjectFile.batches(arguments[0]).map { [("request", "inject"), ("input", .array($0))] }
            default:
                return [[("request", .string(request))]]
            }
        }
    }
}
