import Foundation

/// Gives the memory a stage let go back to the system before the next stage allocates its own.
enum FreedMemory {
    /// Returns the heap freed so far to the system (glibc's `malloc_trim`; elsewhere nothing).
    ///
    /// glibc keeps what the program frees for later allocations, so the process stays as large as its largest
    /// moment, whatever its stages free in between, and each stage's allocations land where the last one's pages
    /// are still resident. Returned after the Swift stages, the pages of the trees the extractors let go no longer
    /// count while the lint parses the app's catalogs.
    static func returnToSystem() {
        #if os(Linux)
        // Swift's Glibc module does not import malloc_trim (RTLD_DEFAULT is a null handle there).
        typealias Trim = @convention(c) (Int) -> Int32
        if let trim = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") { _ = unsafeBitCast(trim, to: Trim.self)(0) }
        #endif
    }
}
