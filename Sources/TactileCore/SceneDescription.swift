/// The `scene:` of a scenario or a configuration: windows, their view trees and the recognizers
/// attached to them. Pure data, already validated by whoever decoded it; the engine builds its
/// live scene from it.
public struct SceneDescription: Hashable, Sendable {
    /// Back to front: a later window is in front of an earlier one.
    public var windows: [WindowDescription]

    public init(windows: [WindowDescription]) {
        self.windows = windows
    }

    /// The id of the window or view that starts as first responder, if any (a decoder makes
    /// sure there is at most one; the first found wins otherwise).
    public var firstResponderID: String? {
        func find(in views: [ViewDescription]) -> String? {
            for v in views {
                if v.firstResponder { return v.id }
                if let id = find(in: v.views) { return id }
            }
            return nil
        }
        for w in windows {
            if w.firstResponder { return w.id }
            if let id = find(in: w.views) { return id }
        }
        return nil
    }
}

/// A window: the root of a view tree, with a frame in global points.
public struct WindowDescription: Hashable, Sendable {
    public var id: String
    public var frame: Rect
    /// Recognizers attached to the window itself (an extension of the format: optional).
    public var recognizers: [RecognizerDescription]
    /// Back to front.
    public var views: [ViewDescription]
    /// The kinds of event the window handles itself (responder chain; default touches).
    public var handles: HandledEvents = .touches
    /// It is the first responder when the scene starts.
    public var firstResponder = false

    public init(id: String, frame: Rect, recognizers: [RecognizerDescription] = [], views: [ViewDescription] = []) {
        self.id = id
        self.frame = frame
        self.recognizers = recognizers
        self.views = views
    }
}

/// A view: a rectangle in its parent's coordinates, with UIKit's touch-related properties.
public struct ViewDescription: Hashable, Sendable {
    public var id: String
    public var frame: Rect
    public var hidden = false
    public var alpha = 1.0
    public var userInteractionEnabled = true
    public var multipleTouchEnabled = false
    public var exclusiveTouch = false
    /// This view's `gestureRecognizerShouldBegin(_:)` answers false for these.
    public var refusesRecognizers: [RecognizerSelector] = []
    /// The kinds of event it handles itself; the others go to its superview (responder chain).
    public var handles: HandledEvents = .touches
    /// It is the first responder when the scene starts.
    public var firstResponder = false
    /// Attachment order.
    public var recognizers: [RecognizerDescription] = []
    /// Subviews, back to front.
    public var views: [ViewDescription] = []

    public init(id: String, frame: Rect) {
        self.id = id
        self.frame = frame
    }
}

/// A recognizer: its type, the common UIGestureRecognizer properties, its relationships and
/// the type's own parameters.
public struct RecognizerDescription: Hashable, Sendable {
    public var id: String
    /// A registered recognizer type name (`tap`, `pan`, `scripted`, a plugin's type …).
    public var type: String
    public var enabled = true
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    /// It receives a new touch only when exactly these modifiers are held as the touch begins;
    /// nil: modifiers do not matter (an empty set means none may be held).
    public var requiredModifiers: Set<Modifier>?
    /// Recognizer ids: `require(toFail:)`.
    public var requireToFail: [String] = []
    /// `canPrevent(_:)` answers false for these.
    public var cannotPrevent: [RecognizerSelector] = []
    /// `canBePrevented(by:)` answers false for these.
    public var cannotBePreventedBy: [RecognizerSelector] = []
    /// What a delegate would answer; `nil` means no delegate.
    public var delegate: DelegateDescription?
    /// The type's own parameters (every key beside the common ones), in file order.
    public var parameters: [ParameterValue.MapEntry] = []

    public init(id: String, type: String) {
        self.id = id
        self.type = type
    }
}

/// The answers of a recognizer's delegate.
public struct DelegateDescription: Hashable, Sendable {
    public var shouldBegin = true
    public var shouldReceiveTouch: TouchFilter = .always(true)
    public var simultaneousWith: [RecognizerSelector] = []
    public var shouldRequireFailureOf: [RecognizerSelector] = []
    public var shouldBeRequiredToFailBy: [RecognizerSelector] = []

    public init() {}
}

/// The delegate's `gestureRecognizer(_:shouldReceive:)` answer.
public enum TouchFilter: Hashable, Sendable {
    case always(Bool)
    /// True when the touch's hit view is one of these views or lies inside one of them.
    case onlyFromViews([String])
    /// False when the touch's hit view is one of these views or lies inside one of them.
    case exceptFromViews([String])
}

/// Names a set of recognizers, relative to the recognizer or view that holds the selector.
/// A selector never matches the recognizer that holds it.
public enum RecognizerSelector: Hashable, Sendable, CustomStringConvertible {
    /// One recognizer by id.
    case id(String)
    /// `type:NAME`: every recognizer of that type.
    case type(String)
    /// Every recognizer attached to a view below the holder's view.
    case descendants
    case all

    /// Parses the file form: an id, `type:NAME`, `descendants` or `all`.
    public init(parsing text: String) {
        switch text {
        case "all": self = .all
        case "descendants": self = .descendants
        default:
            if text.hasPrefix("type:") {
                self = .type(String(text.dropFirst(5)))
            } else {
                self = .id(text)
            }
        }
    }

    public var description: String {
        switch self {
        case .id(let id): id
        case .type(let name): "type:\(name)"
        case .descendants: "descendants"
        case .all: "all"
        }
    }
}
