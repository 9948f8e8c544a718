/// Range and resolution of one absolute axis (`struct input_absinfo` without the value).
public struct AbsoluteAxis: Equatable, Sendable {
    public var minimum: Int32
    public var maximum: Int32
    public var fuzz: Int32 = 0
    public var flat: Int32 = 0
    /// Units per millimetre (0 when the device does not say).
    public var resolution: Int32 = 0

    public init(minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }
}

/// What an evdev device says about itself: everything libevdev probes with ioctls, plus the
/// udev properties that classify it. Parsed from an evemu or `libinput record` header, written
/// out as umockdev files.
public struct DeviceDescription: Equatable, Sendable {
    public var name: String
    public var bustype: UInt16 = 0
    public var vendor: UInt16 = 0
    public var product: UInt16 = 0
    public var version: UInt16 = 0
    /// INPUT_PROP_* numbers.
    public var properties: Set<Int> = []
    /// Supported codes per event type (EV_SYN is implied for every type present).
    public var codes: [UInt16: Set<UInt16>] = [:]
    public var axes: [UInt16: AbsoluteAxis] = [:]
    /// udev properties beyond the ones derived from the capabilities (e.g. from `libinput record`).
    public var udevProperties: [String: String] = [:]

    public init(name: String) {
        self.name = name
    }

    public func has(_ type: UInt16, _ code: UInt16) -> Bool {
        codes[type]?.contains(code) ?? false
    }

    public var isTouchscreen: Bool {
        properties.contains(EvdevCode.propDirect) && axes[EvdevCode.absX] != nil
    }

    public var isTouchpad: Bool {
        !properties.contains(EvdevCode.propDirect) && axes[EvdevCode.absX] != nil
            && has(EvdevCode.evKey, EvdevCode.btnToolFinger)
    }

    /// The udev properties input_id would set for this device, merged with `udevProperties`.
    public var classification: [String: String] {
        var result = ["ID_INPUT": "1"]
        if isTouchscreen { result["ID_INPUT_TOUCHSCREEN"] = "1" }
        if isTouchpad { result["ID_INPUT_TOUCHPAD"] = "1" }
        if !isTouchscreen && !isTouchpad {
            if codes[EvdevCode.evRel] != nil { result["ID_INPUT_MOUSE"] = "1" }
            if let keys = codes[EvdevCode.evKey], keys.contains(where: { $0 < EvdevCode.btnLeft }) {
                result["ID_INPUT_KEY"] = "1"
                result["ID_INPUT_KEYBOARD"] = "1"
            }
            if codes[EvdevCode.evSw] != nil { result["ID_INPUT_SWITCH"] = "1" }
        }
        if let x = axes[EvdevCode.absX], let y = axes[EvdevCode.absY], x.resolution > 0, y.resolution > 0 {
            result["ID_INPUT_WIDTH_MM"] = String((x.maximum - x.minimum) / x.resolution)
            result["ID_INPUT_HEIGHT_MM"] = String((y.maximum - y.minimum) / y.resolution)
        }
        result.merge(udevProperties) { _, recorded in recorded }
        return result
    }

    /// The type bitmask: every type with codes, plus EV_SYN.
    public var eventTypes: Set<UInt16> {
        Set(codes.keys).union([EvdevCode.evSyn])
    }
}

/// A described device and the events recorded from it (empty for a pure description).
public struct DeviceRecording: Sendable {
    public var description: DeviceDescription?
    public var frames: [EvdevFrame]

    public init(description: DeviceDescription?, frames: [EvdevFrame]) {
        self.description = description
        self.frames = frames
    }
}
