import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import RibScanner

/// Blanking before the parse cuts exactly the blocks the collector would not walk out of
/// the text, tells where every byte left was written, and leaves a text it cannot follow as
/// written.
@Suite struct BodyBlankingTests {
    private func blanked(_ source: String) -> String? {
        blankedText(source).map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    private func blankedText(_ source: String) -> BlankedText? {
        let bytes = Array(source.utf8)
        return BodyBlanking.blanked(bytes, screen: BodyScreen(bytes: bytes))
    }

    /// Whether every byte of the blanked text is, by its offsets, the same byte of the
    /// source: the lines and positions the collector reports name the file as written.
    private func mapsBack(_ source: String) throws -> Bool {
        let text = try #require(blankedText(source))
        let written = Array(source.utf8)
        return text.bytes.indices.allSatisfy { written[text.offsets.written($0)] == text.bytes[$0] }
    }

    @Test("a body that holds nothing the collector keeps is blanked, in place")
    func functionBodies() throws {
        let source = """
            final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable> {
                func routeToCart() {
                    let router = cartBuilder.build(withListener: interactor)
                    attachChild(router)
                }
                func close() {
                    viewController.dismiss(animated: true)
                    listener?.didClose()
                }
            }
            """
        let result = try #require(blanked(source))
        #expect(result.contains("cartBuilder.build(withListener: interactor)"))
        #expect(!result.contains("dismiss"))
        #expect(!result.contains("didClose"))
        #expect(result.contains("func close() {}"))
        #expect(try mapsBack(source))
    }

    @Test("the members of a type that mentions none of RIBs' words are blanked")
    func typesWithoutRibs() throws {
        let source = """
            protocol HomeListener: AnyObject {
                func homeDidClose()
            }
            extension HomeViewController: UITableViewDataSource {
                func numberOfSections(in tableView: UITableView) -> Int { 1 }
                var rows: [Row] { items.map(Row.init) }
            }
            """
        let result = try #require(blanked(source))
        #expect(result.contains("func homeDidClose()"))
        #expect(result.contains("extension HomeViewController: UITableViewDataSource {"))
        #expect(!result.contains("numberOfSections"))
        #expect(!result.contains("rows"))
        #expect(try mapsBack(source))
    }

    @Test("a type whose members only name a listener is blanked; an interactor or a listener protocol is not")
    func membersNamingOnlyAListener() throws {
        let source = """
            final class HomeViewController: UIViewController, HomePresentable {
                weak var listener: HomePresentableListener?
                func show(title: String) { self.title = title }
            }
            final class HomeInteractor: Interactor, HomeInteractable {
                weak var listener: HomeListener?
            }
            protocol HomeListener: AnyObject {
                func homeDidClose()
            }
            enum Home {
                final class Interactor: PresentableInteractor<HomePresentable> {
                    weak var listener: HomeListener?
                }
            }
            """
        let result = try #require(blanked(source))
        #expect(!result.contains("HomePresentableListener"))
        #expect(!result.contains("func show"))
        #expect(result.contains("weak var listener: HomeListener?"))
        #expect(result.contains("func homeDidClose()"))
        #expect(result.contains("final class Interactor: PresentableInteractor<HomePresentable>"))
        #expect(try mapsBack(source))
    }

    @Test("braces in comments, strings, interpolations and raw strings do not end a body")
    func literalsAndComments() throws {
        let source = ##"""
            final class ScoreInteractor: Interactor {
                func describe() -> String {
                    // a } in a comment
                    /* and a { in /* a nested */ one */
                    let a = "}"
                    let b = "\(items.map { "\($0) }" }.joined())"
                    let c = #"\#(value) "} "#
                    let d = """
                        }
                        """
                    return a + b + c + d
                }
                func reset() {
                    count = 0
                }
            }
            """##
        let result = try #require(blanked(source))
        #expect(!result.contains("joined"))
        #expect(!result.contains("count = 0"))
        let tree = Parser.parse(source: result)
        #expect(!tree.hasError)
        let members = try #require(tree.statements.first?.item.as(ClassDeclSyntax.self)).memberBlock.members
        #expect(members.count == 2)
        #expect(members.allSatisfy { $0.decl.as(FunctionDeclSyntax.self)?.body?.statements.isEmpty == true })
    }

    @Test("properties, subscripts, accessors and closures keep their braces; functions do not")
    func declarationsThatAreNotFunctions() throws {
        let source = """
            protocol ScoreListener: class {
                func scoreDidChange()
                var best: Int { get }
            }
            final class ScoreRouter: Router<ScoreInteractable> {
                var title: String { "score" }
                lazy var formatter = { makeFormatter() }()
                subscript(index: Int) -> Int { values[index] }
                class func make() { count = 1 }
                init?(values: [Int]) { self.values = values }
                func reset(then handler: () -> Void = { log("reset") }) { count = 0 }
            }
            """
        let result = try #require(blanked(source))
        #expect(result.contains("var best: Int { get }"))
        #expect(result.contains(#"var title: String { "score" }"#))
        #expect(result.contains("{ makeFormatter() }()"))
        #expect(result.contains("{ values[index] }"))
        #expect(result.contains(#"= { log("reset") })"#))
        #expect(!result.contains("count = 1"))
        #expect(!result.contains("self.values = values"))
        #expect(!result.contains("count = 0"))
        #expect(!Parser.parse(source: result).hasError)
    }

    @Test(
        "a text it cannot follow is left as written",
        arguments: [
            "final class A: Router<I> {\n func f() { let r = /[a-z]+/ ; count = 1 }\n}",
            "final class A: Router<I> {\n func f() { let r = #/x}/# }\n}",
            "final class A: Router<I> {\n func f() { count = 1 }\n}\n}",
            "final class A: Router<I> {\n func f() { count = 1 }\n",
            "final class A: Router<I> {\n func f() { let s = \"open\n }\n}",
            "final class A: Router<I> {\n /* never closed\n func f() { count = 1 }\n}",
        ])
    func unfollowed(source: String) {
        #expect(blanked(source) == nil)
    }

    @Test("division is not taken for a regular expression")
    func division() throws {
        let result = try #require(blanked("final class A: Router<I> {\n func f() { half = total / 2; rate = total/count; x = (a + b)/2 }\n}"))
        #expect(!result.contains("total"))
    }

    @Test("a syntax error inside a body the scan does not read no longer costs the file its declarations")
    func errorInBlankedBody() {
        let source = "final class HomeRouter: Router<HomeInteractable> {\n    let cartBuilder: CartBuildable\n    func close() {\n        let x = = 1\n    }\n}\n"
        guard case .collected(let file) = SwiftFileParser().collect(source, path: "HomeRouter.swift") else {
            Issue.record("the file was not collected")
            return
        }
        #expect(file.types.map(\.name) == ["HomeRouter"])
        #expect(file.types.first?.properties.map(\.name) == ["cartBuilder"])
    }

    /// Every fixture app's files, and RIBs code written here, collect the same declarations
    /// from the blanked text as from the text as written.
    @Test("the collector keeps the same declarations with blanking as without")
    func sameDeclarations() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folders = [Fixtures.folder.path, root.appendingPathComponent("Sources/RibRuntime").path, root.appendingPathComponent("Sources/RibExamples").path]
        var compared = 0
        var blankedFiles = 0
        for folder in folders {
            let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
            while let relative = enumerator.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let path = folder + "/" + relative
                let source = try String(contentsOfFile: path, encoding: .utf8)
                let written = Parser.parse(source: source)
                guard !written.hasError else { continue }
                let bytes = Array(source.utf8)
                let screen = BodyScreen(bytes: bytes)
                compared += 1
                guard let blanked = BodyBlanking.blanked(bytes, screen: screen) else { continue }
                blankedFiles += 1
                let parsed = blanked.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
                #expect(!parsed.hasError, "\(path)")
                let lines = LineTable(source)
                let expected = DeclarationCollector.collect(written, path: path, lines: lines, screen: screen)
                let actual = DeclarationCollector.collect(
                    parsed, path: path, lines: lines, offsets: blanked.offsets, screen: screen.parsing(blanked.bytes))
                #expect(String(reflecting: actual.types) == String(reflecting: expected.types), "\(path)")
            }
        }
        #expect(compared > 100)
        #expect(blankedFiles > 50)
    }
}
