import TactileCore

/// Media keys as remote-control events (docs/host.md, "Normalisation"): one event per press
/// (libinput does not repeat keys); fast forward and rewind are seeking that begins on press and
/// ends on release. Every other key is no remote-control event.
enum MediaKey {
    /// linux/input-event-codes.h.
    static let mute: UInt32 = 113, volumeDown: UInt32 = 114, volumeUp: UInt32 = 115
    static let nextSong: UInt32 = 163, playPause: UInt32 = 164, previousSong: UInt32 = 165, stopCD: UInt32 = 166
    static let rewind: UInt32 = 168, playCD: UInt32 = 200, pauseCD: UInt32 = 201, fastForward: UInt32 = 208

    /// The remote-control event of a key press or release, if it is one.
    static func subtype(of code: UInt32, pressed: Bool) -> RemoteControlSubtype? {
        switch code {
        case fastForward: return pressed ? .beginSeekingForward : .endSeekingForward
        case rewind: return pressed ? .beginSeekingBackward : .endSeekingBackward
        default: break
        }
        guard pressed else { return nil }
        switch code {
        case playPause: return .togglePlayPause
        case playCD: return .play
        case pauseCD: return .pause
        case stopCD: return .stop
        case nextSong: return .nextTrack
        case previousSong: return .previousTrack
        case volumeUp: return .volumeUp
        case volumeDown: return .volumeDown
        case mute: return .mute
        default: return nil
        }
    }
}
