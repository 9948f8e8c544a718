import TactileCore
import Yams

/// Every id a file declares (windows, views, recognizers share one space) and what each names,
/// so references can be checked: a requireToFail id must name a recognizer that exists at that
/// point, an onlyFromViews id a view, and so on.
struct IdSpace {
    enum Kind: Equatable {
        case window, view, recognizer

        var name: String {
            switch self {
            case .window: "window"
            case .view: "view"
            case .recognizer: "recognizer"
            }
        }

        /// A window is the root view of its tree: wherever a view id is expected, a window id is too.
        var isView: Bool { self != .recognizer }
    }

    struct Declaration {
        var kind: Kind
        var node: Node
        /// Set when a recognizer was detached: its id stays taken but it can no longer be named.
        var detachedAt: Milliseconds?
    }

    private(set) var declarations: [String: Declaration] = [:]
    /// Declaration order, for suggestions and for the order of the requirement graph.
    private(set) var order: [String] = []
    let reader: NodeReader

    init(reader: NodeReader) {
        self.reader = reader
    }

    mutating func declare(_ id: String, as kind: Kind, at node: Node) throws(ScenarioError) {
        if let first = declarations[id] {
            let place = first.node.mark.map { " (first declared at \($0.line):\($0.column))" } ?? ""
            throw reader.error("duplicate id '\(id)'\(place)", at: node)
        }
        declarations[id] = Declaration(kind: kind, node: node)
        order.append(id)
    }

    mutating func detach(_ id: String, at time: Milliseconds) {
        declarations[id]?.detachedAt = time
    }

    func kind(of id: String) -> Kind? { declarations[id]?.kind }

    /// Checks that `id` names a live recognizer (or a view, a window) at this point of the file;
    /// `allowingDetached` accepts a recognizer that was attached once (for `expect:`).
    /// `key` names what holds the reference, for the message.
    func resolve(
        _ id: String, as expected: Kind, key: String, at node: Node, allowingDetached: Bool = false
    ) throws(ScenarioError) {
        guard let declaration = declarations[id] else {
            let candidates = order.filter { declarations[$0]?.kind.isView == expected.isView }
            let hint = Suggestion.closest(to: id, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
            throw reader.error("\(key): unknown \(expected.isView ? "view" : "recognizer") id '\(id)'\(hint)", at: node)
        }
        guard declaration.kind.isView == expected.isView else {
            throw reader.error(
                "\(key): '\(id)' is a \(declaration.kind.name), not a \(expected.isView ? "view" : "recognizer")",
                at: node)
        }
        if !allowingDetached, let time = declaration.detachedAt {
            throw reader.error("\(key): recognizer '\(id)' was detached at \(JSONText.number(time))", at: node)
        }
    }
}
