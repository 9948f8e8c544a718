import Foundation
import Testing
@testable import TactileInput

struct ReaderTests {
    @Test func unopenableDeviceGivesOneClearMessageAndNoAbort() throws {
        var messages: [String] = []
        let reader = try LibinputReader(backend: .paths(["/nonexistent/event99"]), width: 100, height: 100) {
            messages.append($0)
        }
        #expect(reader.read().isEmpty)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("/nonexistent/event99") == true)
    }

    @Test func permissionMessageNamesTheFix() {
        let message = DeviceAccess.explain(path: "/dev/input/event7", errno: EACCES)
        #expect(message.contains("/dev/input/event7"))
        #expect(message.contains("'input' group"))
        #expect(message.contains("uaccess"))
    }

    @Test func eventLineFormat() {
        let down = LibinputEvent(time: 42, device: "event10", kind: .touchDown(TouchPoint(
            id: TouchSlot(slot: 1, seatSlot: 3), x: 400, y: 240.125, xMillimeters: 12.5, yMillimeters: -0.004)))
        #expect(down.description == "42 event10 touch-down slot=1 seat-slot=3 x=400.00 y=240.13 x-mm=12.50 y-mm=0.00")
        let end = LibinputEvent(time: 7, device: "event11", kind: .gesture(Gesture(kind: .hold, phase: .end, fingers: 2, cancelled: true)))
        #expect(end.description == "7 event11 gesture-hold-end fingers=2 cancelled=1")
    }
}
