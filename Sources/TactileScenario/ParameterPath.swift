import Yams

/// Finds the node that a `ParameterError` key names. Keys are dotted paths: a parameter's name,
/// then map keys and 0-based list indices (`script.2.when`). The walk stops at the deepest node
/// that exists, so an error about a missing nested key still points inside the right value.
enum ParameterPath {
    static func node(for path: String, in parameters: [Fields.Entry]) -> Node? {
        var components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !components.isEmpty, let top = parameters.first(where: { $0.key == components[0] }) else {
            return nil
        }
        components.removeFirst()
        var node = top.value
        for component in components {
            switch node {
            case .sequence(let sequence):
                guard let index = Int(component), sequence.indices.contains(index) else { return node }
                node = sequence[index]
            case .mapping(let mapping):
                guard let value = mapping.first(where: { $0.key.string == component })?.value else { return node }
                node = value
            default:
                return node
            }
        }
        return node
    }
}
