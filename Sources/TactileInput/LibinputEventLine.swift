/// The one-line text form of an event, `TIME DEVICE KIND key=value ...`, printed by
/// tactile-libinput-dump and read back by tests. Numbers use two or more decimals so that
/// transformed coordinates can be compared exactly enough.
extension LibinputEvent: CustomStringConvertible {
    public var description: String {
        "\(time) \(device) \(kindName)" + fields.map { " \($0.0)=\($0.1)" }.joined()
    }

    /// e.g. `touch-down`, `gesture-swipe-begin`, `device-added`.
    public var kindName: String {
        switch kind {
        case .deviceAdded: return "device-added"
        case .deviceRemoved: return "device-removed"
        case .touchDown: return "touch-down"
        case .touchMotion: return "touch-motion"
        case .touchUp: return "touch-up"
        case .touchCancel: return "touch-cancel"
        case .touchFrame: return "touch-frame"
        case let .gesture(gesture): return "gesture-\(gesture.kind.rawValue)-\(gesture.phase.rawValue)"
        case .pointerMotion: return "pointer-motion"
        case .pointerMotionAbsolute: return "pointer-motion-absolute"
        case .pointerButton: return "pointer-button"
        case .pointerScroll: return "pointer-scroll"
        case .keyboardKey: return "keyboard-key"
        case .switchToggle: return "switch-toggle"
        }
    }

    public var fields: [(String, String)] {
        switch kind {
        case let .deviceAdded(info), let .deviceRemoved(info):
            var result = [("capabilities", info.capabilities.sorted().map(\.rawValue).joined(separator: ","))]
            if let width = info.widthMillimeters, let height = info.heightMillimeters {
                result.append(("size-mm", "\(decimal(width))x\(decimal(height))"))
            }
            result.append(("name", "\"\(info.name)\""))
            return result
        case let .touchDown(point), let .touchMotion(point):
            return [("slot", "\(point.id.slot)"), ("seat-slot", "\(point.id.seatSlot)"), ("x", decimal(point.x)),
                    ("y", decimal(point.y)), ("x-mm", decimal(point.xMillimeters)), ("y-mm", decimal(point.yMillimeters))]
        case let .touchUp(id), let .touchCancel(id):
            return [("slot", "\(id.slot)"), ("seat-slot", "\(id.seatSlot)")]
        case .touchFrame:
            return []
        case let .gesture(gesture):
            var result = [("fingers", "\(gesture.fingers)")]
            if gesture.phase == .update || gesture.kind == .pinch {
                result += [("dx", decimal(gesture.dx)), ("dy", decimal(gesture.dy))]
            }
            if gesture.kind == .pinch {
                result += [("scale", decimal(gesture.scale, places: 4)), ("angle", decimal(gesture.angleDelta, places: 4))]
            }
            if gesture.phase == .end { result.append(("cancelled", gesture.cancelled ? "1" : "0")) }
            return result
        case let .pointerMotion(dx, dy, udx, udy):
            return [("dx", decimal(dx)), ("dy", decimal(dy)), ("dx-unaccel", decimal(udx)), ("dy-unaccel", decimal(udy))]
        case let .pointerMotionAbsolute(x, y):
            return [("x", decimal(x)), ("y", decimal(y))]
        case let .pointerButton(button, pressed):
            return [("button", "\(button)"), ("pressed", pressed ? "1" : "0")]
        case let .pointerScroll(source, horizontal, vertical):
            var result = [("source", source.rawValue)]
            if let horizontal { result.append(("horizontal", decimal(horizontal))) }
            if let vertical { result.append(("vertical", decimal(vertical))) }
            return result
        case let .keyboardKey(key, pressed):
            return [("key", "\(key)"), ("pressed", pressed ? "1" : "0")]
        case let .switchToggle(kind, on):
            return [("switch", kind.rawValue), ("on", on ? "1" : "0")]
        }
    }
}

/// Fixed-point text without Foundation's locale-dependent formatting.
func decimal(_ value: Double, places: Int = 2) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = String(Int(scaled) - whole * Int(scale))
    let sign = value < 0 && scaled != 0 ? "-" : ""
    return "\(sign)\(whole).\(String(repeating: "0", count: places - fraction.count))\(fraction)"
}
