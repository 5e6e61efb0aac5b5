import Testing
@testable import RibInspector

/// The trace writer's numbers: written four digits at a time, as two pairs, after counting
/// the digits, where a wrong count would shift or cut every number of that length and a
/// pair out of place would swap digits.
@Suite("JSON byte writer")
struct JSONByteWriterTests {
    private func written(_ number: UInt64) -> String {
        var json = JSONByteWriter(capacity: 8)
        json.append(number: number)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    @Test("every whole number around each power of ten is written as its decimal text")
    func numbersAroundPowersOfTen() {
        var power: UInt64 = 1
        for exponent in 0...19 {
            for number in [power - 1, power, power + 1] {
                #expect(written(number) == String(number), "10^\(exponent): \(number)")
            }
            if exponent < 19 { power *= 10 }
        }
        #expect(written(UInt64.max) == "18446744073709551615")
    }

    @Test("numbers of every length with distinct neighbouring digits keep their digits in order")
    func digitsInOrder() {
        var number: UInt64 = 0
        for digit in 1...19 {
            number = number * 10 + UInt64(digit % 10)
            #expect(written(number) == String(number))
        }
    }

    @Test("negative numbers get their sign")
    func negativeNumbers() {
        var json = JSONByteWriter()
        json.append(number: -1_234_567)
        json.append(byte: UInt8(ascii: ","))
        json.append(number: Int.min)
        #expect(String(decoding: json.bytes, as: UTF8.self) == "-1234567,\(Int.min)")
    }
}
