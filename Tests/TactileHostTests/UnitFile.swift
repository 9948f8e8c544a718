import Foundation

/// Just enough of systemd's unit file syntax (systemd.syntax(7), systemd.service(5)) to run a
/// service's ExecStart= the way systemd would: sections and keys, comments, line continuations,
/// the specifiers a user unit uses, Environment= assignments and the command line's quoting.
struct UnitFile {
    /// Section → key → values in file order (a key may repeat, e.g. Environment=).
    private(set) var sections: [String: [String: [String]]] = [:]

    init(text: String) {
        var section = ""
        var pending = ""
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = pending + raw.trimmingCharacters(in: .whitespaces)
            pending = ""
            if line.hasPrefix("#") || line.hasPrefix(";") || line.isEmpty { continue }
            if line.hasSuffix("\\") {
                line.removeLast()
                pending = line + " "
                continue
            }
            if line.hasPrefix("["), line.hasSuffix("]") {
                section = String(line.dropFirst().dropLast())
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            sections[section, default: [:]][key, default: []].append(value)
        }
    }

    func values(_ section: String, _ key: String) -> [String] { sections[section]?[key] ?? [] }

    /// What a user manager substitutes: %h home, %t runtime directory, %% a percent sign.
    /// Any other specifier is an error, so that a unit edited to use one fails the test loudly
    /// rather than running something systemd would not.
    static func substituteSpecifiers(_ text: String, home: String, runtimeDirectory: String) throws -> String {
        var out = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "%" else { out.append(character); continue }
            switch iterator.next() {
            case "h": out += home
            case "t": out += runtimeDirectory
            case "%": out += "%"
            case let other: throw UnitError("unsupported specifier %\(other.map(String.init) ?? "") in '\(text)'")
            }
        }
        return out
    }

    /// Splits a command line or an Environment= value into words: whitespace separates, double
    /// and single quotes group, a backslash escapes the next character.
    static func words(_ text: String) throws -> [String] {
        var words: [String] = []
        var current: String?
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped { current = (current ?? "") + String(character); escaped = false; continue }
            if character == "\\" { escaped = true; continue }
            if let open = quote {
                if character == open { quote = nil } else { current = (current ?? "") + String(character) }
                continue
            }
            if character == "\"" || character == "'" { quote = character; current = current ?? ""; continue }
            if character.isWhitespace {
                if let word = current { words.append(word) }
                current = nil
            } else {
                current = (current ?? "") + String(character)
            }
        }
        guard quote == nil, !escaped else { throw UnitError("unterminated quote or escape in '\(text)'") }
        if let word = current { words.append(word) }
        return words
    }

    /// `${NAME}` and `$NAME` in a command's words, from the unit's environment (systemd expands
    /// only those, never the manager's own environment variables).
    static func expandVariables(_ word: String, _ environment: [String: String]) -> String {
        var result = word
        for (name, value) in environment.sorted(by: { $0.key.count > $1.key.count }) {
            result = result.replacingOccurrences(of: "${\(name)}", with: value).replacingOccurrences(of: "$\(name)", with: value)
        }
        return result
    }
}

struct UnitError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
