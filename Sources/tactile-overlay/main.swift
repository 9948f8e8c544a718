import Foundation
import TactileOverlay

// Exit codes: 0 done, 1 runtime failure (no compositor, lost connection), 2 bad arguments.
let commandLine: OverlayCommandLine
do {
    commandLine = try OverlayCommandLine(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    writeToStandardError("\(error)")
    exit(2)
}
do {
    let session = try OverlaySession(options: try commandLine.sessionOptions())
    writeToStandardError("tactile-overlay: showing on a \(session.usesLayerShell ? "layer-shell overlay surface" : "xdg_toplevel window")")
    try session.run()
} catch {
    writeToStandardError("tactile-overlay: \(error)")
    exit(1)
}
