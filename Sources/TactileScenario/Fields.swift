import Yams

/// A YAML mapping whose keys were checked against the allowed ones, kept in file order with the
/// node of each key and value so that later errors can point at either.
public struct Fields {
    public struct Entry {
        public var key: String
        public var keyNode: Node
        public var value: Node
    }

    /// The mapping itself: where "missing key" errors point.
    public let node: Node
    public let entries: [Entry]

    public subscript(key: String) -> Node? {
        entries.first { $0.key == key }?.value
    }

    public func keyNode(_ key: String) -> Node? {
        entries.first { $0.key == key }?.keyNode
    }
}
