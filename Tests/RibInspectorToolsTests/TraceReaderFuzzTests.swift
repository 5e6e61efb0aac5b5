import Foundation
import Testing
import RibInspector
import RibInspectorTools

/// Feeds the reader damaged traces: it must return or throw, and never trap.
@Suite("Trace reader: fuzzing")
struct TraceReaderFuzzTests {
    private static let forms: [TraceEncoder.Form] = [.document, .jsonLines]

    private func validTrace(_ form: TraceEncoder.Form) -> [UInt8] {
        TraceEncoder(form: form).encode(recordedSessionWithEveryEventKind().trace())
    }

    @Test("every truncation of a valid trace reads or throws an error placed inside it", arguments: forms)
    func truncations(form: TraceEncoder.Form) {
        let bytes = validTrace(form)
        let headerLineEnd = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        var readLengths: [Int] = []
        for length in 0...bytes.count {
            let prefix = Array(bytes[..<length])
            guard let error = readError(prefix) else {
                readLengths.append(length)
                continue
            }
            #expect(error.source == "trace.json")
            #expect(!error.description.isEmpty)
            if let position = error.position {
                #expect(position == Self.position(ofByte: position.byteOffset, in: prefix), "cut at \(length): \(error)")
            } else {
                #expect(length == 0, "cut at \(length) throws an error with no place: \(error)")
            }
        }
        #expect(readLengths.last == bytes.count, "the whole trace reads")
        if form == .document {
            // A document read short always fails.
            #expect(readLengths.count <= 2)
        } else {
            // JSON Lines cut short reads as a session cut short, most of the time, and never
            // when the cut takes part of the header.
            #expect(readLengths.count > bytes.count / 2)
            #expect(readLengths.allSatisfy { $0 >= headerLineEnd })
        }
    }

    /// The line and column of the byte at `offset` in `bytes`, as a reader should report
    /// them: the offset at most the end of the bytes, lines and columns counted from 1.
    private static func position(ofByte offset: Int, in bytes: [UInt8]) -> TraceReadError.Position? {
        guard (0...bytes.count).contains(offset) else { return nil }
        let before = bytes[..<offset]
        let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        return TraceReadError.Position(line: line, column: offset - lineStart + 1, byteOffset: offset)
    }

    @Test("random byte mutations of a valid trace read or throw", arguments: forms)
    func mutations(form: TraceEncoder.Form) {
        let original = validTrace(form)
        var random = SplitMix64(seed: form == .document ? 1 : 2)
        let interesting: [UInt8] = Array("{}[]\",:\\u0-9eE.tfn \n".utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xC0, 0xC3, 0xE0, 0xED, 0xF0, 0xF4, 0xFF]
        var thrown = 0
        for _ in 0..<3_000 {
            var bytes = original
            for _ in 0..<(1 + random.next(below: 4)) {
                let position = random.next(below: bytes.count)
                switch random.next(below: 4) {
                case 0: bytes[position] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes[position] = interesting[random.next(below: interesting.count)]
                case 2: bytes.insert(interesting[random.next(below: interesting.count)], at: position)
                default: bytes.remove(at: position)
                }
            }
            if let error = readError(bytes) {
                thrown += 1
                #expect(!error.description.isEmpty)
                #expect((error.position?.byteOffset ?? 0) <= bytes.count)
            }
        }
        #expect(thrown > 1_000)
    }

    @Test("long runs of structure characters neither trap nor overflow the stack")
    func pathologicalInputs() {
        for byte in Array("{[\"\\:,0-9".utf8) {
            _ = readError([UInt8](repeating: byte, count: 200_000))
            _ = readError(Array(#"{"format":"ribviz-trace","x":"#.utf8) + [UInt8](repeating: byte, count: 200_000))
        }
    }
}

/// A small, seeded random number generator (SplitMix64), so failures reproduce.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `0..<bound`.
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }
}
