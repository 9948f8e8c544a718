import TactileActions
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
///   pinch that follows it with the same fingers (same touches), else its touches are cancelled
///   (`TouchpadGesture`); two-finger scrolling is two fingers moving with the scroll;
/// - pointers: while the configured button is held, the cursor is a one-finger touch in the
///   pointer's window (mouse strokes);
/// - keyboards: every key updates one xkbcommon state (`KeyboardState`); a change of the
///   modifiers held is a `modifiers` event; media keys are `remoteControl` events (`MediaKey`);
///   no other key leaves the normaliser;
/// - switches: lid and tablet mode on/off are `motion` began/ended (`SwitchState`);
/// - devices added and removed are `device` events;
/// - a touch cancel cancels that touch; a removed device cancels every touch it has down
///   (rule 26), releases the keys it held and cancels the motions of its switches that are on.
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
    /// Touchpads in the order they appeared, for their synthetic ids (kept across removal).
    private var touchpadOrdinals: [String: Int] = [:]
    /// Touch changes since the last touch frame, with the time of the latest.
    private var pending: [TouchInput] = []
    private var pendingTime: Milliseconds = 0
    /// Input ids down per touchscreen, for cancelling them when the device goes away.
    private var downByDevice: [String: Set<Int>] = [:]
    private var touchpads: [String: TouchpadGesture] = [:]
    private var pointer: PointerStroke?
    /// nil without a keymap: no modifiers are read (media keys still are).
    private let keyboard: KeyboardState?
    private var switches = SwitchState()

    /// `keymap` decides which keys are modifiers (the configuration's `keyboard…` settings).
    public init(layout: DeviceLayout, clock: HostClock, keymap: Keymap? = nil, report: @escaping (String) -> Void) {
        self.layout = layout
        self.clock = clock
        self.report = report
        keyboard = keymap.flatMap(KeyboardState.init)
        if let configuration = layout.pointer, let window = layout.pointerWindow {
            pointer = PointerStroke(button: configuration.button, window: window)
        }
    }

    /// The frames `event` completes, in order (usually none or one).
    public func handle(_ event: LibinputEvent) -> [InputFrame] {
        let time = clock.engineTime(ofMicroseconds: event.time)
        var frames: [InputFrame] = []
        if var touchpad = touchpads[event.device], touchpad.isInterrupted, !touchpad.carriesHoldOn(event.kind) {
            frames = touchpad.cancelAll(at: time)
            touchpads[event.device] = touchpad
        }
        return frames + handle(event, at: time)
    }

    /// When the next interrupted hold gives up waiting for a swipe or pinch to carry it on;
    /// the host's loop wakes up for it as for an engine timer.
    public var nextDeadline: Milliseconds? {
        touchpads.values.compactMap(\.interruptionDeadline).min()
    }

    /// Cancels the fingers of interrupted holds whose wait ended at or before `time`.
    public func expire(upTo time: Milliseconds) -> [InputFrame] {
        var frames: [InputFrame] = []
        for device in touchpads.keys.sorted() {
            guard let deadline = touchpads[device]!.interruptionDeadline, deadline <= time else { continue }
            frames += touchpads[device]!.endInterruption()
        }
        return frames.sorted { $0.time < $1.time }
    }

    private func handle(_ event: LibinputEvent, at time: Milliseconds) -> [InputFrame] {
        switch event.kind {
        case .deviceAdded(let info):
            deviceAdded(info)
            let change = DeviceChange(change: .added, id: info.sysname, name: info.name,
                                      capabilities: info.capabilities.sorted().map(\.rawValue))
            return [InputFrame(time: time, event: .device(change))]
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
            return withTouchpad(event.device) { $0.handle(gesture, at: time) }
        case .pointerScroll(.finger, let horizontal, let vertical):
            // Two-finger scrolling on a touchpad: libinput reports it as scrolling, not as a gesture.
            return withTouchpad(event.device) { $0.scroll(horizontal: horizontal, vertical: vertical, at: time) }
        case .pointerMotion(let dx, let dy, _, _):
            return stroke(pointer?.move(dx: dx, dy: dy), at: time)
        case .pointerMotionAbsolute(let x, let y):
            return stroke(pointer?.moveAbsolute(x: x, y: y), at: time)
        case .pointerButton(let button, let pressed):
            return stroke(pointer?.button(button, pressed: pressed, device: event.device), at: time)
        case .keyboardKey(let key, let pressed):
            var events: [InputEvent] = []
            if let held = keyboard?.key(key, pressed: pressed, device: event.device) { events.append(.modifiers(held)) }
            if let subtype = MediaKey.subtype(of: key, pressed: pressed) { events.append(.remoteControl(subtype)) }
            return events.map { InputFrame(time: time, event: $0) }
        case .switchToggle(let kind, let on):
            return switches.toggle(kind, on: on, device: event.device).map { [InputFrame(time: time, event: $0)] } ?? []
        case .pointerScroll:
            // Wheel and continuous scrolling are not normalised (docs/host.md, "Not yet").
            return []
        }
    }

    /// Runs `body` on the gesture state of a touchpad device; nothing for other devices.
    private func withTouchpad(_ device: String, _ body: (inout TouchpadGesture) -> [InputFrame]) -> [InputFrame] {
        guard case .touchpad(let window) = role(of: device) else { return [] }
        let firstID = Self.touchpadIDBase + 10 * (touchpadOrdinals[device] ?? 0)
        var touchpad = touchpads[device] ?? TouchpadGesture(window: window, firstID: firstID)
        defer { touchpads[device] = touchpad }
        return body(&touchpad)
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

    /// The device's `device` event, then rule 26: the touches of a device that goes away are
    /// cancelled, in one frame with anything still pending of it; its keys are released and the
    /// motions of its switches cancelled.
    private func deviceRemoved(_ device: String, at time: Milliseconds) -> [InputFrame] {
        var frames: [InputFrame] = []
        if let frame = flush() { frames.append(frame) }
        // Everything after the pending touches, never before them.
        let later = max(time, frames.last?.time ?? time)
        frames.append(InputFrame(time: later, event: .device(DeviceChange(change: .removed, id: device))))
        var cancels: [TouchInput] = []
        for id in (downByDevice.removeValue(forKey: device) ?? []).sorted() {
            cancels.append(TouchInput(action: .cancel, id: id))
        }
        if var touchpad = touchpads.removeValue(forKey: device) {
            cancels += touchpad.cancelAll(at: time).flatMap(\.touches)
        }
        if let cancel = pointer?.deviceRemoved(device) { cancels.append(cancel) }
        devices[device] = nil
        if !cancels.isEmpty { frames.append(InputFrame(time: later, touches: cancels)) }
        var events = switches.deviceRemoved(device)
        if let held = keyboard?.release(device: device) { events.insert(.modifiers(held), at: 0) }
        return frames + events.map { InputFrame(time: later, event: $0) }
    }
}
