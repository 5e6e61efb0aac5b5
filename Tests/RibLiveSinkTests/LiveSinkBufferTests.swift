import RibInspector
import Testing

@testable import RibLiveSink

/// The sink's buffer of unsent records: acknowledgements let go of records without moving
/// the rest each time, and batches always start at the first record the server lacks.
@Suite("ribviz live: the sink's buffer of unsent records")
struct LiveSinkBufferTests {
    private static func line(_ index: Int) -> [UInt8] {
        Array("{\"record\":\(index)}\n".utf8)
    }

    /// Keeps the lines of `indices`; those of multiples of 3 as declarations.
    private static func keep(_ indices: Range<Int>, in buffer: inout LiveSinkBuffer) {
        for index in indices {
            Self.line(index).withUnsafeBufferPointer { buffer.append(line: $0, isDeclaration: index % 3 == 0) }
        }
    }

    private static func lines(_ indices: Range<Int>) -> [UInt8] {
        indices.flatMap(Self.line)
    }

    @Test("acknowledgements of every size, in and past the buffer's middle, leave the batches starting at the first unacknowledged record")
    func acknowledgementsKeepTheRest() {
        var buffer = LiveSinkBuffer()
        var kept = 0
        var acknowledged = 0
        // Acknowledge fewer, as many and more than half of what waits, so that the buffer
        // both keeps acknowledged bytes and lets go of them.
        for (added, taken) in [(10, 3), (5, 9), (40, 1), (1, 30), (7, 7), (100, 99), (3, 0), (0, 17)] {
            Self.keep(kept..<(kept + added), in: &buffer)
            kept += added
            acknowledged += taken
            buffer.acknowledge(upTo: UInt64(acknowledged))
            #expect(buffer.pendingCount == kept - acknowledged)
            #expect(buffer.acknowledged == UInt64(acknowledged))
            let whole = buffer.batch(maximumRecords: .max)
            #expect(whole.firstRecord == UInt64(acknowledged))
            #expect(whole.bytes == Self.lines(acknowledged..<kept))
            let part = buffer.batch(maximumRecords: 2)
            #expect(part.bytes == Self.lines(acknowledged..<min(kept, acknowledged + 2)))
        }
        #expect(buffer.pendingCount == 0)
        #expect(buffer.batch(maximumRecords: 5).bytes.isEmpty)
    }

    @Test("started again, the buffer sends from record 0 the declarations the server had taken, then every record it had not")
    func startAgain() {
        var buffer = LiveSinkBuffer()
        var expected: [UInt8] = []
        var acknowledged = 0
        // Acknowledgements in and past the buffer's middle, so that it lets go of bytes too.
        for (added, taken) in [(10, 4), (20, 20), (30, 2), (5, 0)] {
            Self.keep((acknowledged + buffer.pendingCount)..<(acknowledged + buffer.pendingCount + added), in: &buffer)
            expected += (acknowledged..<(acknowledged + taken)).filter { $0 % 3 == 0 }.flatMap(Self.line)
            acknowledged += taken
            buffer.acknowledge(upTo: UInt64(acknowledged))
        }
        let pending = buffer.batch(maximumRecords: .max).bytes
        buffer.startAgain()
        let again = buffer.batch(maximumRecords: .max)
        #expect(again.firstRecord == 0)
        #expect(again.bytes == expected + pending)
        #expect(buffer.pendingCount == (0..<acknowledged).filter { $0 % 3 == 0 }.count + 65 - acknowledged)
        // Acknowledged again, the declarations are kept again for another start.
        buffer.acknowledge(upTo: UInt64(buffer.pendingCount))
        buffer.startAgain()
        #expect(buffer.batch(maximumRecords: .max).bytes == (0..<65).filter { $0 % 3 == 0 }.flatMap(Self.line))
    }

    @Test("an acknowledgement of records already let go of, or of more than the buffer holds, changes only what it can")
    func staleAndExcessAcknowledgements() {
        var buffer = LiveSinkBuffer()
        Self.keep(0..<6, in: &buffer)
        buffer.acknowledge(upTo: 4)
        buffer.acknowledge(upTo: 2)
        #expect(buffer.acknowledged == 4)
        #expect(buffer.batch(maximumRecords: .max).bytes == Self.lines(4..<6))
        buffer.acknowledge(upTo: 50)
        #expect(buffer.pendingCount == 0)
        #expect(buffer.acknowledged == 50)
        #expect(buffer.firstRecord == 6)
        Self.keep(6..<8, in: &buffer)
        let next = buffer.batch(maximumRecords: .max)
        #expect(next.firstRecord == 6)
        #expect(next.bytes == Self.lines(6..<8))
    }

    /// A picture of `count` bytes, all `byte`.
    private static func picture(_ byte: UInt8, count: Int) -> ScreenImage {
        ScreenImage(bytes: Array(repeating: byte, count: count), mediaType: .png, pixelWidth: 1, pixelHeight: 1)
    }

    @Test("a picture's bytes count until the server holds its line; started again, the buffer names only the pictures of the lines it still holds")
    func pictureBytes() {
        var buffer = LiveSinkBuffer()
        let (first, second) = (Self.picture(1, count: 10), Self.picture(2, count: 7))
        Self.keep(0..<2, in: &buffer)
        Self.keep(2..<3, in: &buffer)
        buffer.notePictureLine(first)
        Self.keep(3..<4, in: &buffer)
        buffer.notePictureLine(second)
        #expect(buffer.pendingPictureBytes == 17)
        #expect(buffer.sentPictures == [first.digest, second.digest])
        buffer.acknowledge(upTo: 3)
        #expect(buffer.pendingPictureBytes == 7)
        buffer.startAgain()
        #expect(buffer.sentPictures == [second.digest])
        #expect(buffer.pendingPictureBytes == 7)
        // Record 0 (a declaration) again, then the picture's line: acknowledged, it counts no more.
        buffer.acknowledge(upTo: 1)
        #expect(buffer.pendingPictureBytes == 7)
        buffer.acknowledge(upTo: 2)
        #expect(buffer.pendingPictureBytes == 0)
    }

    @Test("a batch stays within its bytes, unless its first record alone is larger")
    func batchBytes() {
        var buffer = LiveSinkBuffer()
        Self.keep(0..<10, in: &buffer)
        let lineBytes = Self.line(0).count
        #expect(buffer.batch(maximumRecords: .max, maximumBytes: 3 * lineBytes).bytes.count <= 3 * lineBytes)
        #expect(buffer.batch(maximumRecords: .max, maximumBytes: 1).bytes == Self.line(0))
    }
}
