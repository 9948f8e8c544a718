import Foundation
import TactileTestbed

/// tactile-inject: drives real libinput (or anything reading evdev) over umockdev fake devices.
/// See docs/testing-input.md.
func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("tactile-inject: \(message)\n".utf8))
    exit(code)
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "convert":
        var rest = Array(arguments.dropFirst())
        var name: String?
        var eventNumber = 10
        if let index = rest.firstIndex(of: "--name"), index + 1 < rest.count {
            name = rest[index + 1]
            rest.removeSubrange(index...index + 1)
        }
        if let index = rest.firstIndex(of: "--event"), index + 1 < rest.count {
            guard let number = Int(rest[index + 1]) else { throw UsageError("--event needs a number") }
            eventNumber = number
            rest.removeSubrange(index...index + 1)
        }
        guard rest.count == 2 else { throw UsageError("convert needs INPUT and OUTDIR") }
        let base = name ?? URL(fileURLWithPath: rest[0]).deletingPathExtension().lastPathComponent
        print(try DeviceSource.convert(rest[0], into: rest[1], name: base, eventNumber: eventNumber))
    case "run":
        exit(try run(RunOptions(Array(arguments.dropFirst()))))
    default:
        throw UsageError("expected convert or run")
    }
} catch let error as UsageError {
    fail("\(error.message)\n\(RunOptions.usage)", code: 2)
} catch {
    fail("\(error)", code: 1)
}
