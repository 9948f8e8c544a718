import Yams

/// A YAML mapping whose keys were checked against the allowed ones, kept in file order with the
/// node of each key and value so that later errors can point at either.
struct Fields {
    struct Entry {
        var key: String
        var keyNode: Node
        var value: Node
    }

    /// The mapping itself: where "missing key" errors point.
    let node: Node
    let entries: [Entry]

    subscript(key: String) -> Node? {
        entries.first { $0.key == key }?.value
    }

    func keyNode(_ key: String) -> Node? {
        entries.first { $0.key == key }?.keyNode
    }
}
