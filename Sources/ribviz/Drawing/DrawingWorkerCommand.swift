import ArgumentParser
import Foundation
import RibInspector
import Graphviz
import RibInspectorTools
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `ribviz drawing-worker`, hidden: draws the pages of one ``WorkerTask`` for a
/// `ribviz render` that started it (``DrawingPool``), and stops as soon as that command
/// ends.
struct DrawingWorkerCommand: ParsableCommand {
    /// The command's name, which ``WorkerProcess`` starts.
    static let name = "drawing-worker"

    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Draws pictures for ribviz render, which starts it; not for use by hand.",
        shouldDisplay: false
    )

    func run() throws {
        guard isatty(STDIN_FILENO) == 0, let task = Self.readTask() else {
            Terminal.standardError.write("ribviz: error: drawing-worker is started by ribviz render to draw on several cores; run ribviz render instead.\n")
            throw ExitCode(64)
        }
        Self.stopWhenParentEnds()
        do {
            try draw(task)
        } catch let failure as CommandFailure {
            Self.report(.failed(message: failure.message, exitCode: failure.exitCode.rawValue))
            throw failure.exitCode
        }
    }

    /// Draws the task's pages, writing each into its staged files and reporting it.
    private func draw(_ task: WorkerTask) throws {
        let trace: Trace
        do {
            trace = try TraceReader().read(contentsOf: URL(fileURLWithPath: task.tracePath))
        } catch {
            throw CommandFailure.badInput(error.description)
        }
        guard trace.events.count == task.traceEventCount else {
            throw CommandFailure.badInput(
                "\(task.tracePath) changed while ribviz drew it (\(task.traceEventCount) events at first, now \(trace.events.count)). "
                    + "Draw it again once it has stopped growing.")
        }
        let drawer = try StateDrawer(trace: trace, traceLabel: task.tracePath, settings: task.settings)
        let folder = URL(fileURLWithPath: task.outputFolder)
        let moments = task.pages.map(\.eventCount)
        // Pages come in order, each in the settings' formats in order.
        var written = 0
        let write = { (index: Int, _: OutputFormat, data: Data) throws in
            let file = task.pages[index].files[written % drawer.formats.count]
            do {
                try OutputFolder.writeStaged(data, to: URL(fileURLWithPath: file))
            } catch {
                throw OutputFolder.writeFailure(error, folder: folder)
            }
            written += 1
            if written % drawer.formats.count == 0 { Self.report(.drawn) }
        }
        switch task.settings.layout {
        case .compact:
            try drawer.drawCompact(moments, quiet: true, page: write)
        case .stable:
            try drawer.drawStable(drawer.flipBook(of: drawer.sessionPlaces(), moments: moments), page: write)
        }
    }

    /// The task: one line of JSON on standard input, read in blocks (`ribviz render` sends
    /// nothing after it).
    private static func readTask() -> WorkerTask? {
        var line: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(STDIN_FILENO, &block, block.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            if let newline = block[..<count].firstIndex(of: UInt8(ascii: "\n")) {
                line += block[..<newline]
                return try? JSONDecoder().decode(WorkerTask.self, from: Data(line))
            }
            line += block[..<count]
        }
    }

    /// Watches standard input, the socket to `ribviz render`, which sends nothing after
    /// the task: it closes when that process ends, whether it finished, failed or was
    /// killed, and then this worker ends too, even in the middle of a drawing.
    private static func stopWhenParentEnds() {
        Thread.detachNewThread {
            var byte: UInt8 = 0
            while true {
                let count = read(STDIN_FILENO, &byte, 1)
                if count == 0 || (count < 0 && errno != EINTR) { break }
            }
            _exit(70)
        }
    }

    /// Says one report to the parent, as one line on standard output.
    private static func report(_ report: WorkerReport) {
        guard var line = try? JSONEncoder().encode(report) else { return }
        line.append(UInt8(ascii: "\n"))
        _ = line.withUnsafeBytes { Terminal.standardOutput.writeAll($0) }
    }
}
