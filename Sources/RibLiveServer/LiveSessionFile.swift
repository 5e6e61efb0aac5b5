import Foundation
import RibInspector

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file a live session is saved in, `<save folder>/<name>.jsonl`: whole JSON Lines
/// records, appended a batch at a time, and never a part of a batch that failed to save.
///
/// It knows how many bytes it saved. When writing a batch fails half way (a full disk),
/// the file is cut back to that length; should even that fail, the next batch cuts the
/// leftover off before it is written, so that the file never holds half a record that the
/// next batch would continue.
///
/// It touches only a file the server wrote: it never follows a symbolic link (nor opens
/// anything but a regular file), resumes only a file whose first line is a trace's header
/// record (or an empty one), and creates the file only where none is, so a file that
/// appears under its name meanwhile is left alone too.
struct LiveSessionFile: Sendable {
    /// Writes bytes at a file handle's position; replaced in tests to fail half way.
    typealias Write = @Sendable (_ handle: FileHandle, _ bytes: Data) throws -> Void

    let url: URL
    /// How many bytes of the file are the session's saved records.
    private(set) var savedLength: UInt64 = 0
    /// Whether the file is known to be the session's: resumed, or created by ``append(_:session:)``.
    private var isOwn = false
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
    /// - Throws: ``LiveRefusal`` when the file is not one the server wrote (a link, not a
    ///   regular file, or not a trace), or when the half line cannot be cut off.
    mutating func resume() throws(LiveRefusal) -> [UInt8] {
        guard let handle = try open(O_RDWR) else { return [] }
        defer { try? handle.close() }
        let saved: Data
        do {
            saved = try handle.readToEnd() ?? Data()
        } catch {
            throw LiveRefusal(status: 500, message: "cannot read the saved session \(url.path): \(error.localizedDescription)")
        }
        guard saved.isEmpty || Self.startsWithTraceHeader(saved) else {
            throw LiveRefusal(
                status: 409,
                message:
                    "\(url.path) is not a trace this server saved (its first line is not a ribviz trace's header record), and the server leaves it as it is; move it out of the save folder or use another session name"
            )
        }
        isOwn = true
        let records = saved.lastIndex(of: UInt8(ascii: "\n")).map { Array(saved[...$0]) } ?? []
        savedLength = UInt64(records.count)
        guard saved.count > records.count else { return records }
        do {
            try handle.truncate(atOffset: savedLength)
        } catch {
            throw LiveRefusal(
                status: 500,
                message: "cannot cut the incomplete last line off the saved session \(url.path): \(error.localizedDescription); check that the save folder is writable")
        }
        return records
    }

    /// The file's first line when it is a trace's header record, read alone (at most
    /// `limit` bytes): `nil` when there is no such file, or it is not one the server wrote.
    func savedHeaderLine(limit: Int = 64 * 1024) -> Data? {
        guard let handle = try? open(O_RDONLY) else { return nil }
        defer { try? handle.close() }
        guard let start = try? handle.read(upToCount: limit), let end = start.firstIndex(of: UInt8(ascii: "\n")),
            Self.startsWithTraceHeader(start)
        else { return nil }
        return start[...end]
    }

    /// The session's saved records: the file's first ``savedLength`` bytes.
    func savedRecords() -> [UInt8] {
        guard isOwn, let handle = try? open(O_RDONLY) else { return [] }
        defer { try? handle.close() }
        return Array((try? handle.read(upToCount: Int(savedLength))) ?? Data())
    }

    /// Appends `lines`, whole records each ending with a newline, after the saved ones.
    ///
    /// - Throws: ``LiveRefusal`` naming `session` when the lines could not be written; the
    ///   file then holds the saved records only (or holds more that the next append cuts).
    mutating func append(_ lines: ArraySlice<UInt8>, session: LiveSessionName) throws(LiveRefusal) {
        // A new session's file is created here, and only where there is none.
        guard let handle = try open(isOwn ? O_WRONLY : O_WRONLY | O_CREAT | O_EXCL) else {
            throw LiveRefusal(status: 409, message: "the saved session \(url.path) is gone; move the save folder back, or use another session name")
        }
        isOwn = true
        defer { try? handle.close() }
        do {
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

    /// The file opened with `flags`, never through a symbolic link and only when it is a
    /// regular file; `nil` when there is none (and `flags` do not create it).
    private func open(_ flags: Int32) throws(LiveRefusal) -> FileHandle? {
        let descriptor = openFile(url.path, flags | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            if code == ELOOP {
                throw LiveRefusal(
                    status: 409,
                    message: "\(url.path) is a symbolic link; the server never writes or reads through one: remove it from the save folder or use another session name")
            }
            if code == EEXIST {
                throw LiveRefusal(
                    status: 409,
                    message: "\(url.path) appeared while the session started, and the server leaves files it did not write alone; move it away or use another session name")
            }
            throw LiveRefusal(status: 500, message: "cannot open \(url.path): \(String(cString: strerror(code))); check that the save folder is writable")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw LiveRefusal(
                status: 409, message: "\(url.path) is not a regular file, and the server leaves it alone; move it out of the save folder or use another session name")
        }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Whether `bytes` start with a line that is a ribviz trace's header record.
    private static func startsWithTraceHeader(_ bytes: Data) -> Bool {
        guard let end = bytes.firstIndex(of: UInt8(ascii: "\n")),
            let header = try? JSONSerialization.jsonObject(with: bytes[..<end]) as? [String: Any]
        else { return false }
        return header["record"] as? String == "header" && header["format"] as? String == TraceHeader.formatName
    }
}

/// `open(2)`, which the struct's own `open` hides.
private func openFile(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    #if canImport(Glibc)
        Glibc.open(path, flags, mode)
    #else
        Darwin.open(path, flags, mode)
    #endif
}
