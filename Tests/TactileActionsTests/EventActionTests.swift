import TactileActions
import TactileCore
import Testing

/// What a remote-control or motion binding's actions receive: environment variables and the
/// ipc event line.
@Suite struct EventActionTests {
    let remote = EventSnapshot(time: 40, kind: .remoteControl(.nextTrack))
    let motion = EventSnapshot(time: 7.5, kind: .motion(.tabletMode, .ended), responder: "Player")

    @Test func environmentNamesTheEvent() {
        let action = Action.command(CommandAction(arguments: ["true"]))
        #expect(GestureEnvironment.variables(for: ActionInvocation(action: action, event: remote, origin: "c.yaml:1:1"))
            == ["TACTILE_REMOTE": "nextTrack"])
        #expect(GestureEnvironment.variables(for: ActionInvocation(action: action, event: motion, origin: "c.yaml:1:1"))
            == ["TACTILE_MOTION": "tabletMode", "TACTILE_PHASE": "ended", "TACTILE_RESPONDER": "Player"])
    }

    @Test func ipcLineCarriesTheRecordsFields() {
        let play = IPCAction(event: "next", data: [.init(key: "player", value: .string("mpv"))])
        #expect(IPCEvent(play, invocation: ActionInvocation(action: .ipc(play), event: remote, origin: "c.yaml:1:1")).jsonLine
            == #"{"t":40,"kind":"event","event":"next","remote":"nextTrack","data":{"player":"mpv"}}"#)
        let laptop = IPCAction(event: "laptop")
        #expect(IPCEvent(laptop, invocation: ActionInvocation(action: .ipc(laptop), event: motion, origin: "c.yaml:1:1")).jsonLine
            == #"{"t":7.5,"kind":"event","event":"laptop","motion":"tabletMode","phase":"ended","responder":"Player"}"#)
    }

    @Test func debugLogNamesWhatFired() {
        final class Lines: @unchecked Sendable { var all: [(LogLevel, String)] = [] }
        let lines = Lines()
        let performer = ActionPerformer(log: ActionLog(leveled: { lines.all.append(($0, $1)) }))
        let ipc = IPCAction(event: "laptop")
        performer.perform(ActionInvocation(action: .ipc(ipc), event: motion, origin: "c.yaml:3:5"))
        #expect(lines.all.map(\.0) == [.debug])
        #expect(lines.all.first?.1 == "c.yaml:3:5: ipc action for motion tabletMode ended taken by Player")
    }
}
