import Foundation

/// Standard error, unbuffered, for messages that must not mix with the log on standard output.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}

/// Prints a line to standard error.
func printError(_ message: String) {
    var stream = StandardError()
    print(message, to: &stream)
}
