import Diagnostics
import IntentExtraction

/// The files of a project folder, as `intentkit check` looks for them (build folders skipped).
struct ProjectFiles {
    /// Every file under the folder (or the file itself), sorted; empty when it does not exist.
    let all: [String]

    init(_ path: String) {
        all = FileIO.expand([path]) { _ in true }.files
    }

    /// The files whose names end with `suffix`.
    func named(suffix: String) -> [String] {
        all.filter { $0.hasSuffix(suffix) }
    }
}
