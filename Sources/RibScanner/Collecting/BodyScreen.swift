/// Tells from a function body's bytes, before its syntax is walked, whether the body can
/// hold anything ``DeclarationCollector`` keeps: a call whose callee reads as a type
/// (`OffGameBuilder(`, `Box<Int>(`, `Module.Type {`), a `shared` or `init` call, or a
/// local type declaration, or a call of the object's own function, which routing code may
/// go through (`makeRouter()` calling `makeChildRouter()`). Most bodies of interactors
/// and view controllers hold none, and walking their syntax is most of the collector's cost.
///
/// It errs towards yes: a name that starts with a capital letter (or a non-ASCII
/// character) followed by `(`, `{`, `<`, a comment or a backtick, anywhere in the body, even in a
/// string or a comment, one of the words `shared`, `init`, `class`, `struct`, `enum`,
/// `actor`, `protocol` and `extension`, a name with `uild` in it (`build`, `detailBuilder`)
/// or `attachChild`, or a call, bare or on `self.`, of a function the file declares, means
/// the body is walked: routing code is typed after collection.
struct BodyScreen {
    /// The text as written, which ``mayNeedMembers(declarationFrom:membersFrom:to:)`` reads.
    let written: [UInt8]
    /// The text as parsed, which ``mayHoldDeclarations(from:to:)`` reads: the written one,
    /// or the same with the blocks ``BodyBlanking`` ruled out cut.
    private let source: [UInt8]
    /// The names the file declares functions by (`func name`), anywhere in it.
    private let functionNames: Set<[UInt8]>

    /// Screens bodies of `source`, a whole file.
    init(_ source: String) {
        self.init(bytes: Array(source.utf8))
    }

    /// Screens bodies of a whole file's UTF-8 bytes.
    init(bytes: [UInt8]) {
        self.written = bytes
        self.source = bytes
        self.functionNames = Self.functionNames(in: bytes)
    }

    private init(written: [UInt8], parsed: [UInt8], functionNames: Set<[UInt8]>) {
        self.written = written
        self.source = parsed
        self.functionNames = functionNames
    }

    /// The screen of the same file parsed as `parsed`, its text with blocks cut out.
    ///
    /// A body left in the syntax is never part of a cut block, nor holds one (cut blocks
    /// are members of types and bodies of their functions, never inside a body), so it
    /// reads the same in both texts and ruling out an emptied one costs nothing. Whether a
    /// type's members are needed is read in the written text, at written offsets: a cut
    /// block may be what mentions RIBs.
    func parsing(_ parsed: [UInt8]) -> BodyScreen {
        BodyScreen(written: written, parsed: parsed, functionNames: functionNames)
    }

    /// The name after each word `func` in `bytes`: local functions and ones in comments
    /// too, which only lets more bodies through.
    private static func functionNames(in bytes: [UInt8]) -> Set<[UInt8]> {
        var names: Set<[UInt8]> = []
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while let found = ByteSearch.firstIndex(of: funcKeyword, in: buffer, from: index) {
                index = found + funcKeyword.count
                guard found == 0 || !isIdentifierByte(buffer[found - 1]), index < buffer.count, isSpace(buffer[index]) else { continue }
                while index < buffer.count, isSpace(buffer[index]) { index += 1 }
                let nameStart = index
                while index < buffer.count, isIdentifierByte(buffer[index]) { index += 1 }
                if index > nameStart { names.insert(Array(buffer[nameStart..<index])) }
            }
        }
        return names
    }

    private static let funcKeyword = Array("func".utf8)

    /// Whether the bytes from `start` up to `end` (UTF-8 offsets) may hold something the
    /// collector keeps.
    func mayHoldDeclarations(from start: Int, to end: Int) -> Bool {
        let end = min(end, source.count)
        var index = max(start, 0)
        while index < end {
            let byte = source[index]
            guard Self.isIdentifierStart(byte), index == 0 || !Self.isIdentifierByte(source[index - 1]) else {
                index += 1
                continue
            }
            let wordStart = index
            while index < end, Self.isIdentifierByte(source[index]) { index += 1 }
            if byte >= 0x80 || Self.isCapital(byte) {
                if followedByCallOrComment(at: index, before: end) { return true }
            } else if Self.words.contains(where: { matches($0, from: wordStart, to: index) }) || routes(from: wordStart, to: index)
                || callsOwnFunction(from: wordStart, to: index, before: end)
            {
                return true
            }
        }
        return false
    }

    /// Whether the word from `start` to `end` calls a function the file declares, bare
    /// (`makeRouter(`) or on `self.` (`self.makeRouter(`).
    private func callsOwnFunction(from start: Int, to end: Int, before limit: Int) -> Bool {
        var next = end
        while next < limit, Self.isSpace(source[next]) { next += 1 }
        guard next < limit, source[next] == UInt8(ascii: "("), !functionNames.isEmpty else { return false }
        if start > 0, source[start - 1] == UInt8(ascii: ".") {
            let receiver = start - 1 - Self.selfKeyword.count
            guard receiver >= 0, source[receiver..<start - 1].elementsEqual(Self.selfKeyword),
                receiver == 0 || !Self.isIdentifierByte(source[receiver - 1])
            else { return false }
        }
        return functionNames.contains(Array(source[start..<end]))
    }

    private static let selfKeyword = Array("self".utf8)

    private func followedByCallOrComment(at position: Int, before end: Int) -> Bool {
        var index = position
        while index < end, Self.isSpace(source[index]) { index += 1 }
        guard index < end else { return false }
        return Self.openers.contains(source[index])
    }

    /// Whether the members of a type or extension may hold something a RIB needs, from its
    /// declaration's bytes: from `start` up to `end` (UTF-8 offsets), its member block
    /// opening at `brace`.
    ///
    /// They may when the declaration mentions, anywhere, one of RIBs' words but `Listener`
    /// (``memberWords``), or when its header, before the member block, mentions any of
    /// them (``KeywordFilter/keywords``): a listener protocol. A listener is what a view
    /// controller's members mention (`weak var listener: PresentableListener?`), and
    /// naming one neither builds, routes nor declares a RIB part: the members of a view
    /// controller or a service that mention nothing else are not walked.
    ///
    /// A protocol's members are read too: they are requirements only, and routing reaches
    /// builders through them (`factory.plugin(id:)?.builder`, where `protocol
    /// PluginFactory { func plugin(id: String) -> Plugin? }` names no RIBs type). Not those
    /// of a protocol that refines RIBs' `Presentable` or `ViewControllable`: what an
    /// interactor asks of its view and a router of its view controller leads to no builder.
    func mayNeedMembers(declarationFrom start: Int, membersFrom brace: Int, to end: Int) -> Bool {
        let end = min(end, written.count)
        let start = min(max(start, 0), end)
        let brace = min(max(brace, start), end)
        return written.withUnsafeBufferPointer { bytes in
            let declaration = UnsafeBufferPointer(rebasing: bytes[start..<end])
            let header = UnsafeBufferPointer(rebasing: bytes[start..<brace])
            return Self.memberWords.contains { ByteSearch.contains(declaration, $0) }
                || Self.headerWords.contains { ByteSearch.contains(header, $0) }
                || (Self.containsWord(Self.protocolKeyword, in: header) && !Self.viewSideWords.contains { ByteSearch.contains(header, $0) })
        }
    }

    /// RIBs' protocols of the view side, which a presenter's or view controller's protocol refines.
    private static let viewSideWords = ["Presentable", "ViewControllable"].map { Array($0.utf8) }

    private static let protocolKeyword = Array("protocol".utf8)

    /// Whether `word` occurs in `bytes` as a whole word, not inside a longer name.
    private static func containsWord(_ word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var from = 0
        while let found = ByteSearch.firstIndex(of: word, in: bytes, from: from) {
            let after = found + word.count
            if (found == 0 || !isIdentifierByte(bytes[found - 1])) && (after == bytes.count || !isIdentifierByte(bytes[after])) { return true }
            from = found + 1
        }
        return false
    }

    /// RIBs' words but `Listener`, and `attachChild`.
    private static let memberWords = (KeywordFilter.keywords.filter { $0 != "Listener" } + ["attachChild"]).map { Array($0.utf8) }
    private static let headerWords = KeywordFilter.keywords.map { Array($0.utf8) }

    /// Whether a word names something routing uses: a builder or a `build` function
    /// (`detailBuilder`, `build`, `finalStageBuild`), or `attachChild`.
    private func routes(from start: Int, to end: Int) -> Bool {
        if matches(Self.attachChild, from: start, to: end) { return true }
        let fragment = Self.buildFragment
        guard end - start >= fragment.count else { return false }
        var index = start
        while index + fragment.count <= end {
            if source[index..<index + fragment.count].elementsEqual(fragment) { return true }
            index += 1
        }
        return false
    }

    private static let attachChild = Array("attachChild".utf8)
    /// `uild`, as in `build`, `builder` and `Build`.
    private static let buildFragment = Array("uild".utf8)

    private func matches(_ word: [UInt8], from start: Int, to end: Int) -> Bool {
        end - start == word.count && source[start..<end].elementsEqual(word)
    }

    private static let words: [[UInt8]] = ["shared", "init", "class", "struct", "enum", "actor", "protocol", "extension"]
        .map { Array($0.utf8) }
    /// What may follow a callee: a call's parenthesis or trailing closure, generic
    /// arguments, a comment, or the closing backtick of a quoted name.
    private static let openers: [UInt8] = [
        UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "<"), UInt8(ascii: "/"), UInt8(ascii: "`"),
    ]

    private static func isCapital(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        isCapital(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
