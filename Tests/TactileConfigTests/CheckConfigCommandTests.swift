import Foundation
import Testing

/// `tactile check-config` as a user runs it: exit status, errors and warnings on standard error.
@Suite struct CheckConfigCommandTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    func tactile() throws -> String {
        let bundle = Bundle.main.bundleURL
        let candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                          bundle.deletingLastPathComponent(), bundle].map { $0.appendingPathComponent("tactile").path }
        return try #require(candidates.first(where: FileManager.default.isExecutableFile(atPath:)))
    }

    func checkConfig(_ arguments: [String], environment: [String: String] = ["PATH": "/usr/bin:/bin"]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try tactile())
        process.arguments = ["check-config"] + arguments
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile(), err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                   errors: String(decoding: err, as: UTF8.self))
    }

    func write(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString).yaml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    // The executable knows only the always-available `scripted` type until the standard types
    // land, so these files use it.
    let scene = """
        scene:
          windows:
            - id: W
              frame: [0, 0, 100, 100]
              recognizers:
                - {id: S, type: scripted, continuous: false, script: []}
        """

    @Test func invalidFileExitsTwoWithThePlace() throws {
        let file = try write(scene + "\nbindings:\n  - on: {recognizer: S, state: recognized}\n    do: {keys: \"super_l+Left\"}\n")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try checkConfig([file])
        #expect(run.status == 2)
        #expect(run.errors == "\(file):9:16: keys: unknown keysym 'super_l'; did you mean 'Super_L'?\n")
        #expect(run.output.isEmpty)
    }

    @Test func warningsArePrintedAndStrictFails() throws {
        let binding = "  - on: {recognizer: S, state: began}\n    do: {ipc: {event: x}}\n"
        let file = try write(scene + "\nbindings:\n" + binding)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try checkConfig([file])
        #expect(run.status == 0)
        #expect(run.errors == "\(file):8:5: warning: this binding never fires: 'S' is discrete and never sends 'began' (it sends recognized)\n")
        #expect(run.output == "\(file): ok (1 bindings, 1 warnings)\n")
        #expect(try checkConfig(["--strict", file]).status == 1)
    }

    @Test func withoutAFileTheUserFileIsChecked() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("xdg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("tactile"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("tactile/config.yaml").path
        try (scene + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let run = try checkConfig([], environment: ["XDG_CONFIG_HOME": home.path])
        #expect(run.status == 0)
        #expect(run.output == "\(file): ok (0 bindings, 0 warnings)\n")
    }

    @Test func printDefaultPrintsTheEmbeddedFile() throws {
        let run = try checkConfig(["--print-default"])
        #expect(run.status == 0)
        #expect(run.output.contains("id: Swipe3Left"))
    }
}
