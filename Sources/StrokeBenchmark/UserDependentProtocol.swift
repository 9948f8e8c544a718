#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TactileStrokes

/// The user-dependent accuracy test of the $1 and $P papers: within one subject at one speed,
/// pick T random examples of every gesture class as templates and one further random example
/// of every class as the candidate; count correct recognitions; repeat over many random splits
/// and over all subject/speed groups.
struct UserDependentProtocol {
    struct Result {
        var templatesPerClass: Int
        var correct: Int
        var trials: Int
        var nanoseconds: Int64
        var accuracy: Double { trials == 0 ? 0 : Double(correct) / Double(trials) }
        var millisecondsPerRecognition: Double {
            trials == 0 ? 0 : Double(nanoseconds) / Double(trials) / 1e6
        }
    }

    /// Samples of one subject at one speed, keyed by group name (e.g. `s02/medium`).
    var groups: [String: [GestureSample]]
    var splits: Int
    var seed: UInt64

    /// Runs the protocol for one T. `prepare` normalises a sample into a template once per
    /// sample (not per split); `makeRecognizer` builds a recognizer from prepared templates.
    /// Timing covers `recognize` only (normalising the candidate and matching it against every
    /// template), as thread CPU time.
    func run<Prepared, Recognizer: StrokeRecognizer>(
        templatesPerClass t: Int,
        prepare: (GestureSample) -> Prepared,
        makeRecognizer: ([Prepared]) -> Recognizer
    ) -> Result {
        var result = Result(templatesPerClass: t, correct: 0, trials: 0, nanoseconds: 0)
        // One generator per T so that each T's line is reproducible on its own.
        var rng = SeededGenerator(seed: seed &+ UInt64(t) &* 0x1000_0000_01B3)
        for groupName in groups.keys.sorted() {
            let samples = groups[groupName]!
            let prepared = samples.map(prepare)
            var byClass: [String: [Int]] = [:]
            for (index, sample) in samples.enumerated() {
                byClass[sample.name, default: []].append(index)
            }
            // A class with too few examples for T templates plus a candidate cannot be tested.
            let classes = byClass.keys.sorted().filter { byClass[$0]!.count > t }
            for _ in 0..<splits {
                var templates: [Prepared] = []
                var candidates: [GestureSample] = []
                for name in classes {
                    let members = byClass[name]!
                    let draw = rng.distinctIndices(t + 1, from: members.count)
                    templates += draw.dropLast().map { prepared[members[$0]] }
                    candidates.append(samples[members[draw.last!]])
                }
                let recognizer = makeRecognizer(templates)
                // CPU time of this thread, not wall time: the benchmark shares its cores with
                // other jobs, and time spent descheduled is not the recognizer's cost. One clock
                // read per split keeps the clock's own cost out of the per-call figure.
                let before = threadCPUNanoseconds()
                let matches = candidates.map { recognizer.recognize($0.strokes) }
                result.nanoseconds += threadCPUNanoseconds() - before
                for (candidate, match) in zip(candidates, matches) {
                    result.trials += 1
                    if match?.name == candidate.name { result.correct += 1 }
                }
            }
        }
        return result
    }
}

/// CPU time consumed by the calling thread so far.
func threadCPUNanoseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
}
