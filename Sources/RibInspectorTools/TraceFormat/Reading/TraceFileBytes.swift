import Foundation
import RibInspector
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The bytes of a trace file: a large one mapped into memory rather than copied, so a
/// 200 MB trace costs no 200 MB buffer; a small one, a pipe or another file that cannot be
/// mapped read whole.
enum TraceFileBytes {
    /// Regular files below this size are read rather than mapped. Mapping, advising and
    /// unmapping each take the process's lock on its memory map, and unmapping interrupts
    /// every other core that runs one of the process's threads to flush its TLB: for a
    /// small file that costs more than copying it, and it keeps threads that read traces at
    /// once (`ribviz coverage`) waiting on each other.
    static let mappingThreshold = 1 << 20

    /// Calls `body` with the file's bytes and, for a mapped file, a ``PageReleaser`` for them.
    static func withContents<Result>(
        of url: URL,
        _ body: (UnsafeRawBufferPointer, PageReleaser?) -> Result
    ) throws(TraceReadError) -> Result {
        let source = url.relativePath
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw unreadable(source, String(cString: strerror(errno))) }
        defer { close(descriptor) }
        return try withContents(ofDescriptor: descriptor, source: source, body)
    }

    /// Calls `body` with the bytes of the open file `descriptor` (a whole regular file,
    /// mapped when it is large; anything else read to its end) and, for a mapped file, a
    /// ``PageReleaser``. The descriptor stays open.
    static func withContents<Result>(
        ofDescriptor descriptor: Int32,
        source: String,
        _ body: (UnsafeRawBufferPointer, PageReleaser?) -> Result
    ) throws(TraceReadError) -> Result {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw unreadable(source, String(cString: strerror(errno))) }
        if (status.st_mode & S_IFMT) == S_IFDIR { throw unreadable(source, "it is a folder") }
        let size = Int(status.st_size)
        if (status.st_mode & S_IFMT) == S_IFREG, size > 0, size < mappingThreshold {
            let bytes = try readRegular(descriptor, size: size, source: source)
            return bytes.withUnsafeBytes { body($0, nil) }
        }
        if (status.st_mode & S_IFMT) == S_IFREG, size > 0,
            let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0),
            mapping != UnsafeMutableRawPointer(bitPattern: -1)
        {
            defer { munmap(mapping, size) }
            #if os(Linux)
                _ = madvise(mapping, size, MADV_SEQUENTIAL)
            #endif
            let bytes = UnsafeRawBufferPointer(start: mapping, count: size)
            return body(bytes, PageReleaser(base: UnsafeRawPointer(mapping)))
        }
        let bytes = try readAll(descriptor, source: source)
        return bytes.withUnsafeBytes { body($0, nil) }
    }

    /// Reads the first `size` bytes of a regular file, the size `fstat` gave: a file that
    /// grows meanwhile is read as it was, one that shrinks to its end.
    ///
    /// - Throws: ``TraceReadError`` when reading fails.
    static func readRegular(_ descriptor: Int32, size: Int, source: String) throws(TraceReadError) -> [UInt8] {
        var failure: Int32?
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            while initialized < size {
                let count = pread(descriptor, base + initialized, size - initialized, off_t(initialized))
                if count < 0, errno == EINTR { continue }
                if count < 0 { failure = errno }
                if count <= 0 { return }
                initialized += count
            }
        }
        if let failure { throw unreadable(source, String(cString: strerror(failure))) }
        return bytes
    }

    /// The most bytes read from a pipe or a device, 1 GiB: far more than any recorded
    /// session, few enough that an endless stream is refused before it fills the memory.
    static let streamLimit = 1 << 30
    /// The most whitespace read from a stream before its first `{`: no trace starts with
    /// 1 MiB of blank space.
    static let leadingWhitespaceLimit = 1 << 20

    /// Reads a pipe or a device to its end, or only up to the first byte that is not
    /// whitespace when that byte cannot start a trace (the parser then reports it), so
    /// that `/dev/zero` or a binary stream is refused at once.
    ///
    /// - Throws: ``TraceReadError`` when reading fails or the stream goes on past `limit`.
    static func readAll(_ descriptor: Int32, source: String, limit: Int = streamLimit) throws(TraceReadError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var start = StreamStart()
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw unreadable(source, String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            guard count <= limit - bytes.count else {
                throw TraceReadError(source: source, position: nil, problem: .streamTooLong(limit: limit))
            }
            bytes.append(contentsOf: chunk[0..<count])
            if chunk.withUnsafeBufferPointer({ start.cannotBeATrace(UnsafeBufferPointer(rebasing: $0[0..<count])) }) { return bytes }
            if start.isUndecided && bytes.count > leadingWhitespaceLimit {
                throw TraceReadError(source: source, position: nil, problem: .notATrace("it starts with more than \(leadingWhitespaceLimit >> 20) MiB of whitespace"))
            }
        }
    }

    private static func unreadable(_ source: String, _ reason: String) -> TraceReadError {
        TraceReadError(source: source, position: nil, problem: .unreadable(reason))
    }
}

/// Watches the first bytes of a stream: an optional UTF-8 byte order mark, whitespace,
/// then the `{` every trace starts with.
struct StreamStart {
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    /// How many bytes of the byte order mark the stream started with; `nil` once past it.
    private var markBytes: Int? = 0
    private var decided = false

    /// Whether every byte so far was the byte order mark or whitespace.
    var isUndecided: Bool { !decided }

    /// Looks at the next bytes of the stream; `true` once the first byte that is neither
    /// the byte order mark nor whitespace turns out not to be `{`.
    mutating func cannotBeATrace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !decided else { return false }
        for byte in bytes {
            if let seen = markBytes, seen < Self.byteOrderMark.count, byte == Self.byteOrderMark[seen] {
                markBytes = seen + 1
                continue
            }
            markBytes = nil
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
            default:
                decided = true
                return byte != UInt8(ascii: "{")
            }
        }
        return false
    }
}

/// Hands the pages of a mapped trace back to the system once the reader is past them, so
/// reading a trace never holds the whole file in memory next to the events built from it.
///
/// The mapping is private and read-only: a released page that is touched again (to count
/// lines for a message) is read again from the file.
struct PageReleaser {
    /// How far behind the reader the released part must be before it is worth a system call.
    static let stride = 16 << 20

    private let base: UnsafeRawPointer
    /// Bytes before this offset are released.
    private(set) var releasedUpTo = 0

    init(base: UnsafeRawPointer) {
        self.base = base
    }

    /// Whether the reader, at `offset`, is far enough ahead to release pages.
    @inline(__always)
    func isDue(at offset: Int) -> Bool {
        offset &- releasedUpTo >= Self.stride
    }

    /// Releases the whole pages before `offset` and returns where the released part ends.
    mutating func release(before offset: Int) -> Int {
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let boundary = offset / pageSize * pageSize
        guard boundary > releasedUpTo else { return releasedUpTo }
        #if os(Linux)
            _ = madvise(UnsafeMutableRawPointer(mutating: base + releasedUpTo), boundary - releasedUpTo, MADV_DONTNEED)
        #endif
        releasedUpTo = boundary
        return boundary
    }
}
