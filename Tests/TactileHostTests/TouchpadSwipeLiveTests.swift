import Foundation
import TactileConfig
import Testing

/// The default configuration's touchpad swipes through real libinput: a short three-finger swipe
/// (22 mm of finger travel on the ITE touchpad, 87.6 mm wide) reaches their 15 mm
/// `minimumDistance`; the same swipe against the standard 50 (mm, in the touchpad window) does not.
extension LiveHostSuite {
@Suite
struct TouchpadSwipeLiveTests {
    static let script = ["ite-touchpad": "drag 60% 40% 35% 40% fingers=3 duration=250\n"]

    @Test func aShortSwipeSwitchesTheWorkspaceWithTheDefaultConfiguration() throws {
        let rig = try HostRig()
        let run = try rig.run(config: DefaultConfiguration.text, scripts: Self.script, devices: [TouchpadLiveTests.device])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.states("Swipe3Left").map(\.to) == ["recognized"], "\(run.lines)")
        #expect(run.states("Swipe3Right").map(\.to) == ["failed"], "\(run.lines)")
    }

    @Test func theSameSwipeFallsShortOfTheStandardFiftyMillimetres() throws {
        let rig = try HostRig()
        let standard = DefaultConfiguration.text.replacingOccurrences(of: ", minimumDistance: 15", with: "")
        try #require(standard != DefaultConfiguration.text)
        let run = try rig.run(config: standard, scripts: Self.script, devices: [TouchpadLiveTests.device])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.states("Swipe3Left").map(\.to) == ["failed"], "\(run.lines)")
    }
}
}
