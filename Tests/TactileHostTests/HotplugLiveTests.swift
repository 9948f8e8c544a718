import Foundation
import Testing

extension LiveHostSuite {
/// Devices plugged in and out while `tactile run` reads the udev seat (the injector's uevents).
@Suite
struct HotplugLiveTests {
    @Test func aPluggedInTouchscreenIsUsedAndUnpluggingItCancelsItsTouch() throws {
        let rig = try HostRig()
        let run = try rig.run(config: TestScenes.touchscreen(),
                              scripts: ["atmel-touchscreen": "@400 tap 400 240 hold=60\n@800 down 0 400 240\n"],
                              devices: [], plugs: ["atmel-touchscreen": 200], unplugs: ["atmel-touchscreen": 1100])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.states("tap").map(\.to) == ["recognized", "failed"], "a tap, then a touch cancelled (rule 26): \(run.lines)")
        let views = run.records.filter { $0.kind == "view" }.compactMap { $0.string("call") }
        #expect(views == ["touchesBegan", "touchesCancelled", "touchesBegan", "touchesCancelled"], "\(run.lines)")
        let inputs = run.recording.split(separator: "\n").filter { $0.hasPrefix("  - {") }.map(String.init)
        let added = inputs.firstIndex { $0.contains("device: added, id: \"event10\"") }
        let removed = inputs.firstIndex { $0.contains("device: removed, id: \"event10\"") }
        let cancel = inputs.firstIndex { $0.contains("touch: cancel") }
        let firstTouch = inputs.firstIndex { $0.contains("touch:") }
        #expect(added != nil && removed != nil && cancel != nil, "\(inputs)")
        if let added, let removed, let cancel, let firstTouch {
            #expect(added < firstTouch && cancel < removed, "\(inputs)")
        }
        let replay = try rig.replay(run.recording)
        #expect(replay.status == 0, "\(run.recording)")
        #expect(replay.lines == run.lines)
    }
}
}
