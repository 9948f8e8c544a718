import Yams

/// An id named somewhere in the file (a requireToFail entry, a selector, an onlyFromViews entry),
/// kept with its node until every id it could name is declared, then checked.
struct Reference {
    var id: String
    var kind: IdSpace.Kind
    /// The key that holds the reference, for the message.
    var key: String
    var node: Node
}

/// A static `requireToFail` edge: `recognizer` requires `required` to fail.
struct RequirementEdge {
    var recognizer: String
    var required: String
    var node: Node
}
