import BenchmarkSupport
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of a command and of everything it started: the wall clock, the processor time
/// of it and its children (split between user space and the kernel, with the pages
/// faulted in), and their memory, sampled while they ran.
struct CommandRun {
    var times: Times
    var kernelShare: KernelShare
    /// The peak resident set (`VmHWM`) of the largest process among the command and its
    /// children.
    var peakBytes: Int
    /// The largest sum of the resident sets of the command and its children in one sample.
    var peakTotalBytes: Int

    /// Runs `executable` with `arguments` (output discarded unless it fails) and waits
    /// for it with `wait4`, whose resource usage covers the children it waited for; its
    /// memory is sampled by ``ProcessTreeMemory``.
    ///
    /// - Throws: ``BenchmarkError`` when it cannot start or does not exit with status 0.
    static func run(_ executable: String, _ arguments: [String]) throws -> CommandRun {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        var pid = pid_t()
        var status: Int32 = 0
        var usage = rusage()
        let start = ContinuousClock.now
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchmarkError("could not run \(executable): \(String(cString: strerror(spawned)))") }
        let memory = ProcessTreeMemory(root: pid)
        // Waits without reaping, so that the last sample still finds the command's `/proc`.
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == -1 && errno == EINTR {}
        let wallClock = ContinuousClock.now - start
        memory.stop()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        guard status == 0 else {
            throw BenchmarkError("\(executable) \(arguments.joined(separator: " ")) failed (wait status \(status))")
        }
        let processor =
            Duration.seconds(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + .microseconds(Int64(usage.ru_utime.tv_usec) + Int64(usage.ru_stime.tv_usec))
        return CommandRun(
            times: Times(wallClock: wallClock, processor: processor), kernelShare: KernelShare(usage), peakBytes: memory.largestProcessBytes,
            peakTotalBytes: memory.largestTotalBytes)
    }
}

/// The system's load average over the last minute, `1.23`, or `n/a` where unknown.
func loadAverage() -> String {
    var loads = [Double](repeating: 0, count: 3)
    guard getloadavg(&loads, 3) > 0 else { return "n/a" }
    return String(format: "%.2f", loads[0])
}
