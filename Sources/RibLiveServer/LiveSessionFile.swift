import Foundation

/// The file a live session is saved in, `<save folder>/<name>.jsonl`: whole JSON Lines
/// records, appended a batch at a time, and never a part of a batch that failed to save.
///
/// It knows how many bytes it saved. When writing a batch fails half way (a full disk),
/// the file is cut back to that length; should even that fail, the next batch cuts the
/// leftover off before it is written, so that the file never holds half a record that the
/// next batch would continue.
struct LiveSessionFile: Sendable {
    /// Writes bytes at a file handle's position; replaced in tests to fail half way.
    typealias Write = @Sendable (_ handle: FileHandle, _ bytes: Data) throws -> Void

    let url: URL
    /// How many bytes of the file are the session's saved records.
    private(set) var savedLength: UInt64 = 0
    private let write: Write

    /// The file at `url`, not read yet: ``resume()`` reads what a previous server saved.
    init(url: URL, write: @escaping Write = { try $0.write(contentsOf: $1) }) {
        self.url = url
        self.write = write
    }

    /// Reads the whole records a previous server saved in the file (none when there is no
    /// file), and cuts off the half line it may have left when it was killed, so that the
    /// next batch starts a line of its own.
    ///
    /// - Returns: The saved records.
    /// - Throws: ``LiveRefusal`` when the half line cannot be cut off.
    mutating func resume() throws(LiveRefusal) -> [UInt8] {
        guard let saved = FileManager.default.contents(atPath: url.path) else { return [] }
        let records = saved.lastIndex(of: UInt8(ascii: "\n")).map { Array(saved[...$0]) } ?? []
        savedLength = UInt64(records.count)
        guard saved.count > records.count else { return records }
        do {
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            try handle.truncate(atOffset: savedLength)
        } catch {
            throw LiveRefusal(
                status: 500,
                message: "cannot cut the incomplete last line off the saved session \(url.path): \(error.localizedDescription); check that the save folder is writable")
        }
        return records
    }

    /// The session's saved records: the file's first ``savedLength`` bytes.
    func savedRecords() -> [UInt8] {
        guard let saved = FileManager.default.contents(atPath: url.path) else { return [] }
        return Array(saved.prefix(Int(savedLength)))
    }

    /// Appends `lines`, whole records each ending with a newline, after the saved ones.
    ///
    /// - Throws: ``LiveRefusal`` naming `session` when the lines could not be written; the
    ///   file then holds the saved records only (or holds more that the next append cuts).
    mutating func append(_ lines: ArraySlice<UInt8>, session: LiveSessionName) throws(LiveRefusal) {
        do {
            if !FileManager.default.fileExists(atPath: url.path) {
                try Data().write(to: url)
            }
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            if try handle.seekToEnd() != savedLength {
                try handle.truncate(atOffset: savedLength)
            }
            do {
                try write(handle, Data(lines))
            } catch {
                try? handle.truncate(atOffset: savedLength)
                throw error
            }
        } catch {
            throw LiveRefusal(
                status: 500,
                message: "cannot save session \(session) to \(url.path): \(error.localizedDescription); check that the save folder is writable and has space")
        }
        savedLength += UInt64(lines.count)
    }
}
