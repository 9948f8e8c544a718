/// SplitMix64: a tiny, well-mixed generator whose sequence depends only on the seed, so that a
/// benchmark run can be repeated exactly (the system generator cannot be seeded).
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `count` distinct indices from `0..<population`, in random order (a partial Fisher–Yates
    /// shuffle written out here so the draw does not depend on the standard library's shuffle).
    mutating func distinctIndices(_ count: Int, from population: Int) -> [Int] {
        precondition(count <= population)
        var pool = Array(0..<population)
        for i in 0..<count {
            let j = i + Int(next() % UInt64(population - i))
            pool.swapAt(i, j)
        }
        return Array(pool[0..<count])
    }
}
