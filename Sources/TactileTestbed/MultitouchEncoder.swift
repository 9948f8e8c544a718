/// Turns contact changes into the evdev frames a multitouch (protocol B) device would send:
/// slot selection, tracking ids, positions, BTN_TOUCH and the BTN_TOOL_* finger count, and the
/// single-touch ABS_X/ABS_Y emulation of the first contact. Raw events of the same time go
/// last, just before the SYN_REPORT.
///
/// It keeps slot and tracking-id state across gestures, as a real device does; libinput
/// reports "double tracking ID" or "touch jump" when that state restarts mid-stream.
public struct MultitouchEncoder: Sendable {
    private let device: DeviceDescription
    private var currentSlot = 0
    private var nextTrackingId: Int32 = 1
    private var contacts: [Int: (x: Int32, y: Int32)] = [:]

    public init(device: DeviceDescription) {
        self.device = device
    }

    /// Encodes changes grouped by time: one frame per distinct time.
    public mutating func encode(_ changes: [ContactChange]) -> [EvdevFrame] {
        let ordered = changes.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        var frames: [EvdevFrame] = []
        var index = 0
        while index < ordered.count {
            let time = ordered[index].element.time
            var group: [ContactChange] = []
            while index < ordered.count, ordered[index].element.time == time {
                group.append(ordered[index].element)
                index += 1
            }
            frames.append(EvdevFrame(offset: time, events: frame(for: group)))
        }
        return frames
    }

    private mutating func frame(for changes: [ContactChange]) -> [EvdevEvent] {
        var events: [EvdevEvent] = []
        let countBefore = contacts.count
        let multitouch = device.axes[EvdevCode.absMtSlot] != nil
        func abs(_ code: UInt16, _ value: Int32) {
            if device.axes[code] != nil { events.append(EvdevEvent(type: EvdevCode.evAbs, code: code, value: value)) }
        }
        var raw: [EvdevEvent] = []
        for change in changes {
            if case let .raw(event) = change.kind {
                raw.append(event)
                continue
            }
            if multitouch, change.slot != currentSlot {
                abs(EvdevCode.absMtSlot, Int32(change.slot))
                currentSlot = change.slot
            }
            switch change.kind {
            case let .down(x, y):
                abs(EvdevCode.absMtTrackingId, nextTrackingId)
                nextTrackingId = nextTrackingId % 65_535 + 1
                abs(EvdevCode.absMtPositionX, x)
                abs(EvdevCode.absMtPositionY, y)
                abs(EvdevCode.absMtPressure, midRange(EvdevCode.absMtPressure))
                abs(EvdevCode.absMtTouchMajor, quarterRange(EvdevCode.absMtTouchMajor))
                contacts[change.slot] = (x, y)
            case let .move(x, y):
                guard let old = contacts[change.slot] else { continue }
                if old.x != x { abs(EvdevCode.absMtPositionX, x) }
                if old.y != y { abs(EvdevCode.absMtPositionY, y) }
                contacts[change.slot] = (x, y)
            case .up:
                guard contacts[change.slot] != nil else { continue }
                abs(EvdevCode.absMtTrackingId, -1)
                contacts[change.slot] = nil
            case .raw:
                continue
            }
        }
        events += buttons(from: countBefore, to: contacts.count)
        if let first = contacts.keys.min(), let position = contacts[first] {
            abs(EvdevCode.absX, position.x)
            abs(EvdevCode.absY, position.y)
            abs(EvdevCode.absPressure, midRange(EvdevCode.absPressure))
        } else if countBefore > 0 {
            abs(EvdevCode.absPressure, 0)
        }
        events += raw
        events.append(.synReport)
        return events
    }

    /// BTN_TOUCH and the BTN_TOOL_* key naming how many fingers are down.
    private func buttons(from before: Int, to after: Int) -> [EvdevEvent] {
        guard before != after else { return [] }
        var events: [EvdevEvent] = []
        func key(_ code: UInt16?, _ value: Int32) {
            if let code, device.has(EvdevCode.evKey, code) {
                events.append(EvdevEvent(type: EvdevCode.evKey, code: code, value: value))
            }
        }
        if (before == 0) != (after == 0) { key(EvdevCode.btnTouch, after > 0 ? 1 : 0) }
        let oldTool = tool(for: before), newTool = tool(for: after)
        if oldTool != newTool {
            key(oldTool, 0)
            key(newTool, 1)
        }
        return events
    }

    private func tool(for fingers: Int) -> UInt16? {
        switch fingers {
        case 0: return nil
        case 1: return EvdevCode.btnToolFinger
        case 2: return EvdevCode.btnToolDoubleTap
        case 3: return EvdevCode.btnToolTripleTap
        case 4: return EvdevCode.btnToolQuadTap
        default: return EvdevCode.btnToolQuintTap
        }
    }

    private func midRange(_ code: UInt16) -> Int32 {
        guard let axis = device.axes[code] else { return 0 }
        return axis.minimum + (axis.maximum - axis.minimum) / 2
    }

    private func quarterRange(_ code: UInt16) -> Int32 {
        guard let axis = device.axes[code] else { return 0 }
        return axis.minimum + (axis.maximum - axis.minimum) / 4
    }
}
