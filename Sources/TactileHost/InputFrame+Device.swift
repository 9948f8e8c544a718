import TactileConfig

extension InputFrame {
    /// The kind of device the frame came from, as bindings' `when: {device: …}` sees it. Told by
    /// the touch ids the normaliser hands out: synthetic touchpad fingers from
    /// `InputNormaliser.touchpadIDBase`, the mouse stroke's own id, else touchscreen seat slots.
    var deviceKind: DeviceKind? {
        guard let id = touches.first?.id else { return nil }
        if id == PointerStroke.touchID { return nil }
        return id >= InputNormaliser.touchpadIDBase ? .touchpad : .touchscreen
    }
}
