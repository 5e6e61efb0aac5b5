/// Blanks, before the parse, the code the collector would not walk, so that swift-syntax
/// parses an empty block instead of it.
///
/// Two kinds of block are blanked, by the same tests the collector applies to their syntax
/// (``BodyScreen``):
///
/// - the body of a function, initialiser or deinitialiser declared in a type or at the top
///   of a file, when its text cannot hold anything the collector keeps
///   (``BodyScreen/mayHoldDeclarations(from:to:)``);
/// - the member block of a type or extension whose members cannot hold what a RIB needs
///   (``BodyScreen/mayNeedMembers(declarationFrom:membersFrom:to:)``).
///
/// Each test is given at least the text the collector gives it (a block's surrounding
/// comments included), so nothing it would walk is blanked. A blanked block's bytes are cut
/// out, its braces kept: the parser need not even read them as spaces, and
/// ``WrittenOffsets`` gives every offset of the parsed text its place in the written one.
///
/// The text is read as far as braces need: comments (nested ones too), string literals
/// (multi-line, raw, with interpolations) and backticked names. Where it meets what it does
/// not follow (a regular expression literal, unbalanced braces, an unterminated string or
/// comment), nothing is blanked; and ``SwiftFileParser`` parses the text as written when the
/// blanked one does not parse cleanly.
enum BodyBlanking {
    /// The source with those blocks cut out, or `nil` when there is none to blank or the
    /// text holds something this reading does not follow.
    static func blanked(_ source: [UInt8], screen: BodyScreen) -> BlankedText? {
        let blocks = source.withUnsafeBufferPointer { bytes -> [Range<Int>]? in
            var reader = BlockReader(bytes: bytes, screen: screen)
            return reader.blocksToBlank()
        }
        guard let blocks, !blocks.isEmpty else { return nil }
        var text: [UInt8] = []
        text.reserveCapacity(source.count)
        var cuts: [WrittenOffsets.Cut] = []
        var kept = 0
        var cutBytes = 0
        // A function body is closed before the member block around it: the outermost block
        // starts first, and those inside it go with it.
        for block in blocks.sorted(by: { $0.lowerBound < $1.lowerBound }) where block.lowerBound >= kept {
            text += source[kept..<block.lowerBound]
            cutBytes += block.count
            cuts.append(WrittenOffsets.Cut(parsedOffset: text.count, cutBytes: cutBytes))
            kept = block.upperBound
        }
        text += source[kept...]
        return BlankedText(bytes: text, offsets: WrittenOffsets(cuts: cuts))
    }

    fileprivate static let newline = UInt8(ascii: "\n")
}

/// A file's text with the blocks the collector would not walk cut out.
struct BlankedText {
    /// The text to parse.
    var bytes: [UInt8]
    /// Where its offsets are in the text as written.
    var offsets: WrittenOffsets
}

/// One pass over a file's bytes that finds the blocks to blank.
private struct BlockReader {
    /// What the declaration being read will open with its brace.
    private enum Pending {
        case nothing
        case function
        /// A type or extension, whose declaration text starts at this offset.
        case type(start: Int)
        /// A property, case, subscript or other declaration: its braces are not blanked.
        case other
    }

    private enum BlockKind {
        case members(declarationStart: Int)
        case functionBody(screenStart: Int)
        case other
    }

    /// An open brace, and what to restore when it closes.
    private struct Frame {
        var kind: BlockKind
        var open: Int
        var isDeclarationBody: Bool
        var savedPending: Pending
        var savedParentheses: Int
        var savedBoundary: Int
    }

    /// Where the reader is inside a string literal or an interpolation in one.
    private enum Literal {
        case string(hashes: Int, multiline: Bool)
        /// Code inside `\(…)`, with its open parentheses.
        case interpolation(parentheses: Int)
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let screen: BodyScreen
    private var index = 0
    private var frames: [Frame] = []
    private var literals: [Literal] = []
    private var pending = Pending.nothing
    /// Open parentheses and brackets at the current brace level.
    private var parentheses = 0
    /// Where a declaration at the current level can start at the earliest.
    private var boundary = 0
    /// The end of the last token read (comments and spaces are not tokens).
    private var lastTokenEnd = 0
    private var blocks: [Range<Int>] = []

    init(bytes: UnsafeBufferPointer<UInt8>, screen: BodyScreen) {
        self.bytes = bytes
        self.screen = screen
    }

    /// The interiors of the blocks to blank, or `nil` when the text cannot be followed.
    mutating func blocksToBlank() -> [Range<Int>]? {
        while index < bytes.count {
            let advanced: Bool
            switch literals.last {
            case .string(let hashes, let multiline)?: advanced = readString(hashes: hashes, multiline: multiline)
            case .interpolation(let open)?: advanced = readCode(interpolationParentheses: open)
            case nil:
                if !isDeclarationLevel { skipPlainCode() }
                advanced = index == bytes.count || readCode(interpolationParentheses: nil)
            }
            guard advanced else { return nil }
        }
        return frames.isEmpty && literals.isEmpty ? blocks : nil
    }

    /// Inside a body, names and operators only matter as the last token before a `/`:
    /// skips to the next byte that opens or closes something.
    private mutating func skipPlainCode() {
        while index < bytes.count {
            let byte = bytes[index]
            if Self.opensOrCloses[Int(byte)] { return }
            index += 1
            if !BodyScreen.isSpace(byte) { lastTokenEnd = index }
        }
    }

    /// The bytes ``skipPlainCode()`` stops at: comments, literals, brackets and `;`.
    private static let opensOrCloses: [Bool] = (0...255).map { byte in
        "/\"#`(){}[];".utf8.contains(UInt8(byte))
    }

    // MARK: - Code

    /// Reads one token, comment or space of code; `interpolationParentheses` is set inside
    /// an interpolation, where only parentheses, literals and comments matter.
    private mutating func readCode(interpolationParentheses: Int?) -> Bool {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "/"):
            return readSlash()
        case UInt8(ascii: "\""):
            openString(hashes: 0)
            return true
        case UInt8(ascii: "#"):
            return readHash()
        case UInt8(ascii: "`"):
            guard let close = firstIndex(of: UInt8(ascii: "`"), from: index + 1, withinLine: true) else { return false }
            index = close + 1
            lastTokenEnd = index
            return true
        case UInt8(ascii: "("), UInt8(ascii: "["):
            if let open = interpolationParentheses {
                if byte == UInt8(ascii: "(") { literals[literals.count - 1] = .interpolation(parentheses: open + 1) }
            } else {
                parentheses += 1
            }
        case UInt8(ascii: ")"), UInt8(ascii: "]"):
            if let open = interpolationParentheses {
                if byte == UInt8(ascii: ")") {
                    if open == 1 {
                        literals.removeLast()
                    } else {
                        literals[literals.count - 1] = .interpolation(parentheses: open - 1)
                    }
                }
            } else {
                parentheses = max(parentheses - 1, 0)
            }
        case UInt8(ascii: "{"):
            if interpolationParentheses == nil { openBrace() }
        case UInt8(ascii: "}"):
            if interpolationParentheses == nil { return closeBrace() }
        case UInt8(ascii: ";"):
            if interpolationParentheses == nil, isDeclarationLevel, parentheses == 0 {
                pending = .nothing
                boundary = index + 1
            }
        default:
            if BodyScreen.isIdentifierStart(byte) {
                readWord(atDeclarationLevel: interpolationParentheses == nil && isDeclarationLevel && parentheses == 0)
                return true
            }
            if BodyScreen.isSpace(byte) {
                index += 1
                return true
            }
        }
        index += 1
        lastTokenEnd = index
        return true
    }

    private var isDeclarationLevel: Bool {
        guard let innermost = frames.last else { return true }
        if case .members = innermost.kind { return true }
        return false
    }

    /// A comment, or an operator; a regular expression literal cannot be followed.
    private mutating func readSlash() -> Bool {
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        if next == UInt8(ascii: "/") {
            index = firstIndex(of: BodyBlanking.newline, from: index, withinLine: false) ?? bytes.count
            return true
        }
        if next == UInt8(ascii: "*") { return skipBlockComment() }
        if mayStartRegex(next: next) { return false }
        index += 1
        lastTokenEnd = index
        return true
    }

    /// Whether a `/` where an operand may begin, followed by something other than a space
    /// or `=`, may open a regular expression literal (`firstMatch(of: /[a-z]+/)`).
    private func mayStartRegex(next: UInt8) -> Bool {
        guard next != UInt8(ascii: "="), !BodyScreen.isSpace(next) else { return false }
        guard lastTokenEnd > 0 else { return true }
        let previous = bytes[lastTokenEnd - 1]
        return !BodyScreen.isIdentifierByte(previous) && previous != UInt8(ascii: ")") && previous != UInt8(ascii: "]")
            && previous != UInt8(ascii: "\"") && previous != UInt8(ascii: "`")
    }

    private mutating func skipBlockComment() -> Bool {
        var depth = 0
        while index + 1 < bytes.count {
            let pair = (bytes[index], bytes[index + 1])
            if pair == (UInt8(ascii: "/"), UInt8(ascii: "*")) {
                depth += 1
                index += 2
            } else if pair == (UInt8(ascii: "*"), UInt8(ascii: "/")) {
                depth -= 1
                index += 2
                if depth == 0 { return true }
            } else {
                index += 1
            }
        }
        return false
    }

    /// A raw string's opening `#"`, `#/` (a regular expression: not followed), or a
    /// directive such as `#if`.
    private mutating func readHash() -> Bool {
        var end = index
        while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
        guard end < bytes.count else {
            index = end
            return true
        }
        if bytes[end] == UInt8(ascii: "\"") {
            let hashes = end - index
            index = end
            openString(hashes: hashes)
            return true
        }
        if bytes[end] == UInt8(ascii: "/") { return false }
        index = end
        lastTokenEnd = index
        return true
    }

    /// A name or keyword; at the declaration level, a keyword says what the next brace opens.
    private mutating func readWord(atDeclarationLevel: Bool) {
        let start = index
        while index < bytes.count, BodyScreen.isIdentifierByte(bytes[index]) { index += 1 }
        let previous = lastTokenEnd > 0 ? bytes[lastTokenEnd - 1] : 0
        lastTokenEnd = index
        // Keywords are lower-case words of 3 to 15 letters.
        guard atDeclarationLevel, (3...15).contains(index - start), (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[start]),
            previous != UInt8(ascii: "."), previous != UInt8(ascii: "@"), previous != UInt8(ascii: "#")
        else { return }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
        if Self.functionKeywords.contains(where: { word.elementsEqual($0) }) {
            pending = .function
        } else if Self.typeKeywords.contains(where: { word.elementsEqual($0) }) {
            pending = .type(start: boundary)
        } else if Self.contextualTypeKeywords.contains(where: { word.elementsEqual($0) }) {
            if nextWordNamesType() { pending = .type(start: boundary) }
        } else if Self.otherDeclarationKeywords.contains(where: { word.elementsEqual($0) }) {
            pending = .other
        }
    }

    /// Whether the next word names a type (`class Router`), not a member (`class func`,
    /// `class var`) or a constraint (`protocol P: class {`).
    private func nextWordNamesType() -> Bool {
        var position = index
        while position < bytes.count, BodyScreen.isSpace(bytes[position]) { position += 1 }
        guard position < bytes.count else { return false }
        if bytes[position] == UInt8(ascii: "`") { return true }
        guard BodyScreen.isIdentifierStart(bytes[position]) else { return false }
        var end = position
        while end < bytes.count, BodyScreen.isIdentifierByte(bytes[end]) { end += 1 }
        let word = UnsafeBufferPointer(rebasing: bytes[position..<end])
        return !Self.memberKeywords.contains { word.elementsEqual($0) }
    }

    private static func bytes(_ words: [String]) -> [[UInt8]] { words.map { Array($0.utf8) } }
    private static let functionKeywords = bytes(["func", "init", "deinit"])
    private static let typeKeywords = bytes(["struct", "enum", "protocol", "extension"])
    private static let contextualTypeKeywords = bytes(["class", "actor"])
    private static let otherDeclarationKeywords = bytes([
        "var", "let", "case", "subscript", "typealias", "associatedtype", "import", "operator", "precedencegroup", "macro",
    ])
    /// Words that may follow `class` in a member's declaration.
    private static let memberKeywords = bytes([
        "func", "var", "let", "subscript", "init", "final", "override", "static", "private", "fileprivate", "internal",
        "public", "open", "package", "required", "convenience", "dynamic", "lazy", "nonisolated", "weak", "unowned",
        "mutating", "nonmutating", "prefix", "postfix", "infix", "indirect", "where",
    ])

    // MARK: - Braces

    private mutating func openBrace() {
        let isDeclarationBody = isDeclarationLevel && parentheses == 0
        var kind = BlockKind.other
        if isDeclarationBody {
            switch pending {
            case .function: kind = .functionBody(screenStart: lastTokenEnd)
            case .type(let start): kind = .members(declarationStart: start)
            case .nothing, .other: break
            }
        }
        frames.append(
            Frame(
                kind: kind,
                open: index,
                isDeclarationBody: isDeclarationBody,
                savedPending: isDeclarationBody ? .nothing : pending,
                savedParentheses: isDeclarationBody ? 0 : parentheses,
                savedBoundary: boundary
            )
        )
        pending = .nothing
        parentheses = 0
        boundary = index + 1
    }

    private mutating func closeBrace() -> Bool {
        guard let frame = frames.popLast() else { return false }
        let close = index
        let screenEnd = firstIndex(of: BodyBlanking.newline, from: close, withinLine: false) ?? bytes.count
        switch frame.kind {
        case .functionBody(let start):
            if !screen.mayHoldDeclarations(from: start, to: screenEnd) { blocks.append(frame.open + 1..<close) }
        case .members(let start):
            if !screen.mayNeedMembers(declarationFrom: start, membersFrom: frame.open, to: screenEnd) {
                blocks.append(frame.open + 1..<close)
            }
        case .other:
            break
        }
        pending = frame.savedPending
        parentheses = frame.savedParentheses
        boundary = frame.isDeclarationBody ? close + 1 : frame.savedBoundary
        index += 1
        lastTokenEnd = index
        return true
    }

    // MARK: - Strings

    /// Opens a string literal at its first quote, after any `#`.
    private mutating func openString(hashes: Int) {
        let multiline = index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        literals.append(.string(hashes: hashes, multiline: multiline))
    }

    /// Reads a string's bytes up to its end or an interpolation.
    private mutating func readString(hashes: Int, multiline: Bool) -> Bool {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), followedByHashes(hashes, at: index + 1) {
                let escaped = index + 1 + hashes
                guard escaped < bytes.count else { return false }
                if bytes[escaped] == UInt8(ascii: "(") {
                    index = escaped + 1
                    literals.append(.interpolation(parentheses: 1))
                    return true
                }
                index = escaped + 1
            } else if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if quotesEnd(at: index, count: quotes), followedByHashes(hashes, at: index + quotes) {
                    index += quotes + hashes
                    literals.removeLast()
                    lastTokenEnd = index
                    return true
                }
                index += 1
            } else if byte == BodyBlanking.newline, !multiline {
                return false
            } else {
                index += 1
            }
        }
        return false
    }

    private func quotesEnd(at position: Int, count: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        return (position..<position + count).allSatisfy { bytes[$0] == UInt8(ascii: "\"") }
    }

    private func followedByHashes(_ count: Int, at position: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        return (position..<position + count).allSatisfy { bytes[$0] == UInt8(ascii: "#") }
    }

    private func firstIndex(of target: UInt8, from start: Int, withinLine: Bool) -> Int? {
        var position = start
        while position < bytes.count {
            let byte = bytes[position]
            if byte == target { return position }
            if withinLine, byte == BodyBlanking.newline { return nil }
            position += 1
        }
        return nil
    }
}
