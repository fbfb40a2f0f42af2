import Foundation
import IntentKitCLI

// A thin shell: all behaviour lives in IntentKitCLI so it can be tested and reused.
exit(await IntentKitCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
