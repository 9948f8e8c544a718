import Foundation
import Testing

/// config/tactile.service, the systemd user unit. There is no running systemd here, so its
/// manager is played by hand: `systemd-analyze verify` checks the file (it needs no running
/// systemd), and the service is started exactly as the user manager would start it, from the
/// unit's own ExecStart=, Environment= and KillSignal=, with %h and %t substituted.
struct DaemonServiceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let unitPath = root.appendingPathComponent("config/tactile.service").path
    static let analyze = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// A user's home with the binary installed where the unit says (`install -Dm755 … ~/.local/bin/tactile`,
    /// here a symbolic link) and a runtime directory, as logind makes it.
    struct Home {
        let base: URL
        var home: String { base.appendingPathComponent("home").path }
        var runtime: String { base.appendingPathComponent("run").path }

        init(tactile: String) throws {
            base = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-service-\(UUID().uuidString.prefix(8))")
            let bin = base.appendingPathComponent("home/.local/bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("tactile").path, withDestinationPath: tactile)
        }

        /// What a user manager gives every service, before the unit's Environment=.
        var managerEnvironment: [String: String] {
            ["HOME": home, "XDG_RUNTIME_DIR": runtime, "PATH": "/usr/local/bin:/usr/bin:/bin",
             "USER": NSUserName(), "LOGNAME": NSUserName(), "LANG": "C.UTF-8"]
        }
    }

    /// The unit's ExecStart= as the manager runs it, and the environment it runs it with.
    static func service(in home: Home) throws -> (arguments: [String], environment: [String: String], killSignal: Int32) {
        let unit = UnitFile(text: try String(contentsOfFile: unitPath, encoding: .utf8))
        #expect(unit.values("Service", "Type") == ["simple"], "the test treats the service as up once it runs")
        let execStarts = unit.values("Service", "ExecStart")
        guard execStarts.count == 1, let execStart = execStarts.first else { throw UnitError("expected one ExecStart=, got \(execStarts)") }
        var environment = home.managerEnvironment
        for line in unit.values("Service", "Environment") {
            for assignment in try UnitFile.words(try UnitFile.substituteSpecifiers(line, home: home.home, runtimeDirectory: home.runtime)) {
                guard let equals = assignment.firstIndex(of: "=") else { throw UnitError("Environment= without '=': \(assignment)") }
                environment[String(assignment[..<equals])] = String(assignment[assignment.index(after: equals)...])
            }
        }
        let words = try UnitFile.words(try UnitFile.substituteSpecifiers(execStart, home: home.home, runtimeDirectory: home.runtime))
            .map { UnitFile.expandVariables($0, environment) }
        guard let program = words.first, program.hasPrefix("/") else {
            throw UnitError("ExecStart= should name the program by absolute path, without a prefix such as '-': \(execStart)")
        }
        let signals: [String: Int32] = ["SIGTERM": SIGTERM, "SIGINT": SIGINT, "SIGHUP": SIGHUP, "SIGQUIT": SIGQUIT]
        let signalName = unit.values("Service", "KillSignal").last ?? "SIGTERM"
        guard let killSignal = signals[signalName] ?? signals["SIG" + signalName] else { throw UnitError("KillSignal=\(signalName)") }
        return (words, environment, killSignal)
    }

    /// Runs `arguments` with exactly `environment` (not the test's), output to files.
    static func start(_ arguments: [String], environment: [String: String], in directory: URL, name: String) throws -> DaemonProcess {
        try DaemonProcess(executable: arguments[0], directory: directory, name: name,
                          arguments: Array(arguments.dropFirst()), environment: environment)
    }

    @Test(.enabled(if: analyze != nil, "systemd-analyze is not installed: run scripts/setup (it installs systemd)"))
    func systemdAnalyzeVerifiesTheUnit() throws {
        let home = try Home(tactile: try HostRig().tactile)
        defer { try? FileManager.default.removeItem(at: home.base) }
        // verify loads the unit by its file name, and checks that ExecStart='s program exists.
        let copy = home.base.appendingPathComponent("tactile.service").path
        try FileManager.default.copyItem(atPath: Self.unitPath, toPath: copy)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.analyze!)
        process.arguments = ["verify", "--user", "--man=no", copy]
        process.environment = home.managerEnvironment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // verify exits 0 even for unknown keys and bad values, which it only prints.
        #expect(process.terminationStatus == 0 && output.isEmpty, "systemd-analyze verify:\n\(output)")
    }

    @Test func execStartAnswersOnTheSocketAndStopsCleanlyOnKillSignal() throws {
        let rig = try HostRig()
        let home = try Home(tactile: rig.tactile)
        defer { try? FileManager.default.removeItem(at: home.base) }
        let (arguments, environment, killSignal) = try Self.service(in: home)
        let daemon = try Self.start(arguments, environment: environment, in: home.base, name: "service")
        defer { daemon.stop() }

        // The default socket: $XDG_RUNTIME_DIR/tactile.sock, which the manager sets for user services.
        let socket = home.runtime + "/tactile.sock"
        try #require(waitUntil(seconds: 20) { FileManager.default.fileExists(atPath: socket) }, "\(daemon.report)")
        let ctl = try Self.start([rig.tactile, "ctl", "--timeout", "5", "recognizers"], environment: environment,
                                 in: home.base, name: "ctl")
        #expect(ctl.wait(seconds: 10) == 0, "\(ctl.report)")
        // No user file: the embedded default configuration runs.
        #expect(ctl.lines.first?.contains("\"id\":\"Swipe3Left\"") == true, "\(ctl.report)")

        kill(daemon.process.processIdentifier, killSignal)
        #expect(daemon.wait(seconds: 10) == 0, "\(daemon.report)")
        #expect(daemon.process.terminationReason == .exit)
        #expect(!FileManager.default.fileExists(atPath: socket), "the socket is removed on a clean stop")
    }

    /// RestartPreventExitStatus=2 says a bad configuration at start is not restarted: that is the
    /// status ExecStart= exits with for one.
    @Test func aBadConfigurationExitsWithTheStatusTheUnitDoesNotRestart() throws {
        let home = try Home(tactile: try HostRig().tactile)
        defer { try? FileManager.default.removeItem(at: home.base) }
        let unit = UnitFile(text: try String(contentsOfFile: Self.unitPath, encoding: .utf8))
        #expect(unit.values("Service", "Restart") == ["on-failure"])
        #expect(unit.values("Service", "RestartPreventExitStatus") == ["2"])
        let configDirectory = home.home + "/.config/tactile"
        try FileManager.default.createDirectory(atPath: configDirectory, withIntermediateDirectories: true)
        try "scene: [\n".write(toFile: configDirectory + "/config.yaml", atomically: true, encoding: .utf8)
        let (arguments, environment, _) = try Self.service(in: home)
        let daemon = try Self.start(arguments, environment: environment, in: home.base, name: "service")
        defer { daemon.stop() }
        #expect(daemon.wait(seconds: 20) == 2, "\(daemon.report)")
        #expect(daemon.errors.contains(configDirectory + "/config.yaml:2:"), "\(daemon.report)")
    }
}
