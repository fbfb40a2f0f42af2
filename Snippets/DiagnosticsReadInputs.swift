// Reads files and walks folders the way IntentKit's commands do: every problem is a diagnostic, and a policy keeps
// reads inside the folders a command was given.
// snippet.hide
import Foundation
// snippet.show
import Diagnostics

// snippet.read
// A library reads any regular file: the process's policy is `InputPolicy.unrestricted` until a command sets one.
switch FileIO.read("Examples/SoupChef/metadata.json") {
case .success(let bytes):
    print("read \(bytes.count) bytes")
case .failure(let error):
    print(error.diagnostic)
}

// A file that cannot be read is an `io.unreadable-file` error at its path.
let missing = FileIO.read("Examples/SoupChef/missing.json")
// snippet.end

// snippet.walk
// A folder is walked recursively (`.git`, `.build` and the other skipped folders left out); `include` sees each
// file's path relative to the folder.
let walked = FileIO.expand(["Examples/SoupChef"], skipping: ["Legacy", "Migrated"]) { relative in
    relative.hasSuffix(".json") || relative.hasSuffix(".xcstrings")
}
print(walked.files)
// snippet.end

// snippet.policy
// A command's policy: only what is under the paths it was given, each kind of file within its size limit.
let policy = InputPolicy.checking(["Examples/SoupChef"])
let outside = FileIO.read("Examples/Journal/metadata.json", policy: policy)
// snippet.end

// snippet.hide
let output = FileManager.default.temporaryDirectory
    .appendingPathComponent("DiagnosticsReadInputs-\(ProcessInfo.processInfo.processIdentifier).txt").path
defer { try? FileManager.default.removeItem(atPath: output) }
// snippet.show

// snippet.write
// Outputs are written to a temporary file beside the destination and renamed over it, so a failed run never
// leaves half a file; a failure throws a `DiagnosticError` with an `io.unwritable-file` diagnostic.
do {
    try FileIO.writeAtomically("1 error, 1 warning in 1 file\n", to: output)
} catch {
    print(error.diagnostic)
}
// snippet.end

// snippet.hide
guard case .success(let written) = FileIO.read(output), String(decoding: written, as: UTF8.self) == "1 error, 1 warning in 1 file\n" else {
    preconditionFailure("the output is not written")
}
do {
    try FileIO.writeAtomically("x", to: "/nonexistent-folder/out.txt")
    preconditionFailure("a write into a missing folder succeeds")
} catch {
    precondition(error.diagnostic.id == FileIO.unwritableFile.id)
}
guard case .success(let bytes) = FileIO.read("Examples/SoupChef/metadata.json"), bytes.count > 0 else {
    preconditionFailure("the example document is not read")
}
guard case .failure(let notFound) = missing else { preconditionFailure("a missing file is read") }
precondition(notFound.diagnostic.id == FileIO.unreadableFile.id && notFound.diagnostic.severity == .error)
precondition(notFound.diagnostic.location == SourceLocation(file: "Examples/SoupChef/missing.json"))
precondition(walked.missing.isEmpty)
precondition(walked.files == ["Examples/SoupChef/Localizable.xcstrings", "Examples/SoupChef/metadata.json"], "\(walked.files)")
guard case .failure(let refused) = outside else { preconditionFailure("a file outside the policy's roots is read") }
precondition(refused.diagnostic.id == InputPolicy.outsideRoot.id && refused.diagnostic.severity == .warning, "\(refused)")
guard case .success = FileIO.read("Examples/SoupChef/metadata.json", policy: policy) else {
    preconditionFailure("a file under the policy's root is refused")
}
precondition(policy.sizeLimit(forFileNamed: "Localizable.xcstrings") == 256 << 20)
precondition(InputPolicy.unrestricted.sizeLimit(forFileNamed: "Localizable.xcstrings") == nil)
