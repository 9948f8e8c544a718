import TactileActions
import TactileConfig
import TactileCore
import Testing

/// What a valid configuration decodes to.
@Suite struct ConfigurationDecodingTests {
    @Test func bindingsDecodeToTheirModel() throws {
        let configuration = try decodeConfiguration(scene("{id: Pan, type: pan}", "{id: Swipe, type: swipe, direction: left, numberOfTouchesRequired: 3}") + """
            bindings:
              - on: {recognizer: Swipe, state: recognized}
                when: {modifiers: [Super, ctrl], device: touchpad, fingers: 3}
                do: {keys: ["Super_L+Left", "Return"]}
              - on: {recognizer: Pan, state: changed}
                every: {translationY: 50, direction: decreasing}
                do: {command: [brightnessctl, set, "+5%"]}
              - on: {recognizer: Pan, state: ended}
                do: {command: ['echo "$1"', one], shell: true}
              - on: {recognizer: Pan, state: cancelled}
                do: {ipc: {event: pan-cancelled, target: 2, tags: [a]}}
            settings: {logLevel: debug, keyboardLayout: de}
            """)
        #expect(configuration.bindings.count == 4)
        let swipe = configuration.bindings[0]
        #expect(swipe.recognizer == "Swipe" && swipe.state == .recognized)
        #expect(swipe.conditions == BindingConditions(modifiers: [.super, .control], device: .touchpad, fingers: 3))
        #expect(swipe.action == .keys([KeyChord(keysyms: ["Super_L", "Left"]), KeyChord(keysyms: ["Return"])]))
        #expect(swipe.origin.description == "c.yaml:9:5")
        #expect(configuration.bindings[1].step == Step(quantity: .translationY, size: 50, direction: .decreasing))
        #expect(configuration.bindings[1].action == .command(CommandAction(arguments: ["brightnessctl", "set", "+5%"])))
        #expect(configuration.bindings[2].action == .command(CommandAction(arguments: ["echo \"$1\"", "one"], shell: true)))
        #expect(configuration.bindings[3].action == .ipc(IPCAction(event: "pan-cancelled", data: [
            .init(key: "target", value: .number(2)), .init(key: "tags", value: .list([.string("a")]))])))
        #expect(configuration.settings == Settings(logLevel: .debug, keyboardLayout: "de"))
    }

    @Test func sceneAndSettingsAreOptionalBeyondScene() throws {
        let configuration = try decodeConfiguration(scene("{id: Tap, type: tap}"))
        #expect(configuration.bindings.isEmpty)
        #expect(configuration.settings == Settings())
        #expect(configuration.scene.windows.first?.recognizers.first?.id == "Tap")
    }

    /// A reload compares the keymap settings only: the log level changes live, the keymap does not.
    @Test func sameKeymapIgnoresTheLogLevel() {
        let base = Settings()
        #expect(Settings(logLevel: .debug).hasSameKeymap(as: base))
        var changed = base
        changed.keyboardOptions = "caps:escape"
        #expect(!changed.hasSameKeymap(as: base))
        #expect(!Settings(keyboardLayout: "de").hasSameKeymap(as: base))
        changed = base
        changed.keyboardRules = "base"
        #expect(!changed.hasSameKeymap(as: base))
        changed = base
        changed.keyboardModel = "pc104"
        #expect(!changed.hasSameKeymap(as: base))
        changed = base
        changed.keyboardVariant = "dvorak"
        #expect(!changed.hasSameKeymap(as: base))
    }

    @Test func userFileFollowsXDG() {
        #expect(ConfigurationLocation.userFile(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/tactile/config.yaml")
        #expect(ConfigurationLocation.userFile(environment: ["XDG_CONFIG_HOME": "", "HOME": "/h"]) == "/h/.config/tactile/config.yaml")
        #expect(ConfigurationLocation.userFile(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"]) == "/h/.config/tactile/config.yaml")
        #expect(ConfigurationLocation.userFile(environment: [:]) == nil)
    }
}
