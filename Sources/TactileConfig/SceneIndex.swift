import TactileCore

/// The recognizers of a scene with where they are attached: what binding references are checked
/// against and what the reachability analysis walks.
struct SceneIndex {
    /// A recognizer and the chain of views from its window down to the view it is attached to.
    struct Entry {
        var recognizer: RecognizerDescription
        /// Window id first; the recognizer's own view last.
        var viewPath: [String]
        /// Views on the path (the window excluded: windows have no such properties).
        var views: [ViewDescription]
    }

    private(set) var entries: [String: Entry] = [:]
    /// Declaration order, for suggestions.
    private(set) var order: [String] = []
    /// Window and view ids in declaration order: the responders a remote-control or motion
    /// binding may name.
    private(set) var responders: [String] = []

    init(_ scene: SceneDescription) {
        for window in scene.windows {
            responders.append(window.id)
            for recognizer in window.recognizers { add(recognizer, path: [window.id], views: []) }
            for view in window.views { walk(view, path: [window.id], views: []) }
        }
    }

    private mutating func walk(_ view: ViewDescription, path: [String], views: [ViewDescription]) {
        let path = path + [view.id], views = views + [view]
        responders.append(view.id)
        for recognizer in view.recognizers { add(recognizer, path: path, views: views) }
        for subview in view.views { walk(subview, path: path, views: views) }
    }

    private mutating func add(_ recognizer: RecognizerDescription, path: [String], views: [ViewDescription]) {
        entries[recognizer.id] = Entry(recognizer: recognizer, viewPath: path, views: views)
        order.append(recognizer.id)
    }

    subscript(id: String) -> Entry? { entries[id] }
}
