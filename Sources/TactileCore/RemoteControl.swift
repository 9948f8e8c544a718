/// A remote-control event: what a media key asks for (UIEvent.EventSubtype's remoteControl…
/// subtypes, plus the volume keys). It goes to the first responder and up the responder chain.
public enum RemoteControlSubtype: String, Hashable, Sendable, CaseIterable {
    case play, pause, stop, togglePlayPause, nextTrack, previousTrack
    case beginSeekingBackward, endSeekingBackward, beginSeekingForward, endSeekingForward
    case volumeUp, volumeDown, mute
}
