/// The instance numbers that RIB names already hold: for a name such as `X#2`, the number
/// 2 of `X`. ``Trace/displayName(of:)`` numbers the instances of `X` around them, so a
/// RIB named `X#2` and the second `X` never both show as `X#2`.
struct TakenInstanceNumbers: Sendable {
    /// For each name, the numbers taken by declared names, ascending.
    private var numbers: [String: [Int]] = [:]

    /// Records a name that the trace declares for the first time.
    mutating func insert(_ name: String) {
        guard let (base, number) = Self.split(name) else { return }
        var taken = numbers[base, default: []]
        taken.insert(number, at: taken.firstIndex { $0 > number } ?? taken.endIndex)
        numbers[base] = taken
    }

    /// Forgets a name that the trace no longer declares.
    mutating func remove(_ name: String) {
        guard let (base, number) = Self.split(name), var taken = numbers[base] else { return }
        taken.removeAll { $0 == number }
        numbers[base] = taken.isEmpty ? nil : taken
    }

    /// The number to show for the `instance`th RIB of `name` (from 1): the `instance`th
    /// positive number that no declared name takes.
    func number(ofInstance instance: Int, of name: String) -> Int {
        var number = instance
        for taken in numbers[name] ?? [] {
            guard taken <= number else { break }
            number += 1
        }
        return number
    }

    /// A name that looks like an instance's display name, split into its base and number:
    /// `X#2` is `X` and 2. A number written with a leading zero (`X#02`) or too large to
    /// be one is no instance number.
    static func split(_ name: String) -> (base: String, number: Int)? {
        guard let hash = name.utf8.lastIndex(of: UInt8(ascii: "#")) else { return nil }
        let digits = name.utf8[name.utf8.index(after: hash)...]
        guard let first = digits.first, first != UInt8(ascii: "0"),
            digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let number = Int(Substring(digits))
        else { return nil }
        return (String(name[..<hash]), number)
    }
}

extension Trace {
    /// The name whose instances skip a number once a RIB named `name` is declared: `X`
    /// for `X#2`; `nil` for a name without such a number.
    package static func instanceNumberBase(of name: String) -> String? {
        TakenInstanceNumbers.split(name)?.base
    }
}
