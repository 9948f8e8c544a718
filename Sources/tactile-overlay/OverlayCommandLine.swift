import Foundation
import TactileOverlay

/// The executable's flags. Kept free of ArgumentParser so the overlay builds without the
/// package's other dependencies; it becomes the `tactile overlay` subcommand later.
struct OverlayCommandLine {
    enum Input {
        case records(path: String)
        case standardInput
    }

    var input: Input?
    var freezeAt: Double?
    var duration: Double?
    var forceToplevel = false

    static let usage = """
        usage: tactile-overlay (--records FILE [--freeze-at MS] | --stdin) [--duration S] [--xdg-shell]

          --records FILE   replay a JSON-lines log in real time by its t values
          --freeze-at MS   with --records: draw the state at log time MS and keep it on screen
          --stdin          draw records read live from standard input
          --duration S     exit after S seconds (otherwise: when the log has played and faded)
          --xdg-shell      use a normal window even if the compositor offers layer-shell
        """

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        func value(for flag: String) throws -> String {
            guard let value = remaining.popFirst() else { throw OverlayError("\(flag) needs a value") }
            return value
        }
        func number(for flag: String) throws -> Double {
            let text = try value(for: flag)
            guard let number = Double(text), number >= 0 else { throw OverlayError("\(flag): not a number: \(text)") }
            return number
        }
        while let flag = remaining.popFirst() {
            switch flag {
            case "--records": input = .records(path: try value(for: flag))
            case "--stdin": input = .standardInput
            case "--freeze-at": freezeAt = try number(for: flag)
            case "--duration": duration = try number(for: flag)
            case "--xdg-shell": forceToplevel = true
            case "--help", "-h": throw OverlayError(Self.usage)
            default: throw OverlayError("unknown argument \(flag)\n\(Self.usage)")
            }
        }
        guard input != nil else { throw OverlayError(Self.usage) }
        if freezeAt != nil, case .standardInput = input { throw OverlayError("--freeze-at needs --records") }
    }

    /// The session options: the feed and the clock that go with the chosen mode.
    func sessionOptions() throws -> OverlaySession.Options {
        var options = try feedAndClock()
        options.onFirstFrameShown = { writeToStandardError("tactile-overlay: first frame shown") }
        return options
    }

    private func feedAndClock() throws -> OverlaySession.Options {
        switch input {
        case let .records(path):
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw OverlayError("cannot read \(path)")
            }
            let feed = TimedLogFeed(records: try parseOverlayLog(text))
            let clock: LogClock = if let freezeAt {
                .frozen(at: freezeAt)
            } else {
                .replay(from: feed.firstRecordTime ?? 0, wallStart: monotonicMilliseconds())
            }
            return .init(feed: feed, clock: clock, duration: duration, forceToplevel: forceToplevel)
        case .standardInput, nil:
            return .init(feed: StreamFeed(descriptor: 0), clock: .live, duration: duration, forceToplevel: forceToplevel)
        }
    }
}
