/// A node of a window's view tree, with UIKit's touch-related properties. A window is the root
/// view of its tree: its frame is in global points, every other frame in its parent's coordinates.
///
/// Views are reference types because touches and recognizers refer to them for life; the engine
/// is their only writer.
public final class View {
    public let id: String
    /// Changing it moves the subtree: the cached global origins follow.
    public var frame: Rect {
        didSet { updateGlobalOrigin() }
    }
    public var hidden: Bool
    public var alpha: Double
    public var userInteractionEnabled: Bool
    public var multipleTouchEnabled: Bool
    public var exclusiveTouch: Bool
    /// This view's `gestureRecognizerShouldBegin(_:)` answers false for these.
    public var refusesRecognizers: [RecognizerSelector]
    /// The kinds of event it handles itself; the others go to its next responder
    /// (`Responder.swift`).
    public var handles: HandledEvents
    /// `handles` contains touches: read for every message to a view (one bit test, inlined).
    @inlinable public var handlesTouches: Bool { handles.contains(.touches) }

    public private(set) weak var parent: View?
    /// Back to front.
    public private(set) var subviews: [View] = []
    /// Depth below the window: 0 for the window itself.
    public private(set) var depth = 0
    /// Position in a depth-first, back-to-front walk of the window's tree (the window is 0).
    /// Kept up to date by the window when its tree changes.
    public internal(set) var walkIndex = 0
    /// Position among all views of all windows of a scene: windows in order, then `walkIndex`.
    /// Set by whoever owns the windows (the engine).
    public var walkOrder = 0

    public init(
        id: String, frame: Rect, hidden: Bool = false, alpha: Double = 1,
        userInteractionEnabled: Bool = true, multipleTouchEnabled: Bool = false,
        exclusiveTouch: Bool = false, refusesRecognizers: [RecognizerSelector] = [],
        handles: HandledEvents = .touches
    ) {
        self.id = id
        self.frame = frame
        self.hidden = hidden
        self.alpha = alpha
        self.userInteractionEnabled = userInteractionEnabled
        self.multipleTouchEnabled = multipleTouchEnabled
        self.exclusiveTouch = exclusiveTouch
        self.refusesRecognizers = refusesRecognizers
        self.handles = handles
        globalOrigin = frame.origin
    }

    /// Builds a view (and its subtree) from its description.
    public convenience init(_ d: ViewDescription) {
        self.init(
            id: d.id, frame: d.frame, hidden: d.hidden, alpha: d.alpha,
            userInteractionEnabled: d.userInteractionEnabled,
            multipleTouchEnabled: d.multipleTouchEnabled, exclusiveTouch: d.exclusiveTouch,
            refusesRecognizers: d.refusesRecognizers, handles: d.handles)
        for sub in d.views { addSubview(View(sub)) }
    }

    /// Adds `view` in front of the current subviews.
    public func addSubview(_ view: View) {
        view.parent = self
        subviews.append(view)
        view.updateDepth()
        view.updateGlobalOrigin()
        window.renumber()
    }

    private func updateDepth() {
        depth = (parent?.depth ?? -1) + 1
        for sub in subviews { sub.updateDepth() }
    }

    /// The window (root) of this view's tree.
    public var window: View {
        var v = self
        while let p = v.parent { v = p }
        return v
    }

    public var isWindow: Bool { parent == nil }

    /// This view's bounds: its own coordinate space, origin at zero.
    public var bounds: Rect { Rect(x: 0, y: 0, width: frame.width, height: frame.height) }

    /// The global position of this view's origin. Cached: conversions run on every touch frame.
    public private(set) var globalOrigin = Point.zero

    private func updateGlobalOrigin() {
        globalOrigin = (parent?.globalOrigin ?? .zero) + frame.origin
        for sub in subviews { sub.updateGlobalOrigin() }
    }

    /// Converts a global point into this view's coordinates.
    public func convert(fromGlobal p: Point) -> Point { p - globalOrigin }

    /// Whether `self` is `other` or lies inside it.
    public func isDescendant(of other: View) -> Bool {
        var v: View? = self
        while let view = v {
            if view === other { return true }
            v = view.parent
        }
        return false
    }

    /// `self` and its ancestors up to and including the window, deepest first.
    public var selfAndAncestors: [View] {
        var chain: [View] = []
        var v: View? = self
        while let view = v {
            chain.append(view)
            v = view.parent
        }
        return chain
    }

    /// Every view of the tree below and including this one, depth first, back to front.
    public func walk(_ body: (View) -> Void) {
        body(self)
        for sub in subviews { sub.walk(body) }
    }

    private func renumber() {
        var i = 0
        walk { v in
            v.walkIndex = i
            i += 1
        }
    }
}

extension View: CustomStringConvertible {
    public var description: String { id }
}
