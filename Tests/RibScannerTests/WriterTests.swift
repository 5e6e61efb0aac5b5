import Foundation
import RibArchitecture
import Testing
@testable import RibScanner

/// The text, JSON and Mermaid forms of a declared architecture.
@Suite struct WriterTests {
    @Test func textShowsTheTreeAndWhereEachFactComesFrom() {
        let text = ArchitectureTextWriter().write(Fixtures.scan("TicTacToe"))
        #expect(
            text.hasPrefix(
                """
                7 RIBs, 6 attachments, 2 adapters in 30 Swift files

                Root (viewful, launch root)
                ├─ LoggedIn (viewless)
                │  ├─ OffGame (viewful)
                │  │  └─ BasicScoreBoard (viewful)
                │  ├─ RandomWin (viewful) via RandomWinAdapter
                │  └─ TicTacToe (viewful) via TicTacToeAdapter
                └─ LoggedOut (viewful)

                RIBs
                """))
        #expect(
            text.contains(
                """
                  LoggedIn → OffGame
                    router initialiser parameter offGameBuilder: OffGameBuildable (LoggedIn/LoggedInRouter.swift:15)
                    stored builder offGameBuilder: OffGameBuildable (LoggedIn/LoggedInRouter.swift:42)
                    built by the router offGameBuilder.build(…) (LoggedIn/LoggedInRouter.swift:30)
                    built in build OffGameBuilder (LoggedIn/LoggedInBuilder.swift:54)
                """))
        #expect(text.contains("    shares mutableScoreStream: MutableScoreStream (LoggedIn/LoggedInBuilder.swift:19)"))
        #expect(text.contains("  RandomWinAdapter builds RandomWin; listens as RandomWinListener; held as GameBuildable (LoggedIn/RandomWinAdapter.swift:3)"))
    }

    @Test func textEscapesControlCharactersInPaths() {
        let architecture = DeclaredArchitecture(
            warnings: [ScanWarning(.notText, at: SourceLocation(file: "odd\nname.swift", line: 1), "skipped")],
            scannedFileCount: 1
        )
        #expect(ArchitectureTextWriter().write(architecture).contains("  odd\\nname.swift:1: warning: skipped"))
    }

    @Test func jsonRoundTrips() throws {
        let architecture = Fixtures.scan("EdgeCases")
        let data = try ArchitectureJSONWriter().write(architecture)
        #expect(try JSONDecoder().decode(DeclaredArchitecture.self, from: data) == architecture)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"kind\" : \"createdByRouter\""))
        #expect(text.contains("\"file\" : \"Home/HomeRouter.swift\""))
    }

    @Test func mermaidDrawsTheTreeWithAdaptersAndViewlessRibs() {
        let mermaid = ArchitectureMermaidWriter().write(Fixtures.scan("Adapters"))
        #expect(
            mermaid == """
                flowchart TD
                    rib0("Child")
                    rib1("Parent")
                    rib1 -->|"via ChildAdapter"| rib0
                    classDef viewless stroke-dasharray: 5 5

                """)
        let tabbed = ArchitectureMermaidWriter().write(Fixtures.scan("TabbedApp"))
        #expect(tabbed.contains("    rib4([\"Topup\"]):::viewless\n"))
        #expect(tabbed.contains("    rib2 --> rib4\n"))
    }

    @Test func mermaidEscapesNames() {
        #expect(MermaidEscaping.label("A<\"B\">|#&\nC") == "A#lt;#quot;B#quot;#gt;#124;#35;#amp; C")
        let architecture = DeclaredArchitecture(
            ribs: [DeclaredRib(name: "Odd\"]; click", builderType: "X", location: SourceLocation(file: "f", line: 1))]
        )
        #expect(ArchitectureMermaidWriter().write(architecture).contains("rib0[\"Odd#quot;]; click\"]"))
    }

    @Test("Mermaid labels write directives, Markdown strings, Markdown, math, backslashes and bidirectional controls as entities")
    func mermaidEscapesSyntax() {
        #expect(MermaidEscaping.label("%%{init: {'theme':'dark'}}%%") == "#37;#37;{init: {'theme':'dark'}}#37;#37;")
        #expect(MermaidEscaping.label("a`b```") == "a#96;b#96;#96;#96;")
        #expect(MermaidEscaping.label("*s* _u_ ~~t~~ $$m$$") == "#42;s#42; #95;u#95; #126;#126;t#126;#126; #36;#36;m#36;#36;")
        #expect(MermaidEscaping.label("line\\nbreak") == "line#92;nbreak")
        #expect(MermaidEscaping.label("a\u{202E}b\u{0}") == "a#92;u{202e}b#92;u{0}")
        #expect(MermaidEscaping.label("Plain 한국어") == "Plain 한국어")
    }

    @Test func markdownDocumentsEachRibWithItsSources() {
        let markdown = ArchitectureMarkdownWriter().write(Fixtures.scan("TabbedApp"), title: "Mini*Super*App")
        #expect(markdown.hasPrefix("# Mini\\*Super\\*App\n\n6 RIBs, 5 attachments, 0 adapters in 15 Swift files, read from the sources.\n\n```mermaid\nflowchart TD\n"))
        #expect(
            markdown.contains(
                """
                ## FinanceHome

                A viewful RIB, built by `FinanceHomeBuilder` (FinanceHome/FinanceHomeBuilder.swift:16).
                """))
        #expect(
            markdown.contains(
                "**Needs from its parent's scope** (`FinanceHomeDependency`, FinanceHome/FinanceHomeBuilder.swift:3): `cardsRepository: CardsRepository`, `topupBuildable: TopupBuildable`."
            ))
        #expect(
            markdown.contains(
                "- Topup: router initialiser parameter (FinanceHome/FinanceHomeRouter.swift:14); stored builder (FinanceHome/FinanceHomeRouter.swift:11); built by the router (FinanceHome/FinanceHomeRouter.swift:22)"
            ))
        #expect(markdown.contains("A viewless RIB (it borrows an ancestor's view), built by `TopupBuilder`"))
        #expect(markdown.contains("**Attached by:** AppRoot."))
    }

    @Test func markdownEscapesNames() {
        #expect(MarkdownEscaping.text("# [x](y) |a|_b_\n") == "\\# \\[x\\]\\(y\\) \\|a\\|\\_b\\_ ")
        #expect(MarkdownEscaping.text("&lt;b&gt; &amp;") == "\\&lt;b\\&gt; \\&amp;")
        #expect(MarkdownEscaping.text("a\u{202E}b\u{0}") == "a\\\\u{202e}b\\\\u{0}")
        #expect(MarkdownEscaping.text("a\u{200B}b\u{FEFF}") == "a\\\\u{200b}b\\\\u{feff}")
    }
}
