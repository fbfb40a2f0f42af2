import Foundation
import IntentKitCLI
#if canImport(Glibc)
import Glibc

// glibc grows each thread's heap a few pages at a time, one `mprotect` call each: asking it to grow by 32 MB at a time
// (address space only; a page costs memory when it is first written) took a fifth of a check's system time away.
// `mallopt` is declared in <malloc.h>, which Swift's Glibc module leaves out; it is looked up by name.
if let mallopt = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
    let M_TOP_PAD: Int32 = -2
    _ = unsafeBitCast(mallopt, to: (@convention(c) (Int32, Int32) -> Int32).self)(M_TOP_PAD, 32 << 20)
}
#endif

// A thin shell: all behaviour lives in IntentKitCLI so it can be tested and reused.
exit(await IntentKitCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
