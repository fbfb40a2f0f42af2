import Foundation

/// A file's identity and the times of its last changes, as `stat` gives them: what says a file did not change
/// without reading it, as git's index and build systems tell.
///
/// The stamp is the file's device, inode and size, and the times of its last change of content and of state. No one
/// can set the second back: a file edited, replaced or made anew has another stamp, unless it changed within the same
/// tick of the file system's clock as the stamp was taken. A stamp is trusted only when it is ``settled(before:)``:
/// both times lie before the run began by more than such a tick (git's "racily clean" entries, which it hashes again).
struct FileStamp: Sendable, Equatable {
    /// The stamp's fields in a stable spelling, for keys: device, inode, size, the two times in seconds and nanoseconds.
    let bytes: [UInt8]
    /// The later of the two times, in nanoseconds since 1970.
    private let latest: Int64
    /// Whether both times are whole seconds: a file system that keeps no finer time (HFS+, FAT, some network ones).
    private let wholeSeconds: Bool

    /// The stamp of the file at `path` (links followed), or `nil` when it cannot be had.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    private init(_ info: stat) {
        #if canImport(Darwin)
        let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (modified, changed) = (info.st_mtim, info.st_ctim)
        #endif
        let fields: [Int64] = [
            Int64(info.st_dev), Int64(info.st_ino), Int64(info.st_size),
            Int64(modified.tv_sec), Int64(modified.tv_nsec), Int64(changed.tv_sec), Int64(changed.tv_nsec),
        ]
        bytes = fields.flatMap { value in withUnsafeBytes(of: value.littleEndian, Array.init) }
        latest = max(Self.nanoseconds(modified), Self.nanoseconds(changed))
        wholeSeconds = modified.tv_nsec == 0 && changed.tv_nsec == 0
    }

    /// The time now, in nanoseconds since 1970: what a run's stamps are compared with (``settled(before:)``).
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return nanoseconds(time)
    }

    /// Whether the file's last change lies before `start` by more than a tick of its file system's clock, so any later
    /// change gives it another stamp.
    ///
    /// Where a file system keeps nanoseconds, the time it stamps is at most 10 ms old (Linux stamps a file with the
    /// time of the clock's last tick, at least 100 a second); the margin is twice that. Where it keeps whole seconds
    /// (HFS+, FAT's two-second steps), the margin is 2 s. A file changed within the margin may change again and keep
    /// its stamp, so its stamp is not trusted: its content is read and hashed. The clocks of network file systems are
    /// taken to be in step with the machine's.
    func settled(before start: Int64) -> Bool {
        latest < start - (wholeSeconds ? 2_000_000_000 : 20_000_000)
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
