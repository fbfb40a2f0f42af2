import Foundation

/// Child processes of the benchmarks: this binary run again, for figures that must not share the parent's process,
/// or a tool started with its output discarded.
enum ChildProcess {
    /// Runs `Benchmarks ARGUMENTS...` and returns the lines it printed; `what` names it in errors.
    static func run(_ arguments: [String], what: String) throws -> [Substring] {
        let executable = ProcessInfo.processInfo.arguments[0]
        let output = NSTemporaryDirectory() + "intentkit-child-\(UUID().uuidString).txt"
        defer { try? FileManager.default.removeItem(atPath: output) }
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, &argv, environ)
        guard spawned == 0 else { throw BenchmarkError.peerFailed("could not start a child for \(what) (\(spawned))") }
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid, status == 0 else {
            throw BenchmarkError.peerFailed("the child for \(what) failed (status \(status))")
        }
        return ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").split(separator: "\n")
    }

    /// Starts `arguments` (the executable's path first) as a process of its own, its output and errors sent to
    /// `/dev/null`; its process identifier, or `nil` when it could not be started.
    static func spawnQuietly(_ arguments: [String]) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        return posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 ? pid : nil
    }
}
