import Foundation

/// Follows a JSON Lines trace file that a `TraceFileSink` writes (an app in the simulator
/// writes its file on the Mac), feeding its complete lines into a session as they appear.
///
/// When the file is replaced (the app launched again and its sink truncated or recreated
/// the file), the new recording becomes a new session: the file's name, then `-2`, `-3`…
struct LiveFileFollower: Sendable {
    let file: URL
    let baseName: String

    /// A follower for `file`; its sessions are named after the file.
    init(file: URL) {
        self.file = file
        let stem = file.deletingPathExtension().lastPathComponent
        let cleaned = String(
            stem.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-_".unicodeScalars.contains(scalar))
                    ? Character(scalar) : "-"
            }.prefix(80))
        baseName = "follow-" + (cleaned.isEmpty ? "trace" : cleaned)
    }

    /// Polls the file every `intervalNanoseconds` until the task is cancelled, calling `report` with
    /// each problem once. A line that does not continue the trace ends that recording's
    /// session after the lines before it (the list says so) until the file is replaced.
    func run(into store: LiveSessionStore, intervalNanoseconds: UInt64 = 100_000_000, report: @Sendable (String) -> Void) async {
        var reading: Reading?
        var generation = 0
        var lastProblem: String?
        while !Task.isCancelled {
            let identity = Self.identity(of: file)
            if let identity, identity != reading?.identity || identity.size < (reading?.offset ?? 0) {
                generation += 1
                reading = Reading(identity: identity, session: sessionName(generation))
            }
            if var current = reading, !current.isStopped {
                do {
                    try await current.readNewLines(of: file, into: store)
                } catch  where error.status == 409 && current.offset == 0 {
                    // A session of that name (saved by an earlier run) holds another
                    // recording: this one gets the next name.
                    generation += 1
                    current = Reading(identity: current.identity, session: sessionName(generation))
                } catch {
                    current.isStopped = true
                    let problem = Self.problem(error, in: file, session: current.session)
                    await store.end(current.session, because: problem.state)
                    if problem.report != lastProblem {
                        report(problem.report)
                        lastProblem = problem.report
                    }
                }
                reading = current
            }
            try? await Task.sleep(nanoseconds: intervalNanoseconds)
        }
    }

    /// What to report of a refused line, and the session's state in the list: the file's
    /// line, what was wrong and what was expected.
    private static func problem(_ refusal: LiveRefusal, in file: URL, session: LiveSessionName) -> (report: String, state: String) {
        guard let readError = refusal.readError, let line = readError.position?.line else {
            return ("\(file.path): \(refusal.message); following it stopped", "ended: \(refusal.message)")
        }
        let what: String
        if case .undeclaredReference(let scope, let declaration) = readError.problem {
            what = "\(declaration) names \(scope), which no line up to there declares; each scope's line must come before the RIBs and scopes that name it"
        } else {
            what = "\(readError.problem.message). \(readError.problem.advice)"
        }
        return (
            "\(file.path): line \(line): \(what) Session \(session) ends before that line; a new recording in the file (the app launched again) becomes a new session.",
            "ended at line \(line) of \(file.lastPathComponent), which is not the trace's next record: \(readError.problem.message)"
        )
    }

    private func sessionName(_ generation: Int) -> LiveSessionName {
        LiveSessionName(generation == 1 ? baseName : "\(baseName)-\(generation)")!
    }

    /// Which file the path names now, and its size: a new inode means a new file.
    struct Identity: Equatable {
        var inode: UInt64
        var size: UInt64
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.inode == rhs.inode }
    }

    private static func identity(of file: URL) -> Identity? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
            let inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value,
            let size = (attributes[.size] as? NSNumber)?.uint64Value
        else { return nil }
        return Identity(inode: inode, size: size)
    }

    /// One recording in the file: how far it was read, and into which session.
    private struct Reading {
        var identity: Identity
        let session: LiveSessionName
        var offset: UInt64 = 0
        var records: UInt64 = 0
        var isStopped = false

        mutating func readNewLines(of file: URL, into store: LiveSessionStore) async throws(LiveRefusal) {
            guard let handle = try? FileHandle(forReadingFrom: file) else { return }
            defer { try? handle.close() }
            let data: Data
            do {
                try handle.seek(toOffset: offset)
                data = try handle.readToEnd() ?? Data()
            } catch {
                return
            }
            guard let lastNewline = data.lastIndex(of: UInt8(ascii: "\n")) else { return }
            let lines = Array(data[data.startIndex...lastNewline])
            do {
                try await take(lines, into: store)
            } catch {
                // The server refuses a batch whole: the lines before the bad one go alone,
                // so the session holds everything up to it.
                if let line = error.readError?.position?.line, line - 1 > Int(records) {
                    let goodLines = line - 1 - Int(records)
                    let ends = lines.indices.lazy.filter { lines[$0] == UInt8(ascii: "\n") }
                    if let end = ends.dropFirst(goodLines - 1).first {
                        try? await take(Array(lines[...end]), into: store)
                    }
                }
                throw error
            }
        }

        private mutating func take(_ lines: [UInt8], into store: LiveSessionStore) async throws(LiveRefusal) {
            let (_, held) = try await store.receive(lines, firstRecord: records, for: session)
            offset += UInt64(lines.count)
            records = held
        }
    }
}
