import Foundation
import IntentExtraction
import StringExtraction

/// The strings of each whole app's code as `check` and `localization sync` load them, loaded once per test run and
/// shared by the tests that read them (extraction against Xcode's catalogs, and sync against the reviewed changes).
enum WholeAppsCode {
    /// One app's load: computed by the first test that asks, waited for by any other that asks meanwhile.
    private final class Slot: @unchecked Sendable {
        // @unchecked: `value` is set once, under `lock`.
        let lock = NSLock()
        var value: CodeStrings?
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var slots: [String: Slot] = [:]

    /// The code strings of the app in `folder`, with default options and no configuration.
    static func load(_ folder: String) -> CodeStrings {
        let slot = lock.withLock {
            if let slot = slots[folder] { return slot }
            let slot = Slot()
            slots[folder] = slot
            return slot
        }
        return slot.lock.withLock {
            if let value = slot.value { return value }
            let value = CodeStrings.load(folder, options: ExtractionOptions(), configuration: nil)
            slot.value = value
            return value
        }
    }
}
