import Foundation
import Testing
import TactileCore
import TactileEngine
import TactilePluginABI
@testable import TactilePlugins

/// The plugins under Plugins/, built as shared libraries beside the test binary, loaded with
/// dlopen and run through the engine.
@Suite struct PluginLoadingTests {
    /// The build directory: where the test binary and the products live.
    static let buildDirectory: String = {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return (exe as NSString).deletingLastPathComponent
    }()

    static func library(_ product: String) -> String { buildDirectory + "/lib\(product).so" }

    private func loaded(_ product: String) throws -> (RecognizerTypeRegistry, LoadedPlugin) {
        var registry = RecognizerTypeRegistry()
        try registerStandardRecognizers(into: &registry)
        let plugin = try PluginLoader.load(file: Self.library(product), into: &registry)
        return (registry, plugin)
    }

    private func harness(_ product: String, _ recognizers: [RecognizerDescription]) throws -> Harness {
        let (registry, _) = try loaded(product)
        var v = ViewDescription(id: "V", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        v.recognizers = recognizers
        // The view sits at (20, 40) so that locations in it differ from the window's.
        v.frame = Rect(x: 20, y: 40, width: 380, height: 760)
        return try Harness(views: [v], registry: registry)
    }

    // MARK: The checkmark, in Swift with the SDK

    @Test func checkmarkPluginLoads() throws {
        let (registry, plugin) = try loaded("TactileCheckmark")
        #expect(plugin.name == "checkmark")
        #expect(plugin.version == "1.0.0")
        #expect(plugin.file == Self.library("TactileCheckmark"))
        #expect(registry.type(named: "checkmark")?.kind == .discrete)
    }

    private func stroke(_ h: Harness, _ points: [(Double, Double)]) {
        h.down(1, points[0].0, points[0].1, at: 0)
        for (i, p) in points.dropFirst().enumerated() { h.move(1, p.0, p.1, at: Double(i + 1) * 16) }
    }

    @Test func checkmarkRecognizedWithItsMidPoint() throws {
        let h = try harness("TactileCheckmark", [recognizer("C", "checkmark")])
        stroke(h, [(50, 50), (60, 60), (70, 70), (80, 60), (100, 30)])
        h.up(1, at: 100)
        #expect(h.states("C") == ["recognized@100"])
        let a = try #require(h.actions("C").first)
        // In the view's coordinates: the window's (70, 70) less the view's origin (20, 40).
        #expect(a.point("midPoint") == Point(x: 50, y: 30))
    }

    @Test func checkmarkFailsWhenLiftedBeforeTheTurn() throws {
        let h = try harness("TactileCheckmark", [recognizer("C", "checkmark")])
        stroke(h, [(50, 50), (60, 60), (70, 70)])
        h.up(1, at: 100)
        #expect(h.states("C") == ["failed@100"])
    }

    @Test func checkmarkFailsOnAnotherDirectionBeforeTheTurn() throws {
        let h = try harness("TactileCheckmark", [recognizer("C", "checkmark")])
        stroke(h, [(50, 50), (60, 60), (55, 70)])
        #expect(h.states("C") == ["failed@32"])
        let up = try harness("TactileCheckmark", [recognizer("C", "checkmark")])
        stroke(up, [(50, 50), (60, 40)])
        #expect(up.states("C") == ["failed@16"])
    }

    @Test func checkmarkFailsOnASecondFinger() throws {
        let h = try harness("TactileCheckmark", [recognizer("C", "checkmark")])
        h.down(1, 50, 50, at: 0)
        h.move(1, 60, 60, at: 16)
        h.down(2, 200, 200, at: 32)
        #expect(h.states("C") == ["failed@32"])
    }

    /// Q9: a custom recognizer is not failed for having no touches; its withheld end waits.
    @Test func checkmarkAgainstATapTheTapWinsOnAStillFinger() throws {
        let h = try harness("TactileCheckmark", [recognizer("C", "checkmark"), recognizer("T", "tap")])
        h.down(1, 50, 50, at: 0)
        h.up(1, at: 60)
        #expect(h.states("T") == ["recognized@60"])
        #expect(h.states("C") == ["failed@60"])
    }

    // MARK: The two-finger double tap, in plain C

    private func twoFingerTap(_ h: Harness, at t: Double) {
        h.frame([.init(action: .down, id: 1, location: Point(x: 100, y: 100)), .init(action: .down, id: 2, location: Point(x: 140, y: 100))], at: t)
        h.frame([.init(action: .up, id: 1), .init(action: .up, id: 2)], at: t + 60)
    }

    @Test func cPluginLoadsWithItsParameters() throws {
        let (registry, plugin) = try loaded("TactileTwoFingerDoubleTap")
        #expect(plugin.name == "two-finger-double-tap")
        let type = try #require(registry.type(named: "twoFingerDoubleTap"))
        #expect(type.parameters.map(\.name) == ["maximumInterval"])
        #expect(type.parameters.first?.defaultValue == .number(0.35))
    }

    @Test func cPluginRecognizesATwoFingerDoubleTap() throws {
        let h = try harness("TactileTwoFingerDoubleTap", [recognizer("D", "twoFingerDoubleTap")])
        twoFingerTap(h, at: 0)
        #expect(h.states("D").isEmpty)
        twoFingerTap(h, at: 300)
        #expect(h.states("D") == ["recognized@360"])
        // The host's centroid of its touches, in the view.
        #expect(h.actions("D").first?.location == Point(x: 100, y: 60))
    }

    @Test func cPluginFailsOnALateSecondTapOrOneFinger() throws {
        let late = try harness("TactileTwoFingerDoubleTap", [recognizer("D", "twoFingerDoubleTap")])
        twoFingerTap(late, at: 0)
        late.advance(to: 1000)
        #expect(late.states("D") == ["failed@410"])
        let one = try harness("TactileTwoFingerDoubleTap", [recognizer("D", "twoFingerDoubleTap")])
        one.down(1, 100, 100, at: 0)
        one.up(1, at: 50)
        #expect(one.states("D") == ["failed@50"])
    }

    @Test func cPluginParameterAndItsErrors() throws {
        let h = try harness("TactileTwoFingerDoubleTap", [recognizer("D", "twoFingerDoubleTap", ["maximumInterval": .number(0.6)])])
        twoFingerTap(h, at: 0)
        twoFingerTap(h, at: 600)
        #expect(h.states("D") == ["recognized@660"])
        do {
            _ = try harness("TactileTwoFingerDoubleTap", [recognizer("D", "twoFingerDoubleTap", ["interval": .number(1)])])
            Issue.record("an unknown parameter must be rejected")
        } catch {
            #expect("\(error)".contains("interval"))
        }
    }

    // MARK: The loader

    @Test func directoryWithGoodAndBadPlugins() throws {
        let fm = FileManager.default
        let dir = NSTemporaryDirectory() + "tactile-plugins-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? fm.removeItem(atPath: dir) }
        for product in ["TactileCheckmark", "TactileTwoFingerDoubleTap", "TactileStandardPlugin"] {
            try fm.copyItem(atPath: Self.library(product), toPath: "\(dir)/lib\(product).so")
        }
        try "not a library".write(toFile: "\(dir)/libBroken.so", atomically: true, encoding: .utf8)
        // A shared library without the entry symbol: the C runtime's math library will do.
        let noEntry = ["/lib/x86_64-linux-gnu/libm.so.6", "/usr/lib/x86_64-linux-gnu/libm.so.6"].first { fm.fileExists(atPath: $0) }
        if let noEntry { try fm.copyItem(atPath: noEntry, toPath: "\(dir)/libm.so") }

        var registry = RecognizerTypeRegistry()
        try registerStandardRecognizers(into: &registry)
        let report = PluginLoader.load(directories: [dir], into: &registry)
        #expect(report.plugins.map(\.name).sorted() == ["checkmark", "two-finger-double-tap"])
        #expect(registry.type(named: "checkmark") != nil && registry.type(named: "twoFingerDoubleTap") != nil)
        let errors = report.errors.map(\.description)
        #expect(errors.contains { $0.hasPrefix("\(dir)/libBroken.so: cannot open the library") })
        #expect(errors.contains { $0.hasPrefix("\(dir)/libTactileStandardPlugin.so: plugin standard declares type") && $0.contains("already registered") })
        if noEntry != nil {
            #expect(errors.contains { $0.hasPrefix("\(dir)/libm.so: no tactile_plugin_entry symbol") })
        }
    }

    @Test func abiMajorMismatchAndFailedInitialisationAreErrors() {
        var registry = RecognizerTypeRegistry()
        var descriptor = tactile_plugin()
        descriptor.abi_major = UInt32(TACTILE_PLUGIN_ABI_MAJOR) + 1
        let mismatch = withUnsafePointer(to: &descriptor) { p in
            Result { () throws(PluginLoadError) in try PluginRegistration.register(p, file: "/p/libfuture.so", builtIn: false, into: &registry) }
        }
        guard case .failure(let e) = mismatch else {
            Issue.record("a plugin of another ABI major must be refused")
            return
        }
        #expect(e.file == "/p/libfuture.so")
        #expect(e.message.contains("not compatible"))
        #expect(throws: PluginLoadError.self) { try PluginRegistration.register(nil, file: "/p/libnull.so", builtIn: false, into: &registry) }
    }
}
