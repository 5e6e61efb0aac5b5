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

    @Test("every truncation of a valid trace reads or throws", arguments: forms)
    func truncations(form: TraceEncoder.Form) {
        let bytes = validTrace(form)
        var outcomes = (read: 0, thrown: 0)
        for length in 0...bytes.count {
            if readError(Array(bytes[..<length])) == nil { outcomes.read += 1 } else { outcomes.thrown += 1 }
        }
        #expect(outcomes.read + outcomes.thrown == bytes.count + 1)
        // A document read short always fails; JSON Lines cut anywhere after the header reads.
        #expect(form == .document ? outcomes.read <= 2 : outcomes.read > bytes.count / 2)
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
