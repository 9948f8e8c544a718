import CWaylandClient
import Glibc

/// Runs the overlay on screen: records in, frames out.
///
/// One thread, one poll loop over the Wayland socket and the feed's descriptor. A frame is drawn
/// only when something changed (a record, a fade in progress, a configure) and the compositor's
/// last frame callback has come, so the overlay costs nothing while the scene is still.
public final class OverlaySession {
    /// How the session behaves; the executable's flags map onto this.
    public struct Options {
        public var feed: RecordFeed
        public var clock: LogClock
        /// Wall-clock seconds after which to exit; nil runs until the feed ends and the scene is
        /// empty (or forever with a frozen clock).
        public var duration: Double?
        /// Use an xdg_toplevel even when layer-shell is offered.
        public var forceToplevel: Bool
        /// Called once, when the compositor has shown the first frame (its frame callback came):
        /// from then on a screenshot shows the overlay. Tests and scripts wait for it.
        public var onFirstFrameShown: (() -> Void)?

        public init(feed: RecordFeed, clock: LogClock, duration: Double? = nil, forceToplevel: Bool = false,
                    onFirstFrameShown: (() -> Void)? = nil) {
            self.feed = feed
            self.clock = clock
            self.duration = duration
            self.forceToplevel = forceToplevel
            self.onFirstFrameShown = onFirstFrameShown
        }
    }

    private var options: Options
    private let connection: WaylandConnection
    private let surface: OverlaySurface
    private let buffers: BufferPair
    private var model = OverlayModel()
    private let renderer = OverlayRenderer()
    /// The scene changed since the last frame.
    private var isDirty = true
    /// What the frame on screen covers, so the next frame damages it too (to erase it).
    private var lastDrawn = DrawnRegion()
    /// The log time of the frame on screen.
    private var lastDrawnAt: Double?
    private var firstFrame = FirstFrameProgress.notDrawn

    private enum FirstFrameProgress {
        case notDrawn, presented, shown
    }

    /// Connects and creates the surface; records before the clock's start are consumed at once.
    public init(options: Options) throws {
        self.options = options
        connection = try WaylandConnection()
        surface = try OverlaySurface(connection: connection, preferLayerShell: !options.forceToplevel)
        buffers = BufferPair(connection: connection)
    }

    /// Whether the surface is a layer surface (false: the xdg_toplevel fallback).
    public var usesLayerShell: Bool { surface.isLayerSurface }

    /// Runs until the duration ends, the compositor closes the surface, or (with a running clock)
    /// the feed is exhausted and the scene has faded out.
    public func run() throws {
        let start = monotonicMilliseconds()
        let display = connection.display
        while !surface.isClosed {
            let now = monotonicMilliseconds()
            if let duration = options.duration, now - start >= duration * 1000 { return }
            takeRecords(atWall: now)
            let logTime = options.clock.logTime(atWall: now)
            let nextChange = options.clock.isRunning ? model.nextChange(at: logTime) : nil
            if nextChange == logTime { isDirty = true }
            // A change that fell between the frame on screen and now, such as a fade that ended
            // just before this wake-up: without this the fade's last faint frame would stay on
            // screen (and a replay would never see its scene empty and end).
            if options.clock.isRunning, let drawnAt = lastDrawnAt, let change = model.nextChange(at: drawnAt),
               change <= logTime, !lastDrawn.isEmpty {
                isDirty = true
            }
            if isDirty || surface.needsRedraw || connection.outputScaleChanged { try drawIfPossible(at: logTime) }
            if options.duration == nil, options.clock.isRunning, options.feed.isExhausted, nextChange == nil,
               !isDirty, lastDrawn.isEmpty {
                return
            }
            let timeout = pollTimeout(now: now, logTime: logTime, start: start, nextChange: nextChange)
            try waitForEvents(display: display, timeoutMilliseconds: timeout)
            if firstFrame == .presented, surface.isFrameDue {
                firstFrame = .shown
                options.onFirstFrameShown?()
            }
        }
    }

    private func takeRecords(atWall now: Double) {
        let records = options.feed.takeRecords(upTo: options.clock.logTime(atWall: now))
        for record in records {
            options.clock.observe(recordTime: record.time, atWall: now)
            model.consume(record)
        }
        if !records.isEmpty { isDirty = true }
    }

    private func drawIfPossible(at logTime: Double) throws {
        guard surface.isFrameDue, let size = surface.size else { return }
        let scale = connection.outputScale
        guard let buffer = try buffers.freeBuffer(width: size.width * scale, height: size.height * scale) else { return }
        connection.outputScaleChanged = false
        model.forgetExpired(at: logTime)
        let drawn = renderer.draw(model.scene(at: logTime), into: buffer.cairoSurface, scale: Double(scale),
                                  previouslyDrawn: buffer.drawnRegion)
        buffer.drawnRegion = drawn
        // Damage what is drawn now and what was on screen before (it must be erased); after a
        // configure or a scale change the whole buffer is new to the compositor.
        let damage = surface.needsRedraw ? nil : DrawnRegion(boxes: drawn.boxes + lastDrawn.boxes)
        surface.present(buffer, scale: scale, damage: damage, compositorVersion: connection.compositorVersion)
        lastDrawn = drawn
        lastDrawnAt = logTime
        isDirty = false
        if firstFrame == .notDrawn { firstFrame = .presented }
    }

    /// Milliseconds to wait: until the duration ends, the next record is due, or a label starts
    /// to fade; -1 (until an event) otherwise. A frame in progress waits for the frame callback,
    /// which arrives on the Wayland socket.
    private func pollTimeout(now: Double, logTime: Double, start: Double, nextChange: Double?) -> Int32 {
        var deadlines: [Double] = []
        if let duration = options.duration { deadlines.append(start + duration * 1000) }
        if options.clock.isRunning {
            if let next = options.feed.nextRecordTime { deadlines.append(now + (next - logTime)) }
            if let nextChange, nextChange > logTime { deadlines.append(now + (nextChange - logTime)) }
        }
        guard let deadline = deadlines.min() else { return -1 }
        return Int32(max(0, min((deadline - now).rounded(.up), Double(Int32.max))))
    }

    /// libwayland's read protocol for a poll loop: prepare, flush, poll, read or cancel, dispatch.
    private func waitForEvents(display: OpaquePointer, timeoutMilliseconds: Int32) throws {
        while wl_display_prepare_read(display) != 0 {
            guard wl_display_dispatch_pending(display) >= 0 else { throw connectionLost() }
        }
        _ = wl_display_flush(display)
        var fds = [pollfd(fd: wl_display_get_fd(display), events: Int16(POLLIN), revents: 0)]
        if let feed = options.feed.descriptor { fds.append(pollfd(fd: feed, events: Int16(POLLIN), revents: 0)) }
        let ready = poll(&fds, nfds_t(fds.count), timeoutMilliseconds)
        if ready > 0, fds[0].revents & Int16(POLLIN) != 0 {
            guard wl_display_read_events(display) >= 0 else { throw connectionLost() }
        } else {
            wl_display_cancel_read(display)
        }
        guard wl_display_dispatch_pending(display) >= 0 else { throw connectionLost() }
    }

    private func connectionLost() -> OverlayError {
        OverlayError("lost the connection to the compositor (error \(wl_display_get_error(connection.display)))")
    }
}
