import TactileCore
import TactileInput

/// Turns libinput events into engine frames (docs/host.md, "Normalisation"):
///
/// - touchscreens: touch changes are collected until libinput's touch `frame` and become one
///   engine frame; positions are libinput's transformed coordinates for the size of the window
///   the device maps to (configuration by device name, else the first screen window), placed at
///   that window's origin; the touch id is libinput's seat slot, unique across devices;
/// - touchpads: swipe, pinch and hold gestures become synthetic fingers (`TouchpadFingers`) in
///   the touchpad's window, in millimetres;
///   a hold that libinput cancels because the fingers start moving goes on as the swipe or
///   pinch that follows it with the same fingers (same touches), else its touches are cancelled;
/// - pointers: while the configured button is held, the cursor is a one-finger touch in the
///   pointer's window (mouse strokes);
/// - a touch cancel cancels that touch; a removed device cancels every touch it has down
///   (rule 26).
///
/// Pure: it owns no file, clock or engine, so tests drive it with hand-made events.
public final class InputNormaliser {
    /// Synthetic touchpad touches get ids from here on, ten per touchpad, so they never meet
    /// libinput's seat slots (small integers) in the engine's id space.
    public static let touchpadIDBase = 1_000

    private let layout: DeviceLayout
    private let clock: HostClock
    private let report: (String) -> Void

    private var devices: [String: DeviceRole] = [:]
    private var touchpadOrdinals: [String: Int] = [:]
    /// Touch changes since the last touch frame, with the time of the latest.
    private var pending: [TouchInput] = []
    private var pendingTime: Milliseconds = 0
    /// Input ids down per touchscreen, for cancelling them when the device goes away.
    private var downByDevice: [String: Set<Int>] = [:]
    private var gestures: [String: TouchpadFingers] = [:]
    /// Holds that libinput cancelled because the fingers started moving, with the time it did:
    /// their fingers stay down in case a swipe or pinch of the same fingers follows.
    private var interruptedHolds: [String: Milliseconds] = [:]
    private var pointer: PointerStroke?

    public init(layout: DeviceLayout, clock: HostClock, report: @escaping (String) -> Void) {
        self.layout = layout
        self.clock = clock
        self.report = report
        if let configuration = layout.pointer, let window = layout.pointerWindow {
            pointer = PointerStroke(button: configuration.button, window: window)
        }
    }

    /// The frames `event` completes, in order (usually none or one).
    public func handle(_ event: LibinputEvent) -> [InputFrame] {
        let time = clock.engineTime(ofMicroseconds: event.time)
        var frames: [InputFrame] = []
        if interruptedHolds[event.device] != nil, !continuesInterruptedHold(event) {
            frames += endInterruptedHold(of: event.device)
        }
        return frames + handle(event, at: time)
    }

    /// Ends the holds still waiting for a continuation: call it after each batch of events
    /// libinput dispatched. libinput emits a hold's cancellation and the swipe or pinch that
    /// replaces it in one batch, so a hold still interrupted here was not continued.
    public func endOfBatch() -> [InputFrame] {
        interruptedHolds.keys.sorted().flatMap { endInterruptedHold(of: $0) }
    }

    private func continuesInterruptedHold(_ event: LibinputEvent) -> Bool {
        guard case .gesture(let gesture) = event.kind, gesture.phase == .begin, gesture.kind != .hold else { return false }
        return gestures[event.device]?.count == Int(gesture.fingers)
    }

    private func endInterruptedHold(of device: String) -> [InputFrame] {
        guard let time = interruptedHolds.removeValue(forKey: device),
              let fingers = gestures.removeValue(forKey: device) else { return [] }
        let base = touchpadIDs(device)
        return [InputFrame(time: time, touches: (0..<fingers.count).map { TouchInput(action: .cancel, id: base + $0) })]
    }

    private func handle(_ event: LibinputEvent, at time: Milliseconds) -> [InputFrame] {
        switch event.kind {
        case .deviceAdded(let info):
            deviceAdded(info)
            return []
        case .deviceRemoved:
            return deviceRemoved(event.device, at: time)
        case .touchDown(let point), .touchMotion(let point):
            guard case .touchscreen(let window) = role(of: event.device) else { return [] }
            let id = Int(point.id.seatSlot)
            let down: Bool
            if case .touchDown = event.kind { down = true } else { down = false }
            if down { downByDevice[event.device, default: []].insert(id) }
            let location = Point(x: window.frame.minX + point.x * window.xScale,
                                 y: window.frame.minY + point.y * window.yScale)
            collect(TouchInput(action: down ? .down : .move, id: id, location: location), at: time)
            return []
        case .touchUp(let slot), .touchCancel(let slot):
            let id = Int(slot.seatSlot)
            guard downByDevice[event.device]?.remove(id) != nil else { return [] }
            let action: TouchAction
            if case .touchUp = event.kind { action = .up } else { action = .cancel }
            collect(TouchInput(action: action, id: id), at: time)
            return []
        case .touchFrame:
            return flush().map { [$0] } ?? []
        case .gesture(let gesture):
            return touchpadGesture(gesture, device: event.device, at: time).map { [$0] } ?? []
        case .pointerMotion(let dx, let dy, _, _):
            return stroke(pointer?.move(dx: dx, dy: dy), at: time)
        case .pointerMotionAbsolute(let x, let y):
            return stroke(pointer?.moveAbsolute(x: x, y: y), at: time)
        case .pointerButton(let button, let pressed):
            return stroke(pointer?.button(button, pressed: pressed, device: event.device), at: time)
        case .pointerScroll, .keyboardKey, .switchToggle:
            // Scrolling, keys and switches are not normalised yet (docs/host.md, "Not yet").
            return []
        }
    }

    /// A pointer stroke's change is a frame of its own: pointer events have no frame event.
    private func stroke(_ input: TouchInput?, at time: Milliseconds) -> [InputFrame] {
        input.map { [InputFrame(time: time, touches: [$0])] } ?? []
    }

    private func collect(_ input: TouchInput, at time: Milliseconds) {
        pending.append(input)
        pendingTime = max(pendingTime, time)
    }

    private func flush() -> InputFrame? {
        guard !pending.isEmpty else { return nil }
        defer { pending.removeAll(keepingCapacity: true) }
        return InputFrame(time: pendingTime, touches: pending)
    }

    private func role(of device: String) -> DeviceRole {
        if let role = devices[device] { return role }
        // libinput announces every device before its events; this only guards against a reader
        // that was opened elsewhere.
        let role = layout.role(forName: device, capabilities: [.touch])
        devices[device] = role
        return role
    }

    private func deviceAdded(_ info: DeviceInfo) {
        let role = layout.role(forName: info.name, capabilities: info.capabilities)
        devices[info.sysname] = role
        if case .touchpad = role, touchpadOrdinals[info.sysname] == nil {
            touchpadOrdinals[info.sysname] = touchpadOrdinals.count
        }
        if case .unmapped(let reason) = role { report("\(info.name) (\(info.sysname)): \(reason)") }
    }

    /// Rule 26: the touches of a device that goes away are cancelled, in one frame with
    /// anything still pending of it.
    private func deviceRemoved(_ device: String, at time: Milliseconds) -> [InputFrame] {
        var frames: [InputFrame] = []
        if let frame = flush() { frames.append(frame) }
        var cancels: [TouchInput] = []
        for id in (downByDevice.removeValue(forKey: device) ?? []).sorted() {
            cancels.append(TouchInput(action: .cancel, id: id))
        }
        if let fingers = gestures.removeValue(forKey: device) {
            let base = touchpadIDs(device)
            cancels += (0..<fingers.count).map { TouchInput(action: .cancel, id: base + $0) }
        }
        if let cancel = pointer?.deviceRemoved(device) { cancels.append(cancel) }
        devices[device] = nil
        if !cancels.isEmpty { frames.append(InputFrame(time: max(time, frames.last?.time ?? time), touches: cancels)) }
        return frames
    }

    private func touchpadIDs(_ device: String) -> Int {
        Self.touchpadIDBase + 10 * (touchpadOrdinals[device] ?? 0)
    }

    private func touchpadGesture(_ gesture: Gesture, device: String, at time: Milliseconds) -> InputFrame? {
        guard case .touchpad(let window) = role(of: device) else { return nil }
        let base = touchpadIDs(device)
        func frame(_ action: TouchAction, _ fingers: TouchpadFingers) -> InputFrame {
            let origin = window.frame.origin
            let touches = fingers.positions.enumerated().map { finger, p in
                TouchInput(action: action, id: base + finger,
                           location: action == .cancel ? nil : Point(x: origin.x + p.x, y: origin.y + p.y))
            }
            return InputFrame(time: time, touches: touches)
        }
        switch gesture.phase {
        case .begin where interruptedHolds.removeValue(forKey: device) != nil:
            // The hold's fingers started moving: the same touches go on as the swipe or pinch
            // (a hold never moved them, so they are where a new gesture would put them).
            return nil
        case .begin:
            // A begin while fingers are down (a missed end) lifts the old ones in the same frame.
            var lifted: [TouchInput] = []
            if let old = gestures[device] { lifted = frame(.cancel, old).touches }
            let centre = Point(x: window.frame.size.width / 2, y: window.frame.size.height / 2)
            let fingers = TouchpadFingers(count: Int(min(gesture.fingers, 10)), centroid: centre)
            gestures[device] = fingers
            var down = frame(.down, fingers)
            down.touches = lifted + down.touches
            return down
        case .update:
            guard var fingers = gestures[device] else { return nil }
            fingers.update(dx: gesture.unacceleratedDx, dy: gesture.unacceleratedDy, scale: gesture.kind == .pinch ? gesture.scale : nil,
                           angleDelta: gesture.angleDelta)
            gestures[device] = fingers
            return frame(.move, fingers)
        case .end where gesture.kind == .hold && gesture.cancelled && gestures[device] != nil:
            interruptedHolds[device] = time
            return nil
        case .end:
            guard let fingers = gestures.removeValue(forKey: device) else { return nil }
            return frame(gesture.cancelled ? .cancel : .up, fingers)
        }
    }
}
