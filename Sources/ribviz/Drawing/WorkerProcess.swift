import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One drawing worker: a child process running `ribviz drawing-worker`, whose standard
/// input and output are one end of a socket pair held by this process.
///
/// The worker reads its ``WorkerTask`` from the socket, then keeps reading it: when this
/// process ends, however it ends, the kernel closes its end and the worker stops at
/// once, so a worker never outlives the command that started it.
final class WorkerProcess {
    /// The worker's process id.
    let pid: pid_t
    /// This process's end of the socket.
    private var socket: Int32
    /// Bytes read that do not yet make a whole line.
    private var pending: [UInt8] = []
    private var status: Int32?

    /// Starts `executable drawing-worker` and sends it `task`.
    ///
    /// - Throws: A message saying why the worker could not be started.
    init(executable: String, task: WorkerTask) throws(CommandFailure) {
        var ends: [Int32] = [-1, -1]
        #if canImport(Glibc)
            let made = socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends)
        #else
            let made = socketpair(AF_UNIX, SOCK_STREAM, 0, &ends)
        #endif
        guard made == 0 else { throw Self.cannotStart(String(cString: strerror(errno))) }
        #if !canImport(Glibc)
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            var one: Int32 = 1
            _ = setsockopt(ends[0], SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        defer { close(ends[1]) }
        socket = ends[0]

        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO)
        let words: [String] = [executable, DrawingWorkerCommand.name]
        let arguments = words.map { strdup($0) } + [nil]
        defer { for argument in arguments { free(argument) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, arguments, environ)
        guard spawned == 0 else {
            close(socket)
            throw Self.cannotStart(String(cString: strerror(spawned)))
        }
        self.pid = pid
        var line = (try? JSONEncoder().encode(task)) ?? Data()
        line.append(UInt8(ascii: "\n"))
        // A worker that died before reading it is found when its reports end.
        _ = Self.send(line, to: socket)
    }

    deinit {
        stop()
    }

    /// This process's end of the socket, to wait on with `poll`.
    var descriptor: Int32 { socket }

    /// Reads what the worker has said since the last call: its complete reports, and
    /// whether it has closed its end (it exited, or was killed).
    func readReports() -> (reports: [WorkerReport], ended: Bool) {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = chunk.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { return ([], false) }
        guard count > 0 else { return ([], true) }
        pending += chunk[0..<count]
        var reports: [WorkerReport] = []
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = Data(pending[..<newline])
            pending.removeSubrange(...newline)
            // A line that is no report is the worker's failure too: it is not our worker.
            reports.append(
                (try? JSONDecoder().decode(WorkerReport.self, from: line))
                    ?? .failed(message: "a drawing worker said something unexpected", exitCode: 70))
        }
        return (reports, false)
    }

    /// Waits for the worker to exit and returns its `waitpid` status.
    func wait() -> Int32 {
        if let status { return status }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        self.status = status
        close(socket)
        socket = -1
        return status
    }

    /// Kills the worker, if it still runs, and waits for it.
    func stop() {
        guard status == nil else { return }
        kill(pid, SIGKILL)
        _ = wait()
    }

    /// How a worker that exited with `status` ended, in words: `nil` when it exited
    /// normally with status 0.
    static func ending(_ status: Int32) -> String? {
        // WIFEXITED, WEXITSTATUS and WTERMSIG, which Swift does not import.
        let signal = status & 0x7f
        if signal == 0 {
            let code = (status >> 8) & 0xff
            return code == 0 ? nil : "exited with status \(code)"
        }
        let name = strsignal(signal).map { String(cString: $0) } ?? "signal \(signal)"
        return "was stopped by signal \(signal) (\(name))"
    }

    /// Writes all of `data` to `socket`, never raising `SIGPIPE`; whether it all went.
    private static func send(_ data: Data, to socket: Int32) -> Bool {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                #if canImport(Glibc)
                    let sent = Glibc.send(socket, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                #else
                    let sent = Darwin.send(socket, bytes.baseAddress! + offset, bytes.count - offset, 0)
                #endif
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    private static func cannotStart(_ reason: String) -> CommandFailure {
        .graphviz("cannot start a drawing process: \(reason). Draw in this process with --jobs 1.")
    }
}
