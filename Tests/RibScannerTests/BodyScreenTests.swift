import Testing
@testable import RibScanner

/// The screen lets through every body that can hold a constructor call, a `shared` call or
/// a local type, and clears bodies that cannot, so the collector walks less.
@Suite struct BodyScreenTests {
    private func mayHold(_ body: String) -> Bool {
        BodyScreen(body).mayHoldDeclarations(from: 0, to: body.utf8.count)
    }

    @Test(
        "bodies with a call that reads as a type, shared, init or a local type are walked",
        arguments: [
            "{ let router = OffGameBuilder(dependency: component) }",
            "{ return Box<Int>(value: 1) }",
            "{ RIBs.EmptyComponent() }",
            "{ let b = OffGameBuilder\n    (dependency: d) }",
            "{ Foo /* why */ (x) }",
            "{ `Foo`(x) }",
            "{ 점수판(x) }",
            "{ self.shared { Store() } }",
            "{ shared { store } }",
            "{ .init(dependency: d) }",
            "{ class local {} }",
            "{ struct Local {} }",
            "{ Module.Thing { $0 } }",
        ])
    func walked(body: String) {
        #expect(mayHold(body))
    }

    @Test(
        "bodies with only calls of functions, member access and lowercase names are cleared",
        arguments: [
            "{ store.items.sink { items in presenter.show(items) }.store(in: &cancellables) }",
            "{ DispatchQueue.main.async { self.reload() } }",
            "{ guard isActive, index >= 0 else { return }; router?.routeToDetails(item: item) }",
            "{ let total = items.count + Int.max }",
            "{ initialise(); sharedStore.reload(); classify(x) }",
        ])
    func cleared(body: String) {
        #expect(!mayHold(body))
    }

    @Test("only the given range counts")
    func range() {
        let source = "func a() { format() }\nfunc b() { Child() }"
        let screen = BodyScreen(source)
        let firstBody = source.utf8.firstIndex(of: UInt8(ascii: "{"))!
        let firstEnd = source.utf8.firstIndex(of: UInt8(ascii: "\n"))!
        let start = source.utf8.distance(from: source.utf8.startIndex, to: firstBody)
        let end = source.utf8.distance(from: source.utf8.startIndex, to: firstEnd)
        #expect(!screen.mayHoldDeclarations(from: start, to: end))
        #expect(screen.mayHoldDeclarations(from: end, to: source.utf8.count))
    }

    @Test("a call of a function the file declares, bare or on self, is walked; on another value it is not")
    func ownFunctions() {
        let declarations = "func makeRouter() -> ViewableRouting { makeChild() }\nfunc reload() {}\n"
        func mayHold(_ body: String) -> Bool {
            let source = declarations + body
            return BodyScreen(source).mayHoldDeclarations(from: declarations.utf8.count, to: source.utf8.count)
        }
        #expect(mayHold("{ makeRouter() }"))
        #expect(mayHold("{ return self.makeRouter () }"))
        #expect(!mayHold("{ other.makeRouter() }"))
        #expect(!mayHold("{ myself.makeRouter() }"))
        #expect(!mayHold("{ present(alert) }"))
        #expect(!mayHold("{ let makeRouter = 1 }"))
    }
}
