import Glibc

/// Writes a line to standard error with write(2): the C `stderr` global is shared mutable state
/// that Swift 6 does not let code touch outside an actor.
public func writeToStandardError(_ line: String) {
    let text = line.hasSuffix("\n") ? line : line + "\n"
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { write(2, $0.baseAddress! + offset, $0.count - offset) }
        if written <= 0 { return }
        offset += written
    }
}
