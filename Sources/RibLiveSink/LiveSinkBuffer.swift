import RibInspector

/// The records a ``LiveTraceSink`` keeps until the server holds them: one contiguous run of
/// JSON Lines and where each line ends, numbered from the session's first record.
struct LiveSinkBuffer {
    /// Records to send, as one run of lines.
    struct Batch {
        /// The index of the first record in the session (the header is record 0).
        var firstRecord: UInt64
        /// The lines, each ending with a newline.
        var bytes: [UInt8]
        /// How many records the lines are: 0 for an idle poll.
        var recordCount: Int
    }

    /// The index of the first kept record in the session.
    private(set) var firstRecord: UInt64 = 0
    /// How many records the server acknowledged.
    private(set) var acknowledged: UInt64 = 0
    /// The kept lines from `bytes[start...]`; the bytes before are acknowledged ones, let go
    /// of once they are half of the array, so that an acknowledgement moves no bytes.
    private var bytes: [UInt8] = []
    private var start = 0
    /// Where each line ends in `bytes`, from `lineEnds[firstLine]`, the first kept line's.
    private var lineEnds: [Int] = []
    /// Whether each line of `lineEnds` is the header or a declaration.
    private var isDeclaration: [Bool] = []
    private var firstLine = 0
    /// The header and the declarations the server acknowledged, with where each line ends:
    /// kept to start the session again on a server that lost it.
    private var acknowledgedDeclarations: [UInt8] = []
    private var acknowledgedDeclarationEnds: [Int] = []
    /// The kept lines that carry a picture's bytes, in order: the record's index in the
    /// session, how many bytes the picture has, and which picture it is.
    private var pictureLines: [(record: UInt64, bytes: Int, digest: ScreenDigest)] = []
    private var firstPictureLine = 0
    /// How many bytes of pictures the kept lines carry.
    private(set) var pendingPictureBytes = 0
    /// The pictures whose bytes a kept or acknowledged line carries: later screens of
    /// them name them only.
    private(set) var sentPictures: Set<ScreenDigest> = []
    /// How many events were not kept.
    var droppedEvents: UInt64 = 0
    /// How many screens were not kept.
    var droppedScreens: UInt64 = 0
    var wantsSending = false
    /// Whether the sending thread waits for a record to send at once (batch interval 0).
    var isSenderIdle = false
    var isFinished = false
    var lastProblem: String?

    /// How many records wait for the server.
    var pendingCount: Int { lineEnds.count - firstLine }

    /// Keeps one record's line, copied from the encoder's buffer (typed, so that the copy
    /// is one block: an untyped buffer was appended byte by byte); `isDeclaration` for the
    /// header and the declarations of RIBs, scopes and workflows.
    mutating func append(line: UnsafeBufferPointer<UInt8>, isDeclaration: Bool) {
        bytes.append(contentsOf: line)
        lineEnds.append(bytes.count)
        self.isDeclaration.append(isDeclaration)
    }

    /// Notes that the line just appended carries the bytes of `picture`.
    mutating func notePictureLine(_ picture: ScreenImage) {
        pictureLines.append((firstRecord + UInt64(pendingCount - 1), picture.bytes.count, picture.digest))
        pendingPictureBytes += picture.bytes.count
        sentPictures.insert(picture.digest)
    }

    /// Numbers the records again from the session's first, for a server that holds none
    /// of them (it started again with another save folder): the header and declarations
    /// the server had acknowledged, then the records not sent yet. The events it had
    /// acknowledged are gone, which the gap in the sequence numbers shows.
    mutating func startAgain() {
        let pendingEnds = lineEnds[firstLine...].map { $0 - start + acknowledgedDeclarations.count }
        let pendingKinds = isDeclaration[firstLine...]
        bytes = acknowledgedDeclarations + bytes[start...]
        lineEnds = acknowledgedDeclarationEnds + pendingEnds
        isDeclaration = Array(repeating: true, count: acknowledgedDeclarationEnds.count) + pendingKinds
        // The pictures the server had acknowledged are gone with it: only the kept lines'
        // pictures may be named.
        let shift = UInt64(acknowledgedDeclarationEnds.count)
        pictureLines = pictureLines[firstPictureLine...].map { ($0.record - firstRecord + shift, $0.bytes, $0.digest) }
        firstPictureLine = 0
        sentPictures = Set(pictureLines.map(\.digest))
        acknowledgedDeclarations = []
        acknowledgedDeclarationEnds = []
        start = 0
        firstLine = 0
        firstRecord = 0
        acknowledged = 0
    }

    /// Up to `maximumRecords` records from the first the server does not hold, and no more
    /// than `maximumBytes` bytes of them unless the first alone is larger.
    func batch(maximumRecords: Int, maximumBytes: Int = .max) -> Batch {
        var count = min(maximumRecords, pendingCount)
        while count > 1, lineEnds[firstLine + count - 1] - start > maximumBytes { count = (count + 1) / 2 }
        let end = count > 0 ? lineEnds[firstLine + count - 1] : start
        return Batch(firstRecord: firstRecord, bytes: Array(bytes[start..<end]), recordCount: count)
    }

    /// Forgets the records the server holds: the first `count` of the session.
    mutating func acknowledge(upTo count: UInt64) {
        acknowledged = max(acknowledged, count)
        guard count > firstRecord else { return }
        let dropped = Int(min(count - firstRecord, UInt64(pendingCount)))
        guard dropped > 0 else { return }
        for line in firstLine..<(firstLine + dropped) where isDeclaration[line] {
            let lineStart = line == firstLine ? start : lineEnds[line - 1]
            acknowledgedDeclarations.append(contentsOf: bytes[lineStart..<lineEnds[line]])
            acknowledgedDeclarationEnds.append(acknowledgedDeclarations.count)
        }
        firstLine += dropped
        start = lineEnds[firstLine - 1]
        firstRecord += UInt64(dropped)
        while firstPictureLine < pictureLines.count, pictureLines[firstPictureLine].record < firstRecord {
            pendingPictureBytes -= pictureLines[firstPictureLine].bytes
            firstPictureLine += 1
        }
        if firstPictureLine > pictureLines.count / 2 {
            pictureLines.removeFirst(firstPictureLine)
            firstPictureLine = 0
        }
        // Fewer bytes and line ends are moved than are let go of, so on average each one
        // kept is moved at most once.
        if start > bytes.count / 2 {
            bytes.removeFirst(start)
            lineEnds.removeFirst(firstLine)
            isDeclaration.removeFirst(firstLine)
            for index in lineEnds.indices { lineEnds[index] -= start }
            start = 0
            firstLine = 0
        }
    }
}
