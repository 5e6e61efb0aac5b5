/// Reads Swift sources for uses of system APIs newer than the package's floor outside a
/// declaration marked `@available` or a block under `if #available`.
///
/// What it can catch: every line, outside comments and string literals, where one of the
/// ``NewerSystemAPI`` patterns appears (a type's name such as `Duration`, a call such as
/// `Task.sleep(for:`), unless an enclosing declaration's `@available`, an enclosing
/// `if #available` block, or a `guard #available` earlier in the enclosing block asks for
/// at least the version that introduced it on every system it names.
///
/// What it cannot catch: it reads text, not types. An API missing from the list goes
/// unseen, and so does a newer API reached without its name: a property whose type is
/// `Duration` read through inference, a member found by overload resolution, an
/// `@available` declaration of this package used from unmarked code. Only the compiler,
/// building for an Apple system at the package's floor, sees those (Xcode does, Linux
/// cannot). It does not read string interpolations, and it takes a `guard #available`'s
/// `else` block as covered.
struct AvailabilityScanner {
    /// A use of a newer API outside an availability guard.
    struct Finding: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var api: String
        var introduced: OSVersions

        var description: String {
            "\(file):\(line): uses \(api) (\(introduced)) outside @available or if #available"
        }
    }

    /// The APIs to look for.
    let apis: [NewerSystemAPI]
    /// The oldest systems the sources build for: an API counts only on these systems, and
    /// only where it is newer than them.
    let floor: OSVersions

    /// The uses of ``apis`` in `source` that nothing guards, with `file` as their file name.
    ///
    /// - Throws: An error when one of the APIs' patterns is not a valid regular expression.
    func findings(in source: String, file: String) throws -> [Finding] {
        var findings: [Finding] = []
        // Each open brace's guard, innermost last; `nil` for a block nothing guards.
        var blocks: [OSVersions?] = []
        // A guard seen since the last brace, waiting for the block it applies to.
        var pending: OSVersions?
        for (index, line) in SwiftCodeText.lines(of: source).enumerated() {
            if let attribute = line.firstMatch(of: /[@#]available\s*\(([^)]*)\)/) {
                let versions = OSVersions(parsing: String(attribute.1))
                if line.contains(/\bguard\s+#available/), let enclosing = blocks.indices.last {
                    // The rest of the enclosing block runs only on those versions.
                    blocks[enclosing] = versions.merged(with: blocks[enclosing] ?? versions)
                } else {
                    pending = versions
                }
            }
            let guarding = blocks.compactMap { $0 }.reduce(pending ?? OSVersions(parsing: "")) { $0.merged(with: $1) }
            for api in apis {
                let introduced = api.introduced.restricted(to: floor.versions.keys)
                guard !floor.covers(introduced), !guarding.covers(introduced), try api.isUsed(in: line) else { continue }
                findings.append(Finding(file: file, line: index + 1, api: api.name, introduced: introduced))
            }
            for character in line {
                if character == "{" {
                    blocks.append(pending)
                    pending = nil
                } else if character == "}" {
                    _ = blocks.popLast()
                }
            }
        }
        return findings
    }
}

/// Swift source text with what is not code blanked out.
enum SwiftCodeText {
    /// The lines of `source` with comments and the contents of string literals replaced by
    /// spaces, so that neither a doc comment that names `Duration` nor a `{` in a string
    /// counts.
    static func lines(of source: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var state = State.code
        let characters = Array(source)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsTripleQuote = character == "\"" && next == "\"" && index + 2 < characters.count && characters[index + 2] == "\""
            if character == "\n" {
                lines.append(current)
                current = ""
                if state == .lineComment || state == .string { state = .code }
                index += 1
                continue
            }
            switch state {
            case .code:
                if character == "/", next == "/" {
                    state = .lineComment; current.append(" ")
                } else if character == "/", next == "*" {
                    state = .blockComment; current += "  "; index += 1
                } else if startsTripleQuote {
                    state = .multilineString; current += "\"\"\""; index += 2
                } else if character == "\"" {
                    state = .string; current.append("\"")
                } else {
                    current.append(character)
                }
            case .lineComment:
                current.append(" ")
            case .blockComment:
                if character == "*", next == "/" { state = .code; current += "  "; index += 1 } else { current.append(" ") }
            case .string:
                if character == "\\", next != nil { current += "  "; index += 1 } else if character == "\"" { state = .code; current.append("\"") } else { current.append(" ") }
            case .multilineString:
                if character == "\\", next != nil, next != "\n" {
                    current += "  "; index += 1
                } else if startsTripleQuote {
                    state = .code; current += "\"\"\""; index += 2
                } else {
                    current.append(" ")
                }
            }
            index += 1
        }
        lines.append(current)
        return lines
    }

    private enum State {
        case code, lineComment, blockComment, string, multilineString
    }
}
