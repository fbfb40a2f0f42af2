import ArgumentParser
import Diagnostics
import Foundation

/// How much and where a command may read (`InputPolicy`): shared by every command that reads files.
///
/// The policy itself is installed by ``IntentKitCommand/run(arguments:)`` before the command parses, with the
/// files and folders named on the command line as its roots; these options change it once parsed.
struct InputOptions: ParsableArguments {
    @Flag(help: "Read files that links and project references lead to outside the checked folders (for a tree you trust); by default they are reported and not read.")
    var readOutsideRoot = false

    @Option(help: ArgumentHelp("The largest file read, of any kind (such as 512M or 2G); by default each kind has its own limit (Swift 16M, catalogs 256M, others 64M).", valueName: "size"))
    var maxFileSize: ByteCount?

    mutating func validate() throws {
        var policy = InputPolicy.current
        policy.readsOutsideRoots = readOutsideRoot
        if let maxFileSize { policy.sizeLimitOverride = maxFileSize.bytes }
        InputPolicy.current = policy
    }

    /// The policy of a command line: its arguments that name existing files or folders are the roots (IntentKit's own
    /// catalogs, which its summary line is worded from, are added when they are first read: `LocalizedSummary`).
    static func policy(for arguments: [String]) -> InputPolicy {
        var paths: [String] = []
        var missing: [String] = []
        // `check`'s cache folder is written, not read as an input (its entries are read under the cache's own policy):
        // were it a root once made, the policy, and with it every key of a file known by its stamp, would change
        // between a check's first run and its second.
        let cacheFolders = Set(zip(arguments, arguments.indices.dropFirst()).filter { $0.0 == "--cache" }.map(\.1))
        for (index, argument) in arguments.enumerated() where !argument.hasPrefix("-") && !argument.isEmpty && !cacheFolders.contains(index) {
            if FileManager.default.fileExists(atPath: argument) || InputPolicy.isLink(argument) { paths.append(argument) } else { missing.append(argument) }
        }
        var policy = InputPolicy.checking(paths)
        // A named path that does not exist is not a root, but reading it is the command's own failure (status 2).
        policy.namedPaths.formUnion(missing.map(InputPolicy.absolute))
        return policy
    }
}

/// A number of bytes written with an optional unit: `1048576`, `500K`, `64M`, `2G`.
struct ByteCount: ExpressibleByArgument, Equatable {
    let bytes: Int

    init?(argument: String) {
        let text = argument.uppercased().replacingOccurrences(of: "B", with: "")
        let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        if let unit = text.last.flatMap({ units[$0] }) {
            guard let value = Int(text.dropLast()), value > 0, value <= Int.max / unit else { return nil }
            bytes = value * unit
        } else {
            guard let value = Int(text), value > 0 else { return nil }
            bytes = value
        }
    }
}
