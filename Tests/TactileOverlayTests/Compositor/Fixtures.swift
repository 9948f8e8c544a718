import Foundation
import TactileTestSupport

extension Tools {
    /// A fixture file of the overlay tests.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(name)").path
    }
}
