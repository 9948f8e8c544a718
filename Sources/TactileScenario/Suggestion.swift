/// The "did you mean" of error messages: the candidate closest to a misspelt word, when one is
/// close enough that the suggestion helps rather than distracts.
public enum Suggestion {
    /// The closest candidate within a small edit distance (case differences count as one edit in
    /// total), or nil.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        // A third of the word's length: `frmae` → `frame`, `Tap3` → `Tap1`, but nothing for
        // one- or two-letter words, where any other short word would be "close".
        let limit = word.count / 3
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = candidate.lowercased() == word.lowercased()
                ? 1 : editDistance(Array(word.unicodeScalars), Array(candidate.unicodeScalars))
            if distance <= limit, distance < best?.distance ?? .max {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Levenshtein distance, with a transposition counting as one edit (`frmae` is one away).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
