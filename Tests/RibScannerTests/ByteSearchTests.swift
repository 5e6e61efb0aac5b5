import Testing
@testable import RibScanner

/// The byte search the screens run on every file finds a word where it starts, whichever
/// byte it looks for first.
@Suite struct ByteSearchTests {
    private func firstIndex(of needle: String, in text: String, from start: Int = 0) -> Int? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { ByteSearch.firstIndex(of: Array(needle.utf8), in: $0, from: start) }
    }

    @Test("a word is found where it starts, by its first capital letter or its first byte")
    func findsWhereTheWordStarts() {
        let text = "let needle = 1 // let needleDependenciesHash: String"
        #expect(firstIndex(of: "let needleDependenciesHash", in: text) == 18)
        #expect(firstIndex(of: "needle", in: text) == 4)
        #expect(firstIndex(of: "needle", in: text, from: 5) == 22)
        #expect(firstIndex(of: "Hash", in: text) == 40)
        #expect(firstIndex(of: "Dependencies", in: "Dependencies") == 0)
    }

    @Test("a word that is not whole in the text is not found")
    func missesPartialWords() {
        #expect(firstIndex(of: "let needleDependenciesHash", in: "let needleDependencies") == nil)
        #expect(firstIndex(of: "needleD", in: "needle Dependencies") == nil)
        #expect(firstIndex(of: "xD", in: "D") == nil)
        #expect(firstIndex(of: "aB", in: "Ba") == nil)
    }
}
