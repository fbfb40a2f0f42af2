// Runs the `intentkit` command in this process, with arguments, as the `intentkit` executable does.
import Foundation
import IntentKitCLI

// The arguments after the program's name. The command prints to this process's standard output and error, and
// returns the exit status: 0 clean, 1 with errors, 2 when it could not run. (`--no-cache`: keep no results in the
// example's folder.)
let clean = await IntentKitCommand.run(arguments: ["check", "Examples/SoupChef", "--no-cache"])

// Any subcommand, with its options: here the findings of an example with errors, as JSON.
let withErrors = await IntentKitCommand.run(arguments: ["check", "Examples/StreaksWidgets", "--no-cache", "--format", "json"])

// A command that writes a file: the metadata document of an example's App Intents.
let document = NSTemporaryDirectory() + "TransitWidget-metadata.json"
let written = await IntentKitCommand.run(arguments: ["extract", "Examples/TransitWidget/Sources", "-o", document])

// A usage error prints the usage and returns 2, as the executable exits.
let misused = await IntentKitCommand.run(arguments: ["check", "Examples/SoupChef", "--no-such-option"])

// snippet.hide
precondition(clean == 0, "SoupChef is clean")
precondition(withErrors == 1, "StreaksWidgets has errors")
precondition(written == 0 && FileManager.default.fileExists(atPath: document))
precondition(misused == 2)
let version = await IntentKitCommand.run(arguments: ["--version"])
precondition(version == 0)
try? FileManager.default.removeItem(atPath: document)
