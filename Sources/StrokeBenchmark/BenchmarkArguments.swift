/// Command-line flags. Hand-parsed: the benchmark needs a handful of flags and no dependency.
struct BenchmarkArguments {
    enum Method: String {
        case dollar1, pointcloud
    }

    var method = Method.dollar1
    /// Dataset directory; defaults to the shared data checked out beside the repository.
    var dataset: String?
    var splits = 100
    var seed: UInt64 = 1
    var maxTemplatesPerClass = 5
    var rotationSensitive = false
    var earlyAbandoning = true
    var lowerBounds = true
    var includePilot = false
    var unpackedOnly = false
    var exportDefaults: String?

    static let usage = """
        usage: tactile-stroke-benchmark [--method dollar1|pointcloud] [--dataset DIR]
                                        [--splits N] [--seed S] [--max-t T]
                                        [--rotation-sensitive] [--no-early-abandoning] [--no-lower-bounds]
                                        [--include-pilot] [--unpacked-only]
               tactile-stroke-benchmark --export-defaults FILE [--dataset DIR]

          --method              dollar1 ($1 on dollar1-unistroke) or pointcloud ($P on mmg-multistroke)
          --dataset DIR         default ../shared/data/dollar1-unistroke or ../shared/data/mmg-multistroke
          --splits N            random template/candidate splits per subject and speed (default 100)
          --seed S              seed of the split generator (default 1)
          --max-t T             test T = 1...T templates per class (default 5)
          --rotation-sensitive  $1 without rotation normalisation
          --no-early-abandoning $P without $Q's early abandoning (same accuracy, slower)
          --no-lower-bounds     $P without $Q's lower-bound pruning (same accuracy, slower)
          --include-pilot       also test $1's pilot subject s01
          --unpacked-only       MMG: use the 3 unpacked subjects, not the full .tar.xz
          --export-defaults F   write the product's default template set as JSON to F
        """

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let v = rest.popFirst() else { throw UsageError(description: "\(flag) needs a value") }
            return v
        }
        func number<N: LosslessStringConvertible>(_ flag: String) throws -> N {
            let text = try value(flag)
            guard let n = N(text) else { throw UsageError(description: "\(flag): not a number: \(text)") }
            return n
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--method":
                let name = try value(flag)
                guard let m = Method(rawValue: name) else {
                    throw UsageError(description: "unknown method \(name)")
                }
                method = m
            case "--dataset": dataset = try value(flag)
            case "--splits": splits = try number(flag)
            case "--seed": seed = try number(flag)
            case "--max-t": maxTemplatesPerClass = try number(flag)
            case "--rotation-sensitive": rotationSensitive = true
            case "--no-early-abandoning": earlyAbandoning = false
            case "--no-lower-bounds": lowerBounds = false
            case "--include-pilot": includePilot = true
            case "--unpacked-only": unpackedOnly = true
            case "--export-defaults": exportDefaults = try value(flag)
            case "-h", "--help": throw UsageError(description: Self.usage)
            default: throw UsageError(description: "unknown flag \(flag)\n\(Self.usage)")
            }
        }
        guard splits > 0, maxTemplatesPerClass > 0 else {
            throw UsageError(description: "--splits and --max-t must be positive")
        }
    }
}
