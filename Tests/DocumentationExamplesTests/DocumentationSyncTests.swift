import Foundation
import Testing

/// One block of Docs/Testing.md that the tests check: a fenced block right after an
/// `<!-- example: NAME -->` comment.
struct DocumentedExample: Sendable, CustomTestStringConvertible {
    /// The name in the comment.
    let name: String
    /// The line of the block's opening fence, counted from 1 in Docs/Testing.md.
    let line: Int
    /// The block's lines, without the fences.
    let lines: [String]

    var testDescription: String { "\(name) (Docs/Testing.md:\(line))" }
}

/// Docs/Testing.md read as the tests check it.
struct TestingDocument {
    static let path = "Docs/Testing.md"
    static let exampleFiles = [
        "Tests/DocumentationExamplesTests/SwiftTestingExamples.swift",
        "Tests/DocumentationExamplesTests/XCTestExamples.swift",
    ]

    /// The package's root folder, found from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // DocumentationExamplesTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The blocks marked as examples, in document order.
    var examples: [DocumentedExample] = []
    /// What is wrong with the document's markup, one sentence per problem.
    var problems: [String] = []

    static func load() throws -> TestingDocument {
        try TestingDocument(text: String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }

    /// Reads the examples, and notes each marker without a block and each Swift block
    /// that is neither an example nor marked `<!-- unchecked: why -->`.
    init(text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var marker: (name: String?, line: Int)?
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            index += 1
            if let name = Self.comment(line, prefix: "example:") {
                marker = (name, index)
            } else if Self.comment(line, prefix: "unchecked:") != nil {
                marker = (nil, index)
            } else if line.hasPrefix("```") {
                let language = line.dropFirst(3)
                let start = index
                while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                    index += 1
                }
                let body = Array(lines[start..<index])
                index += 1
                if let name = marker?.name, body.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                    problems.append("\(Self.path):\(start): the example \(name) is an empty block")
                } else if let name = marker?.name {
                    examples.append(DocumentedExample(name: name, line: start, lines: body))
                } else if marker == nil, language == "swift" {
                    problems.append("\(Self.path):\(start): a swift block that is neither `<!-- example: NAME -->` nor `<!-- unchecked: why -->`")
                }
                marker = nil
            } else if !line.isEmpty, let pending = marker {
                problems.append("\(Self.path):\(pending.line): a marker not followed by a fenced block")
                marker = nil
            }
        }
        var seen: Set<String> = []
        for example in examples where !seen.insert(example.name).inserted {
            problems.append("\(Self.path):\(example.line): a second example named \(example.name)")
        }
    }

    /// The text of `<!-- PREFIX TEXT -->`, if `line` is that comment.
    private static func comment(_ line: String, prefix: String) -> String? {
        guard line.hasPrefix("<!-- \(prefix)"), line.hasSuffix("-->") else { return nil }
        return line.dropFirst(5 + prefix.count).dropLast(3).trimmingCharacters(in: .whitespaces)
    }

    /// Whether `block` appears in `file` as consecutive lines, ignoring each line's indentation.
    static func contains(_ file: [String], _ block: [String]) -> Bool {
        matchedLineCount(of: block, in: file) == block.count
    }

    /// How many of `block`'s first lines appear in `file` as consecutive lines, ignoring
    /// each line's indentation, where the file matches the most of them.
    static func matchedLineCount(of block: [String], in file: [String]) -> Int {
        let needle = block.map(unindented)
        let haystack = file.map(unindented)
        return haystack.indices.map { start in
            zip(haystack[start...], needle).prefix { $0 == $1 }.count
        }.max() ?? 0
    }

    private static func unindented(_ line: String) -> String {
        line.trimmingCharacters(in: .whitespaces)
    }
}

@Suite("Docs/Testing.md and its tests agree")
struct DocumentationSyncTests {
    @Test("the document marks its examples correctly")
    func markup() throws {
        let document = try TestingDocument.load()
        #expect(document.problems == [])
        #expect(document.examples.count >= 10)
    }

    @Test("each example appears word for word in the example files", arguments: try TestingDocument.load().examples)
    func exampleIsTested(_ example: DocumentedExample) throws {
        let files = try TestingDocument.exampleFiles.map { path in
            try String(contentsOf: TestingDocument.root.appendingPathComponent(path), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
        }
        let matched = files.map { TestingDocument.matchedLineCount(of: example.lines, in: $0) }.max() ?? 0
        let differing = matched < example.lines.count ? example.lines[matched] : ""
        #expect(
            matched == example.lines.count,
            """
            \(example.testDescription) is not, line for line, in \(TestingDocument.exampleFiles.joined(separator: " or ")): \
            the tests differ from Docs/Testing.md:\(example.line + 1 + matched), "\(differing)". \
            Copy the test's code into the document, or the document's into the test.
            """
        )
    }

    @Test("the document's relative links lead to files of the package")
    func links() throws {
        let text = try String(contentsOf: TestingDocument.root.appendingPathComponent(TestingDocument.path), encoding: .utf8)
        let folder = TestingDocument.root.appendingPathComponent("Docs")
        let targets = text.split(separator: "](").dropFirst().compactMap { $0.split(separator: ")").first.map(String.init) }
        let relative = targets.filter { !$0.hasPrefix("http") && !$0.hasPrefix("#") }
        #expect(!relative.isEmpty)
        for target in relative {
            let file = String(target.split(separator: "#").first ?? "")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(target)")
        }
    }

    @Test("a block is found whatever its indentation, and only with all its lines in order")
    func matching() {
        let file = ["struct S {", "    func f() {", "        let a = 1", "", "        let b = 2", "    }", "}"]
        #expect(TestingDocument.contains(file, ["let a = 1", "", "let b = 2"]))
        #expect(TestingDocument.contains(file, ["  func f() {  ", "let a = 1"]))
        #expect(!TestingDocument.contains(file, ["let a = 1", "let b = 2"]))
        #expect(!TestingDocument.contains(file, ["let b = 2", "let a = 1"]))
        #expect(TestingDocument.matchedLineCount(of: ["let a = 1", "", "let c = 3"], in: file) == 2)
    }

    @Test("markers without a block, unmarked swift blocks and repeated names are reported")
    func markupProblems() {
        let document = TestingDocument(
            text: """
                <!-- example: one -->
                ```swift
                let a = 1
                ```
                <!-- example: one -->
                ```text
                a
                ```
                ```swift
                let b = 2
                ```
                <!-- unchecked: a manifest -->
                ```swift
                let c = 3
                ```
                ```sh
                swift test
                ```
                <!-- example: lost -->
                Some prose.
                <!-- example: empty -->
                ```swift
                ```
                """)
        #expect(document.examples.map(\.name) == ["one", "one"])
        #expect(document.examples.map(\.lines) == [["let a = 1"], ["a"]])
        #expect(
            document.problems == [
                "Docs/Testing.md:9: a swift block that is neither `<!-- example: NAME -->` nor `<!-- unchecked: why -->`",
                "Docs/Testing.md:19: a marker not followed by a fenced block",
                "Docs/Testing.md:22: the example empty is an empty block",
                "Docs/Testing.md:6: a second example named one",
            ])
    }
}
