import Foundation
import Testing

/// Formula/ribviz.rb builds through the Makefile: what it asks of `make` must exist there.
@Suite("Homebrew formula")
struct HomebrewFormulaTests {
    private static let formula = DocsCommandTests.repository.appendingPathComponent("Formula/ribviz.rb")
    private static let makefile = DocsCommandTests.repository.appendingPathComponent("Makefile")

    /// The words of each `system "make", …` line of the formula, without `make`.
    private static func makeCalls(in formula: String) -> [[String]] {
        formula.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("system \"make\"") else { return nil }
            return trimmed.split(separator: ",").dropFirst().map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
        }
    }

    /// The recipe lines of a Makefile target, or `nil` when there is no such target.
    private static func recipe(of target: String, in makefile: String) -> [String]? {
        let lines = makefile.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("\(target):") }) else { return nil }
        return Array(lines[(start + 1)...].prefix { $0.hasPrefix("\t") })
    }

    @Test("the formula's make targets exist, are phony and take the variables it sets")
    func targets() throws {
        let formula = try String(contentsOf: Self.formula, encoding: .utf8)
        let makefile = try String(contentsOf: Self.makefile, encoding: .utf8)
        let calls = Self.makeCalls(in: formula)
        #expect(!calls.isEmpty, "the formula builds with make")
        let phony = makefile.split(separator: "\n").first { $0.hasPrefix(".PHONY:") }?.split(separator: " ").map(String.init) ?? []
        for call in calls {
            let targets = call.filter { !$0.contains("=") }
            #expect(!targets.isEmpty, "make is called with a target: \(call)")
            for target in targets {
                let recipe = try #require(Self.recipe(of: target, in: makefile), "the Makefile has no target \(target)")
                #expect(phony.contains(target), "\(target) is in .PHONY")
                let variables = call.filter { $0.contains("=") }.map { String($0.prefix { $0 != "=" }) }
                for variable in variables {
                    #expect(makefile.contains("\n\(variable) ?="), "the Makefile gives \(variable) a default")
                    #expect(recipe.contains { $0.contains("$(\(variable))") }, "\(target) uses \(variable)")
                }
            }
        }
    }

    @Test("make install puts bin/ribviz under DESTDIR and PREFIX, where the formula tests it")
    func installedFile() throws {
        let formula = try String(contentsOf: Self.formula, encoding: .utf8)
        let makefile = try String(contentsOf: Self.makefile, encoding: .utf8)
        let recipe = try #require(Self.recipe(of: "install", in: makefile))
        #expect(recipe.contains { $0.contains("\"$(DESTDIR)$(PREFIX)/bin/ribviz\"") })
        #expect(recipe.contains { $0.contains("build -c release") })
        #expect(formula.contains("PREFIX=#{prefix}"))
        #expect(formula.contains("bin/\"ribviz\""))
        #expect(formula.contains("depends_on \"graphviz\""), "ribviz links libgraphviz")
        #expect(formula.contains("head \""), "brew install --HEAD builds the repository's head")
    }
}
