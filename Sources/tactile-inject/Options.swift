/// Command line of `tactile-inject run`.
struct RunOptions {
    /// Device bases: BASE.umockdev, BASE.ioctl and BASE.desc.
    var devices: [String] = []
    /// (device name or nil for the only device, script path).
    var plays: [(device: String?, path: String)] = []
    /// Devices plugged in during playback: (BASE, ms after playback starts).
    var plugs: [(base: String, time: Double)] = []
    /// Devices unplugged during playback: (device name, ms after playback starts).
    var unplugs: [(device: String, time: Double)] = []
    var preloadFix: String?
    var waitReady = false
    var startDelay = 300.0
    var linger = 500.0
    var timeout = 30.0
    var command: [String] = []

    static let usage = """
        usage:
          tactile-inject convert INPUT OUTDIR [--name NAME] [--event N]
              INPUT: evemu description (.desc/.evemu) or libinput record (.yml); writes
              OUTDIR/NAME.umockdev, .ioctl, .desc (NAME defaults to INPUT's base name, N to 10)
          tactile-inject run --device BASE [--device BASE ...] [--play [NAME=]SCRIPT ...]
                             [--plug BASE@MS ...] [--unplug NAME@MS ...]
                             [--fix LIB] [--wait-ready] [--start-delay MS] [--linger MS]
                             [--timeout S] -- COMMAND [ARG ...]
              SCRIPT: .evemu/.events/.yml recording (own timing) or a gesture script
              NAME: base name of a --device or --plug (may be omitted with one device)
              --plug/--unplug: hot-plug at MS after playback starts (udev uevents; the
              command must use the udev backend to notice)
        """

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = rest.popFirst() else { throw UsageError("\(flag) needs a value") }
            return next
        }
        func number(_ flag: String) throws -> Double {
            let text = try value(flag)
            guard let number = Double(text) else { throw UsageError("\(flag): bad number '\(text)'") }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--device": devices.append(try value(argument))
            case "--play":
                let spec = try value(argument)
                if let equals = spec.firstIndex(of: "="), !spec[..<equals].contains("/") {
                    plays.append((String(spec[..<equals]), String(spec[spec.index(after: equals)...])))
                } else {
                    plays.append((nil, spec))
                }
            case "--plug":
                let (base, time) = try timed(try value(argument), argument)
                plugs.append((base, time))
            case "--unplug":
                let (name, time) = try timed(try value(argument), argument)
                unplugs.append((name, time))
            case "--fix": preloadFix = try value(argument)
            case "--wait-ready": waitReady = true
            case "--start-delay": startDelay = try number(argument)
            case "--linger": linger = try number(argument)
            case "--timeout": timeout = try number(argument)
            case "--": command = Array(rest); rest = []
            default: throw UsageError("unknown option \(argument)")
            }
        }
        if devices.isEmpty && plugs.isEmpty { throw UsageError("run needs at least one --device or --plug") }
        if command.isEmpty { throw UsageError("run needs a command after --") }
    }

    /// `WHAT@MS`, split at the last `@`.
    private func timed(_ spec: String, _ flag: String) throws -> (String, Double) {
        guard let at = spec.lastIndex(of: "@"), let time = Double(spec[spec.index(after: at)...]), at > spec.startIndex else {
            throw UsageError("\(flag) expects NAME@MS, got '\(spec)'")
        }
        return (String(spec[..<at]), time)
    }
}

struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
