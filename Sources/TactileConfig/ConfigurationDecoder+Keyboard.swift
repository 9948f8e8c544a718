import TactileScenario
import Yams

/// The keyboard's xkb names in `settings:` (docs/configuration.md): plain strings, checked by
/// xkbcommon only when a keymap is compiled from them.
extension ConfigurationDecoder {
    static let keyboardSettingsKeys = ["keyboardLayout", "keyboardRules", "keyboardModel", "keyboardVariant", "keyboardOptions"]

    func decodeKeyboardSetting(_ key: String, _ value: Node, into settings: inout Settings) throws(ScenarioError) {
        let text = try reader.string(value, key: key)
        switch key {
        case "keyboardLayout": settings.keyboardLayout = text
        case "keyboardRules": settings.keyboardRules = text
        case "keyboardModel": settings.keyboardModel = text
        case "keyboardVariant": settings.keyboardVariant = text
        case "keyboardOptions": settings.keyboardOptions = text
        default: break
        }
    }
}
