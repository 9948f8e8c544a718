#if canImport(Glibc)
import Glibc
#endif
import TactileIPC

/// Something the live loop waits on beside libinput, the timer and the signals: the IPC
/// socket and its clients, the configuration watch. Its descriptors are asked for on every
/// iteration, since they change (clients come and go).
public protocol PollSource: AnyObject {
    var pollDescriptors: [pollfd] { get }
    /// The entries of `pollDescriptors` after poll, with their `revents`.
    func handle(_ polled: [pollfd])
}

extension IPCServer: PollSource {}
