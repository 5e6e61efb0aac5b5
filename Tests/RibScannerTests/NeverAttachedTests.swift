import RibArchitecture
import Testing
@testable import RibScanner

/// A child a router builds and never attaches is drawn from the build with a warning at the
/// build, unless some code the scan read or could not read may attach it.
@Suite struct NeverAttachedTests {
    private func scan(_ sources: [String: String]) -> DeclaredArchitecture {
        RibScanner().scan(sources: sources.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// A parent whose router builds `Child` in its initialiser, with `body` as its members.
    private func parent(conformances: String = "", body: String) -> String {
        miniRib("Parent").replacingOccurrences(
            of: "final class ParentRouter: ViewableRouter<ParentInteractor, ViewControllable> {}",
            with: """
                final class ParentRouter: LaunchRouter<ParentInteractor, ViewControllable>\(conformances) {
                    private let childRouter: ChildRouter
                    init(childBuilder: ChildBuildable, interactor: ParentInteractor) {
                        childRouter = childBuilder.build()
                        super.init(interactor: interactor, viewController: ParentViewController())
                    }
                \(body)
                }
                """)
    }

    private let child =
        miniRib("Child").replacingOccurrences(of: "Builder<ChildDependency> {", with: "Builder<ChildDependency>, ChildBuildable {")
        + "\nprotocol ChildBuildable: Buildable { func build() -> ChildRouter }"

    @Test("a child built in the router's initialiser and only ever detached is built, never attached")
    func builtAndOnlyDetached() throws {
        let architecture = scan([
            "Parent.swift": parent(conformances: ", ParentRouting", body: "    func close() { detachChild(childRouter) }"),
            "ParentRouting.swift": "protocol ParentRouting: ViewableRouting {}",
            "Child.swift": child,
        ])
        #expect(architecture.edgeLines == ["Parent -> Child: initializerParameter, builtByRouter"])
        let warning = try #require(architecture.warnings.first { $0.kind == .builtNeverAttached })
        #expect(warning.location == SourceLocation(file: "Parent.swift", line: 9))
        #expect(
            warning.message
                == "ParentRouter builds Child here, but no scanned code attaches it: neither ParentRouter nor a type it inherits calls attachChild, so Child would run outside the RIB tree, never activated; attach it, or scan the code that does"
        )
    }

    @Test(
        "no warning when the router, a protocol it conforms to, an extension of RIBs' own types or another object attaches, or when it inherits what the scan cannot read",
        arguments: [
            ["Parent.swift": "    func open() { attachChild(childRouter) }"],
            [
                "Parent.swift": "    func open() { show(childRouter) }",
                "Showing.swift": "protocol ParentShowing: AnyObject {}\nextension ParentShowing where Self: Routing { func show(_ child: Routing) { attachChild(child) } }",
            ],
            [
                "Parent.swift": "    func open() { show(childRouter) }",
                "RIBs+Show.swift": "extension ViewableRouter { func show(_ child: Routing) { attachChild(child) } }",
            ],
            [
                "Parent.swift": "    func open() { show(childRouter) }",
                "Presenter.swift": "final class Presenter { func show(_ child: Routing, on parent: Routing) { parent.attachChild(child) } }",
            ],
            ["Parent.swift": "UNREAD"],
        ])
    func mayAttach(_ files: [String: String]) {
        var sources = files
        let body = sources["Parent.swift"] ?? ""
        // `ExternalRouting`, declared in a module the scan did not read, may attach.
        sources["Parent.swift"] =
            body == "UNREAD"
            ? parent(conformances: ", ExternalRouting", body: "")
            : parent(conformances: files["Showing.swift"] == nil ? "" : ", ParentShowing", body: body)
        sources["Child.swift"] = child
        let architecture = scan(sources)
        #expect(architecture.edgeLines == ["Parent -> Child: initializerParameter, builtByRouter"])
        #expect(!architecture.warnings.contains { $0.kind == .builtNeverAttached })
    }
}
