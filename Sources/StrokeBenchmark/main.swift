import Foundation
import TactileStrokes

// Accuracy benchmark of $1 and $P on the published datasets, and export of the default
// template set. See docs/strokes.md.

func standardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// Unbuffered, so that each T's line appears as soon as it is measured even through a pipe.
func standardOutput(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func format(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", value)
}

func runBenchmark(_ args: BenchmarkArguments) throws {
    let protocolRunner: UserDependentProtocol
    switch args.method {
    case .dollar1:
        let dir = args.dataset ?? DatasetLocation.defaultDollarOne
        let groups = try DatasetLocation.loadDollarOne(dir, includePilot: args.includePilot)
        protocolRunner = UserDependentProtocol(groups: groups, splits: args.splits, seed: args.seed)
    case .pointcloud:
        let dir = args.dataset ?? DatasetLocation.defaultMultistroke
        let groups = try DatasetLocation.loadMultistroke(dir, unpackedOnly: args.unpackedOnly)
        protocolRunner = UserDependentProtocol(groups: groups, splits: args.splits, seed: args.seed)
    }
    let sampleCount = protocolRunner.groups.values.reduce(0) { $0 + $1.count }
    standardError(
        "# \(args.method.rawValue): \(protocolRunner.groups.count) subject/speed groups, "
            + "\(sampleCount) samples, \(args.splits) splits, seed \(args.seed); ms = thread CPU time per recognition")
    guard sampleCount > 0 else {
        throw BenchmarkArguments.UsageError(description: "no gesture logs found")
    }
    for t in 1...args.maxTemplatesPerClass {
        let result: UserDependentProtocol.Result
        switch args.method {
        case .dollar1:
            let options = DollarOneRecognizer.Options(rotationSensitive: args.rotationSensitive)
            let preparer = DollarOneRecognizer(options: options)
            result = protocolRunner.run(
                templatesPerClass: t,
                prepare: { preparer.prepare($0.template) },
                makeRecognizer: { DollarOneRecognizer(prepared: $0, options: options) })
        case .pointcloud:
            var options = PointCloudRecognizer.Options()
            options.earlyAbandoning = args.earlyAbandoning
            options.lowerBoundPruning = args.lowerBounds
            let preparer = PointCloudRecognizer(options: options)
            result = protocolRunner.run(
                templatesPerClass: t,
                prepare: { preparer.prepare($0.template) },
                makeRecognizer: { PointCloudRecognizer(prepared: $0, options: options) })
        }
        standardOutput("T=\(t) accuracy=\(format(result.accuracy, 4)) ms=\(format(result.millisecondsPerRecognition, 3))")
    }
}

func exportDefaults(to path: String, _ args: BenchmarkArguments) throws {
    let dir = args.dataset ?? DatasetLocation.defaultDollarOne
    // The pilot is a subject like any other for choosing examples.
    let groups = try DatasetLocation.loadDollarOne(dir, includePilot: true)
    guard let choice = DefaultTemplateExport(groups: groups).best() else {
        throw BenchmarkArguments.UsageError(description: "no subject has all default gestures at medium speed")
    }
    try choice.templates.jsonData().write(to: URL(fileURLWithPath: path))
    standardError(
        "wrote \(choice.templates.templates.count) templates from \(choice.subject)/medium to \(path); "
            + "they recognize \(format(choice.accuracy * 100, 2))% of the other subjects' "
            + "\(choice.tested) samples of these gestures")
}

do {
    let args = try BenchmarkArguments(Array(CommandLine.arguments.dropFirst()))
    if let path = args.exportDefaults {
        try exportDefaults(to: path, args)
    } else {
        try runBenchmark(args)
    }
} catch {
    standardError("\(error)")
    exit(2)
}
