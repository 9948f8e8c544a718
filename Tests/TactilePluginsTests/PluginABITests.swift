import Testing
import TactileCore
import TactileEngine
import TactilePlugins
import TactileStandardRecognizers

@Suite struct PluginABITests {
    @Test func standardThresholdsAreTheEngineConstants() {
        let t = StandardThresholdValues.all
        #expect(t["tapInterval"] == GestureConstants.tapIntervalMilliseconds)
        #expect(t["tapSeparation"] == GestureConstants.tapSeparation)
        #expect(t["tapMovement"] == GestureConstants.tapMovement)
        #expect(t["tapMaximumDuration"] == GestureConstants.tapMaximumDurationMilliseconds)
        #expect(t["longPressMinimumDurationSeconds"] == GestureConstants.longPressMinimumDurationSeconds)
        #expect(t["longPressAllowableMovement"] == GestureConstants.longPressAllowableMovement)
        #expect(t["panSlop"] == GestureConstants.panSlop)
        #expect(t["pinchSpanChange"] == GestureConstants.pinchSpanChange)
        #expect(t["rotationThreshold"] == GestureConstants.rotationThreshold)
        #expect(t["swipeMinimumDistance"] == GestureConstants.swipeMinimumDistance)
        #expect(t["swipeMaximumDuration"] == GestureConstants.swipeMaximumDurationMilliseconds)
        #expect(t["swipeMaximumAngle"] == GestureConstants.swipeMaximumAngle)
        #expect(t["screenEdgeWidth"] == GestureConstants.screenEdgeWidth)
        #expect(t["velocityWindow"] == GestureConstants.velocityWindowMilliseconds)
        #expect(t["velocityMinimumSamples"] == Double(GestureConstants.velocityMinimumSamples))
    }

    @Test func standardTypesAreRegisteredWithParametersAndKinds() throws {
        var registry = RecognizerTypeRegistry()
        let plugin = try registerStandardRecognizers(into: &registry)
        #expect(plugin.name == "standard")
        #expect(plugin.file == nil)
        #expect(registry.sortedTypes.map(\.name) == ["longPress", "pan", "pinch", "rotation", "screenEdgePan", "swipe", "tap"])
        #expect(registry.type(named: "tap")?.kind == .discrete)
        #expect(registry.type(named: "pan")?.kind == .continuous)
        let lp = try #require(registry.type(named: "longPress"))
        #expect(lp.parameters.map(\.name) == ["minimumPressDuration", "allowableMovement", "numberOfTouchesRequired", "numberOfTapsRequired"])
        #expect(lp.parameters.first?.defaultValue == .number(0.5))
        #expect(registry.type(named: "swipe")?.parameters.first?.defaultValue == .string("right"))
    }

    @Test func registeringTwiceIsADuplicateError() throws {
        var registry = RecognizerTypeRegistry()
        try registerStandardRecognizers(into: &registry)
        #expect(throws: PluginLoadError.self) { try registerStandardRecognizers(into: &registry) }
    }

    @Test func listingShowsPluginsTypesAndParameters() throws {
        var registry = RecognizerTypeRegistry()
        let plugin = try registerStandardRecognizers(into: &registry)
        let text = pluginListing([plugin], errors: [PluginLoadError(file: "/x/bad.so", message: "no tactile_plugin_entry symbol")])
        #expect(text.contains("standard 1.0.0 (built-in)"))
        #expect(text.contains("  tap (discrete)"))
        #expect(text.contains("    numberOfTapsRequired: integer ≥ 1, default 1"))
        #expect(text.contains("    maximumNumberOfTouches: integer ≥ 1 (no limit when absent), no default"))
        #expect(text.contains("error: /x/bad.so: no tactile_plugin_entry symbol"))
    }

    @Test func pluginDirectoriesInOrder() {
        let dirs = PluginLoader.directories(
            builtIn: "/usr/lib/tactile/plugins", environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"],
            configured: ["/c"], commandLine: ["/p1", "/p2"])
        #expect(dirs == ["/usr/lib/tactile/plugins", "/d/tactile/plugins", "/c", "/p1", "/p2"])
        let home = PluginLoader.directories(builtIn: nil, environment: ["HOME": "/h"], configured: [], commandLine: [])
        #expect(home == ["/h/.local/share/tactile/plugins"])
    }

    @Test func missingLibraryIsAnErrorNamingTheFile() {
        var registry = RecognizerTypeRegistry()
        #expect(throws: PluginLoadError.self) { try PluginLoader.load(file: "/nonexistent/libnothing.so", into: &registry) }
        let report = PluginLoader.load(directories: ["/nonexistent"], into: &registry)
        #expect(report.plugins.isEmpty && report.errors.isEmpty)
    }
}

@Suite struct RegistryTests {
    @Test func commandRegistryHasScriptedStandardAndDirectoryPlugins() {
        let (registry, report) = PluginLoader.registry(directories: ["/nonexistent", PluginLoadingTests.buildDirectory + "/no-such-dir"])
        #expect(registry.type(named: "scripted") != nil)
        #expect(registry.type(named: "tap") != nil)
        #expect(report.plugins.map(\.name) == ["standard"])
        #expect(report.errors.isEmpty)
    }
}
