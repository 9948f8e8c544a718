import Foundation
import TactileTestSupport

/// The windows in sway's tree (`swaymsg -t get_tree`): which client each is, where, and whether
/// it has the focus.
struct SwayWindow {
    var pid: Int32
    var x: Int, y: Int, width: Int, height: Int
    var isFocused: Bool

    var center: (x: Int, y: Int) { (x + width / 2, y + height / 2) }

    static func all(in sway: HeadlessSway) throws -> [SwayWindow] {
        let json = try sway.swaymsg(["-t", "get_tree"])
        guard let tree = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw HarnessError("get_tree did not answer a JSON object")
        }
        var windows: [SwayWindow] = []
        func visit(_ node: [String: Any]) {
            if let pid = (node["pid"] as? NSNumber)?.int32Value, let rect = node["rect"] as? [String: Any] {
                func number(_ key: String) -> Int { (rect[key] as? NSNumber)?.intValue ?? 0 }
                windows.append(SwayWindow(pid: pid, x: number("x"), y: number("y"), width: number("width"),
                                          height: number("height"), isFocused: node["focused"] as? Bool ?? false))
            }
            for key in ["nodes", "floating_nodes"] {
                for child in node[key] as? [[String: Any]] ?? [] { visit(child) }
            }
        }
        visit(tree)
        return windows
    }
}
