import RibArchitecture
import Testing
@testable import RibScanner

/// A router that attaches other children but, at one site, binds what it builds to a local
/// and never hands it on (only presents its view) gets the never-attached warning at that
/// build; a local handed on in any way through which it could reach `attachChild` gets none.
@Suite struct BuildSiteNeverAttachedTests {
    private func scan(_ sources: [String: String]) -> DeclaredArchitecture {
        RibScanner().scan(sources: sources.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// A parent whose router attaches `Other` and builds `Leaf` in `members`.
    private func host(_ members: String) -> String {
        """
        import RIBs
        protocol HostDependency: Dependency {}
        final class HostBuilder: Builder<HostDependency> {
            func build() -> HostRouter { HostRouter(interactor: HostInteractor()) }
        }
        final class HostInteractor: Interactor {}
        final class HostRouter: LaunchRouter<HostInteractor, ViewControllable> {
            private let leafBuilder: LeafBuildable
            private let optionalLeafBuilder: LeafBuildable?
            private let otherBuilder: OtherBuilder
            private var current: Routing?
            private var leaves: [ViewableRouting] = []
            init(interactor: HostInteractor, leafBuilder: LeafBuildable, otherBuilder: OtherBuilder) {
                self.leafBuilder = leafBuilder
                self.optionalLeafBuilder = leafBuilder
                self.otherBuilder = otherBuilder
                super.init(interactor: interactor, viewController: HostViewController())
            }
            func routeToOther() {
                let other = otherBuilder.build()
                attachChild(other)
            }
        \(members)
        }
        """
    }

    /// `Leaf`, whose builder returns RIBs' `ViewableRouting`, or a tuple of its router and
    /// its actionable item.
    private let leaf = """
        import RIBs
        protocol LeafDependency: Dependency {}
        protocol LeafActionableItem: AnyObject {}
        protocol LeafBuildable: Buildable {
            func build() -> ViewableRouting
            func buildWithItem() -> (router: ViewableRouting, actionableItem: LeafActionableItem)
        }
        final class LeafBuilder: Builder<LeafDependency>, LeafBuildable {
            func build() -> ViewableRouting { LeafRouter(interactor: LeafInteractor()) }
            func buildWithItem() -> (router: ViewableRouting, actionableItem: LeafActionableItem) {
                let interactor = LeafInteractor()
                return (LeafRouter(interactor: interactor), interactor)
            }
        }
        final class LeafRouter: ViewableRouter<LeafInteractor, ViewControllable> {}
        final class LeafInteractor: Interactor, LeafActionableItem {}
        """

    private func scanHost(_ members: String) -> DeclaredArchitecture {
        scan(["Host.swift": host(members), "Leaf.swift": leaf, "Other.swift": miniRib("Other")])
    }

    /// The line of `Host.swift` holding `text`.
    private func hostLine(of text: String, in members: String) throws -> Int {
        let lines = host(members).split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(text) }) + 1
    }

    @Test("a child built into a local that the router only presents is built, never attached, at that build")
    func presentedOnly() throws {
        let members = """
                func routeToLeaf() {
                    let router = leafBuilder.build()
                    viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
                }
            """
        let architecture = scanHost(members)
        #expect(architecture.edgeLines.contains("Host -> Leaf: initializerParameter, storedBuilder, builtByRouter"))
        let warnings = architecture.warnings.filter { $0.kind == .builtNeverAttached }
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.location == SourceLocation(file: "Host.swift", line: try hostLine(of: "leafBuilder.build()", in: members)))
        #expect(
            warning.message
                == "HostRouter builds Leaf here but never attaches what it builds here: the router built here is bound to a local that is never passed to attachChild or to any other call, stored or returned, so Leaf would run outside the RIB tree, never activated; attach it"
        )
    }

    @Test("the router element of a tuple that the router only presents, its actionable item handed on, is never attached")
    func tupleRouterPresentedOnly() throws {
        let members = """
                func routeToLeaf() -> LeafActionableItem {
                    let (router, actionableItem) = leafBuilder.buildWithItem()
                    viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
                    return actionableItem
                }
            """
        let warnings = scanHost(members).warnings.filter { $0.kind == .builtNeverAttached }
        #expect(warnings.map(\.location) == [SourceLocation(file: "Host.swift", line: try hostLine(of: "buildWithItem()", in: members))])
    }

    @Test(
        "no warning when the local may reach attachChild",
        arguments: [
            "func routeToLeaf() { let router = leafBuilder.build(); attachChild(router) }",
            "func routeToLeaf() { let router = leafBuilder.build(); show(router) }\nfunc show(_ child: ViewableRouting) { attachChild(child) }",
            "func routeToLeaf() { let router = leafBuilder.build(); leaves.append(router) }",
            "func routeToLeaf() { let router = leafBuilder.build(); self.current = router }",
            "func routeToLeaf() -> ViewableRouting { let router = leafBuilder.build(); return router }",
            "func routeToLeaf() { let router = leafBuilder.build(); DispatchQueue.main.async { self.show(router.viewControllable) } }",
            "func routeToLeaf() { guard let router = optionalLeafBuilder?.build() else { return }; attachChild(router) }",
            "func routeToLeaf() { let (router, actionableItem) = leafBuilder.buildWithItem(); attachChild(router); _ = actionableItem.hashValue }",
        ])
    func handedOn(_ members: String) {
        let architecture = scanHost(members)
        #expect(architecture.edgeLines.contains { $0.hasPrefix("Host -> Leaf: ") })
        #expect(!architecture.warnings.contains { $0.kind == .builtNeverAttached })
    }

    @Test("a router that attaches nothing gets the one whole-router warning at the build, not a second")
    func oneWarningPerSite() {
        let source = host(
            """
                func routeToLeaf() {
                    let router = leafBuilder.build()
                    viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
                }
            """
        ).replacingOccurrences(of: "attachChild(other)", with: "present(other.viewControllable)")
        let warnings = scan(["Host.swift": source, "Leaf.swift": leaf, "Other.swift": miniRib("Other")]).warnings.filter {
            $0.kind == .builtNeverAttached
        }
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.message.contains("no scanned code attaches it") })
    }
}
