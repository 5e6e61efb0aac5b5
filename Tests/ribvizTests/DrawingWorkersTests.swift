import Foundation
import RibvizTestSupport
import Testing
#if canImport(Glibc)
    import Glibc
#endif

@Suite("render --every-state draws in worker processes")
struct DrawingWorkersTests {
    @Test("workers draw the same files, byte for byte and in the same order, as ribviz's own process", arguments: ["compact", "stable"])
    func sameAsInProcess(layout: String) async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = try await RibvizRunner.run(["demo", "-o", "."], in: folder)
        try #require(demo.exitCode == 0, "\(demo.standardError)")
        let arguments = ["render", "tabbed-app.trace.json", "--every-state", "--layout", layout, "-f", "svg", "-f", "dot"]
        let alone = try await RibvizRunner.run(arguments + ["--jobs", "1", "-o", "alone"], in: folder)
        // Three pictures per worker: many workers, each starting mid-session.
        let workers = try await RibvizRunner.run(arguments + ["-o", "workers"], in: folder, environment: ["RIBVIZ_JOBS": "2", "RIBVIZ_PICTURES_PER_WORKER": "3"])
        #expect(alone.exitCode == 0, "\(alone.standardError)")
        #expect(workers.exitCode == 0, "\(workers.standardError)")
        let drawnAlone = try GeneratedFolders.files(in: folder.appendingPathComponent("alone"))
        let drawnByWorkers = try GeneratedFolders.files(in: folder.appendingPathComponent("workers"))
        #expect(drawnAlone.count > 20)
        #expect(drawnByWorkers.keys.sorted() == drawnAlone.keys.sorted())
        for (file, data) in drawnAlone {
            #expect(drawnByWorkers[file] == data, "\(file) differs")
        }
        // The files are listed in the same order: trace order, each state's formats together.
        #expect(workers.standardOutput.split(separator: "\n").dropFirst() == alone.standardOutput.split(separator: "\n").dropFirst())
    }

    @Test(
        "a bad number of processes says what to give",
        arguments: [
            (["--jobs", "0"], [String: String](), "--jobs 0 draws nothing; give 1 or more"),
            ([], ["RIBVIZ_JOBS": "two"], "RIBVIZ_JOBS is 'two': give the number of processes to draw in, 1 or more"),
            ([], ["RIBVIZ_JOBS": "2", "RIBVIZ_PICTURES_PER_WORKER": "0"], "RIBVIZ_PICTURES_PER_WORKER is '0': give how many pictures"),
        ])
    func badJobs(options: [String], environment: [String: String], message: String) async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = try await RibvizRunner.run(["demo", "-o", "."], in: folder)
        try #require(demo.exitCode == 0, "\(demo.standardError)")
        let result = try await RibvizRunner.run(["render", "tictactoe.trace.json", "--every-state"] + options, in: folder, environment: environment)
        #expect(result.exitCode == 64)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("ribviz-output").path))
    }

    @Test("the worker command is hidden and refuses to be run by hand")
    func hiddenWorker() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let help = try await RibvizRunner.run(["--help"], in: folder)
        #expect(!help.standardOutput.contains("drawing-worker"))
        let mistyped = try await RibvizRunner.run(["drawing-wroker"], in: folder)
        #expect(!mistyped.standardError.contains("drawing-worker"), "\(mistyped.standardError)")
        let byHand = try await RibvizRunner.run(["drawing-worker"], in: folder)
        #expect(byHand.exitCode == 64)
        #expect(byHand.standardError.contains("drawing-worker is started by ribviz render"), "\(byHand.standardError)")
    }

    #if os(Linux)
        @Test("a worker that crashes is a clear error naming the state it drew, and nothing is written")
        func workerCrash() async throws {
            let folder = try RibvizRunner.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let render = try Self.startLongRender(in: folder)
            let errors = Pipe()
            render.standardError = errors
            try render.run()
            let worker = try await Self.firstChild(of: render.processIdentifier, drawingInto: folder) { kill($0, SIGSEGV) }
            try #require(worker != nil)
            let message = await onOwnThread {
                let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                render.waitUntilExit()
                return message
            }
            #expect(render.terminationStatus == 69)
            #expect(message.contains("ribviz: error: wide.json: the process drawing the tree right after event "), "\(message)")
            #expect(message.contains("was stopped by signal 11"), "\(message)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("ribviz-output").path))
            #expect(Self.children(of: render.processIdentifier).isEmpty)
        }

        @Test("killing render stops its workers at once: none is left behind")
        func noOrphans() async throws {
            let folder = try RibvizRunner.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let render = try Self.startLongRender(in: folder)
            render.standardError = FileHandle.nullDevice
            try render.run()
            let pid = render.processIdentifier
            let worker = try #require(try await Self.firstChild(of: pid, drawingInto: folder) { _ in kill(pid, SIGKILL) })
            await onOwnThread { render.waitUntilExit() }
            let orphaned = try await !processEnds(worker, within: .seconds(10))
            if orphaned { kill(worker, SIGKILL) }
            #expect(!orphaned, "worker \(worker) outlived render")
        }

        /// `ribviz render --every-state` of a wide session, which takes minutes: each of its
        /// 400 states adds a RIB to a picture of up to 400.
        private static func startLongRender(in folder: URL) throws -> Process {
            try wideTrace(count: 400).write(to: folder.appendingPathComponent("wide.json"), atomically: true, encoding: .utf8)
            let process = Process()
            guard let executable = RibvizRunner.executable else { throw RibvizRunner.RunnerError.binaryNotFound }
            process.executableURL = executable
            process.arguments = ["render", "wide.json", "--every-state", "--no-timeline", "--jobs", "2", "-q"]
            process.currentDirectoryURL = folder
            process.standardOutput = FileHandle.nullDevice
            // Swift's backtracer catches SIGSEGV and, for one sent by kill() rather than by a
            // fault, lets the worker run on after printing its report: the render then
            // succeeded. Without it, the signal stops the worker as a real crash does.
            process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
            return process
        }

        /// The first drawing worker of `parent`, a render into `folder`/ribviz-output, once it
        /// draws: the test looks at `parent`'s children each time the render's staging folder
        /// changes (after watching `folder`, then ribviz-output, until each next folder is
        /// there), up to 60 s in all as a guard. A child counts once it runs
        /// `drawing-worker`: between its spawn and that, it is a copy of `parent`, and one
        /// killed then never took a state (render starts another, and nothing is lost).
        /// It waits on a thread of its own (see ``onOwnThread(_:)``), and calls `found` with
        /// the worker there, at once: after the wait, the test may go on only once a thread of
        /// Swift concurrency's is free, by when the worker may have drawn its pages and ended.
        private static func firstChild(of parent: Int32, drawingInto folder: URL, found: @escaping @Sendable (Int32) -> Void) async throws -> Int32? {
            try await onOwnThread {
                let worker = try waitForFirstChild(of: parent, drawingInto: folder)
                if let worker { found(worker) }
                return worker
            }
        }

        /// ``firstChild(of:drawingInto:)``'s wait, which blocks the calling thread.
        private static func waitForFirstChild(of parent: Int32, drawingInto folder: URL) throws -> Int32? {
            let output = folder.appendingPathComponent("ribviz-output")
            let staging: () -> URL? = {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
                return names.first { $0.hasSuffix(".partial") }.map { output.appendingPathComponent($0) }
            }
            let worker = { children(of: parent).first(where: isDrawingWorker) }
            guard try FileChanges(watching: folder).wait(within: .seconds(20), until: { FileManager.default.fileExists(atPath: output.path) }),
                try FileChanges(watching: output).wait(within: .seconds(20), until: { staging() != nil }),
                let staged = staging(),
                try FileChanges(watching: staged).wait(within: .seconds(20), until: { worker() != nil })
            else { return nil }
            return worker()
        }

        /// Whether a process runs `ribviz drawing-worker` (its command line says so).
        private static func isDrawingWorker(_ pid: Int32) -> Bool {
            guard let line = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            return line.split(separator: 0).contains { $0.elementsEqual("drawing-worker".utf8) }
        }

        /// The running (not zombie) processes whose parent is `parent`, from `/proc`.
        private static func children(of parent: Int32) -> [Int32] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.compactMap(Int32.init).filter { status(of: $0)?.parent == parent && status(of: $0)?.state != "Z" }
        }

        /// A process's state letter and parent, from `/proc/<pid>/stat`.
        private static func status(of pid: Int32) -> (state: Substring, parent: Int32)? {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let nameEnd = stat.lastIndex(of: ")")
            else { return nil }
            let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
            guard fields.count > 1, let parent = Int32(fields[1]) else { return nil }
            return (fields[0], parent)
        }
    #endif
}
