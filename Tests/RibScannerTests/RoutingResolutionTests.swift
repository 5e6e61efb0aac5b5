import Foundation
import RibArchitecture
import Testing
@testable import RibScanner

/// Relations a router reaches through the objects it holds: its own dependency protocol,
/// its component's factory functions and computed builders, RIBs' own router built
/// directly, and multi-stage builders; and what the scan says where it cannot tell.
@Suite struct RoutingResolutionTests {
    @Test func routesThroughDependenciesComponentsAndFrameworkRoutersAreFoundExactly() {
        let architecture = Fixtures.scan("RoutingThroughObjects")
        #expect(
            architecture.edgeLines == [
                "Agenda -> Item: builtByRouter",
                "Agenda -> Note: builtByRouter",
                "Feed -> Cards: builtByRouter",
                "Feed -> Detail: builtByRouter",
                "Root -> Agenda: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "Root -> Feed: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "Root -> Wizard: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "Wizard -> Leaf: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
            ])
        let detail = architecture.children(of: "Feed").first { $0.child == "Detail" }?.evidence.map(\.description)
        #expect(detail == ["built by the router dependency.detailBuilder.build(…) (Feed/FeedRouter.swift:12)"])
        let cards = architecture.children(of: "Feed").first { $0.child == "Cards" }?.evidence.map(\.description)
        #expect(cards == ["built by the router dependency.shared.cardsBuilder.build(…) (Feed/FeedRouter.swift:18)"])
        let item = architecture.children(of: "Agenda").first { $0.child == "Item" }?.evidence.map(\.description)
        #expect(item == ["built by the router component.makeItemRouter(…) → ItemBuilder(…).build(…) (Agenda/AgendaRouter.swift:13)"])
    }

    @Test func theFixtureIsAModularAppWhoseRibsKnowTheirModules() {
        let architecture = Fixtures.scan("RoutingThroughObjects")
        #expect(architecture.rib(named: "Feed")?.module == "FeedFeature")
        #expect(architecture.rib(named: "Leaf")?.module == "LeafFeature")
        #expect(!architecture.warnings.contains { $0.kind == .ambiguousType })
    }

    @Test func aBuilderOnlyAskedForToPassOnIsNoRelation() {
        let architecture = Fixtures.scan("RoutingThroughObjects")
        // Root's dependency asks for the cards builder, which Feed's router builds.
        #expect(architecture.dependency(named: "RootDependency")?.requirements.map(\.description) == ["cardsBuilder: CardsBuildable"])
        #expect(architecture.parents(of: "Cards").map(\.parent) == ["Feed"])
        #expect(!architecture.attachments.contains { $0.parent == $0.child })
    }

    @Test func ribsOwnRouterBuiltDirectlyIsViewfulAndAttachesNothing() throws {
        let leaf = try #require(Fixtures.scan("RoutingThroughObjects").rib(named: "Leaf"))
        #expect(leaf.routerType == "ViewableRouter")
        #expect(leaf.isViewful == true)
        #expect(leaf.isLaunchRoot == false)
        #expect(!Fixtures.scan("RoutingThroughObjects").warnings.contains { $0.message.contains("LeafBuilder") })
    }

    @Test func aMultiStageBuildersTupleIsItsDynamicDependencies() throws {
        let wizard = try #require(Fixtures.scan("RoutingThroughObjects").rib(named: "Wizard"))
        #expect(wizard.dynamicDependencies.map(\.description) == ["firstStep: Int"])
        #expect(wizard.componentType == "WizardComponent")
    }

    @Test func anUnresolvedRouteIsReportedAtItsLineAndNothingAttachesIsNotClaimed() throws {
        let architecture = Fixtures.scan("RoutingThroughObjects")
        let agenda = try #require(architecture.rib(named: "Agenda"))
        #expect(agenda.unresolvedRoutes == [SourceLocation(file: "Agenda/AgendaRouter.swift", line: 23)])
        #expect(
            architecture.warningLines == [
                "unattachedRib -",
                "unresolvedRoute Agenda/AgendaRouter.swift:23",
                "unsatisfiedDependency External/OrphanBuilder.swift:3",
            ])
        let unresolved = try #require(architecture.warnings.first { $0.kind == .unresolvedRoute }).message
        #expect(
            unresolved
                == "cannot tell what `attachChild(pluginFactory.makeRouter(…))` attaches: pluginFactory is PluginKit.RouterFactory (which no scanned file declares), whose makeRouter the scan cannot read; what Agenda attaches there is unknown"
        )
        let unattached = try #require(architecture.warnings.first { $0.kind == .unattachedRib }).message
        #expect(unattached.hasPrefix("which RIB attaches Orphan is unknown"))
        #expect(!architecture.warnings.contains { $0.message.contains("no scanned router") })
        let text = ArchitectureTextWriter().write(architecture)
        #expect(text.contains("├─ Agenda (viewful, may attach more: 1 unresolved route)"))
        let page = try #require(DeclaredDocumentationWriter().pages(for: architecture).first { $0.path.hasSuffix("Agenda.md") }).contents
        #expect(page.contains("It may attach more: the scan could not resolve what its routing code builds at"))
    }

    @Test func withoutUnresolvedRoutesAnUnattachedRibIsStillReported() {
        let architecture = scan([
            "Root.swift": """
            final class RootBuilder: Builder<RootDependency> {
                func build() -> LaunchRouting { RootRouter(interactor: RootInteractor(), viewController: RootViewController()) }
            }
            final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {}
            final class RootInteractor: Interactor {}
            final class LostBuilder: Builder<LostDependency> {
                func build() -> ViewableRouting { LostRouter(interactor: LostInteractor(), viewController: LostViewController()) }
            }
            final class LostRouter: ViewableRouter<LostInteractable, LostViewControllable> {}
            final class LostInteractor: Interactor {}
            """
        ])
        #expect(architecture.warnings.contains { $0.kind == .unattachedRib && $0.message.hasPrefix("no scanned router, builder or dependency can attach Lost") })
    }

    @Test(arguments: [
        ("closure parameter", "func route() { builders.values.forEach { attachChild($0.build(withListener: interactor)) } }\n    let builders: [String: ChildBuildable]"),
        ("subscript", "func route() { attachChild(registry[\"child\"]!.build(withListener: interactor)) }\n    let registry: [String: AnyObject]"),
        ("type of another module", "func route() { attachChild(payments.build(withListener: interactor)) }\n    let payments: PaymentsKit.PaymentsBuildable"),
        ("RIBs' Buildable", "func route() { attachChild(child.build(withListener: interactor)) }\n    let child: Buildable"),
        ("member of an undeclared type", "func route() { attachChild(factory.childBuilder.build(withListener: interactor)) }\n    let factory: Factory"),
    ])
    func routingExpressionsTheScanCannotTypeAreUnresolved(_ name: String, _ body: String) throws {
        let architecture = scan(["Parent.swift": parent(routing: body), "Child.swift": child])
        let parent = try #require(architecture.rib(named: "Parent"))
        #expect(parent.unresolvedRoutes.count == 1, "\(name)")
        #expect(architecture.children(of: "Parent").isEmpty, "\(name)")
        #expect(architecture.warnings.contains { $0.kind == .unresolvedRoute && $0.message.contains("what Parent attaches there is unknown") }, "\(name)")
        #expect(!architecture.warnings.contains { $0.message.hasPrefix("no scanned router") }, "\(name)")
    }

    @Test(arguments: [
        ("local constant", "func route() { let builder = dependency.childBuilder\n let router = builder.build(withListener: interactor)\n attachChild(router) }"),
        ("guard let", "func route() { guard let builder = dependency.optionalChildBuilder else { return }\n attachChild(builder.build(withListener: interactor)) }"),
        ("for loop", "func route() { for builder in dependency.childBuilders { attachChild(builder.build(withListener: interactor)) } }"),
        ("map closure", "func route() { dependency.childBuilders.map { $0.build(withListener: interactor) }.forEach(attachChild) }"),
        ("cast", "func route() { attachChild((dependency.anyBuilder as! ChildBuilder).build(withListener: interactor)) }"),
        (
            "own function",
            "func route() { attachChild(makeChildBuilder().build(withListener: interactor)) }\n    func makeChildBuilder() -> ChildBuildable { dependency.childBuilder }"
        ),
        ("superclass property", "func route() { attachChild(inheritedBuilder.build(withListener: interactor)) }"),
        ("extension of the dependency", "func route() { attachChild(dependency.extendedBuilder.build(withListener: interactor)) }"),
        ("optional chain and try", "func route() { attachChild(try dependency?.childBuilder.build(withListener: interactor)) }"),
        ("protocol builders conform to", "func route() { attachChild(dependency.plainBuilder.finalStageBuild(withDynamicDependency: 1)) }"),
        ("dependency's function named build", "func route() { attachChild(dependency.buildChildRouter(listener: interactor)) }"),
        ("implementation of the dependency", "func route() { attachChild(component.makeChildRouter()) }\n    let component: ParentRouterComponent"),
        ("functions of an object calling each other", "func route() { attachChild(component.makeChildRouterInSteps()) }\n    let component: ParentRouterComponent"),
        (
            "local named as the property its value reads",
            "func route() { let inheritedBuilder = inheritedBuilder.build(withListener: interactor)\n attachChild(inheritedBuilder) }"
        ),
        (
            "local declared after the call",
            "func route() { attachChild(inheritedBuilder.build(withListener: interactor))\n let inheritedBuilder = 1\n _ = inheritedBuilder }"
        ),
        ("loop variable named as the sequence", "func route() { for childBuilders in dependency.childBuilders { attachChild(childBuilders.build(withListener: interactor)) } }"),
    ])
    func routingExpressionsAreTypedTheWayTheCompilerDoes(_ name: String, _ body: String) {
        let architecture = scan(["Parent.swift": parent(routing: body), "Child.swift": child, "Dependency.swift": routerDependency])
        #expect(architecture.edgeLines == ["Parent -> Child: builtByRouter"], "\(name)")
        #expect(!architecture.warnings.contains { $0.kind == .unresolvedRoute }, "\(name): \(architecture.warnings.map(\.message))")
    }

    @Test func valuesThatReferToEachOtherInACircleEndUntyped() throws {
        let body = """
            func route() { attachChild(loop.builder.build(withListener: interactor)) }
                lazy var loop = Loop()
            """
        let loops = """
            final class Loop { lazy var builder = other.builder; lazy var other = Other(); lazy var me = me }
            final class Other { lazy var builder = loop.builder; lazy var loop = Loop() }
            """
        let architecture = scan(["Parent.swift": parent(routing: body), "Child.swift": child, "Loops.swift": loops])
        let parent = try #require(architecture.rib(named: "Parent"))
        #expect(parent.unresolvedRoutes.count == 1)
    }

    @Test func aChainLongerThanRoutingCodeWritesIsUnresolvedNotTyped() throws {
        let chain = Array(repeating: "next", count: 5_000).joined(separator: ".")
        let body = "func route() { attachChild(dependency.\(chain).childBuilder.build(withListener: interactor)) }"
        let architecture = scan(["Parent.swift": parent(routing: body), "Child.swift": child, "Dependency.swift": routerDependency])
        let parent = try #require(architecture.rib(named: "Parent"))
        #expect(parent.unresolvedRoutes.count == 1)
        let warning = try #require(architecture.warnings.first { $0.kind == .unresolvedRoute }).message
        #expect(warning.count < 1_000)
    }

    @Test func callsIntoAnotherRibsRouterAreNotItsChildren() {
        let body = "func route() { attachChild(childRouter.routeDeeper()) }\n    let childRouter: ChildRouter"
        let architecture = scan([
            "Parent.swift": parent(routing: body),
            "Child.swift": child + "\nextension ChildRouter { func routeDeeper() -> ViewableRouting { grandchildBuilder.build(withListener: interactor) } }",
        ])
        #expect(architecture.children(of: "Parent").isEmpty)
    }

    @Test func jsonWrittenBeforeUnresolvedRoutesStillReads() throws {
        let json =
            #"{"name":"A","builderType":"ABuilder","routerType":null,"interactorType":null,"componentType":null,"isViewful":null,"isLaunchRoot":null,"buildableProtocols":[],"listenerProtocol":null,"dependencyProtocol":null,"dynamicDependencies":[],"location":{"file":"A.swift","line":1}}"#
        let rib = try JSONDecoder().decode(DeclaredRib.self, from: Data(json.utf8))
        #expect(rib.unresolvedRoutes.isEmpty)
        let again = try JSONDecoder().decode(DeclaredRib.self, from: try JSONEncoder().encode(rib))
        #expect(again == rib)
    }

    // MARK: - Sources

    private func scan(_ files: [String: String]) -> DeclaredArchitecture {
        RibScanner().scan(sources: files.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) })
    }

    private func parent(routing body: String) -> String {
        """
        import RIBs
        protocol ParentDependency: Dependency {}
        final class ParentComponent: Component<ParentDependency> {}
        final class ParentBuilder: Builder<ParentDependency> {
            func build(dependency: ParentRouterDependency) -> LaunchRouting {
                _ = ParentComponent(dependency: self.dependency)
                return ParentRouter(interactor: ParentInteractor(), viewController: ParentViewController(), dependency: dependency)
            }
        }
        class ParentBaseRouter: LaunchRouter<ParentInteractable, ParentViewControllable> {
            let inheritedBuilder: ChildBuildable = ChildBuilder(dependency: EmptyComponent())
        }
        final class ParentRouter: ParentBaseRouter {
            init(interactor: ParentInteractable, viewController: ParentViewControllable, dependency: ParentRouterDependency) {
                self.dependency = dependency
                super.init(interactor: interactor, viewController: viewController)
            }
            \(body)
            private let dependency: ParentRouterDependency
        }
        final class ParentInteractor: Interactor {}
        """
    }

    private let routerDependency = """
        protocol ParentRouterDependency {
            var childBuilder: ChildBuildable { get }
            var optionalChildBuilder: ChildBuildable? { get }
            var childBuilders: [ChildBuildable] { get }
            var anyBuilder: AnyObject { get }
            var plainBuilder: ChildBuilding { get }
        }
        extension ParentRouterDependency {
            var extendedBuilder: ChildBuildable { childBuilder }
            func buildChildRouter(listener: ChildListener) -> ViewableRouting { childBuilder.build(withListener: listener) }
        }
        /// Not a Buildable: a build call on it goes to the builders that conform to it.
        protocol ChildBuilding {
            func finalStageBuild(withDynamicDependency dependency: Int) -> ViewableRouting
        }
        extension ChildBuilder: ChildBuilding {}
        final class ParentRouterComponent {
            func makeChildRouter() -> ViewableRouting { ChildBuilder(dependency: EmptyComponent()).build(withListener: nil) }
            func makeChildRouterInSteps() -> ViewableRouting { makeRouter() }
            private func makeRouter() -> ViewableRouting { self.routerOfChild() }
            private func routerOfChild() -> ViewableRouting {
                makeChildRouter()
            }
        }
        """

    private let child = """
        import RIBs
        protocol ChildDependency: Dependency {}
        final class ChildComponent: Component<ChildDependency> {}
        protocol ChildBuildable: Buildable {
            func build(withListener listener: ChildListener) -> ViewableRouting
        }
        final class ChildBuilder: Builder<ChildDependency>, ChildBuildable {
            func build(withListener listener: ChildListener) -> ViewableRouting {
                _ = ChildComponent(dependency: dependency)
                return ChildRouter(interactor: ChildInteractor(), viewController: ChildViewController())
            }
        }
        final class ChildRouter: ViewableRouter<ChildInteractable, ChildViewControllable> {}
        final class ChildInteractor: Interactor {}
        final class GrandchildBuilder: Builder<ChildDependency> {
            func build(withListener listener: ChildListener) -> ViewableRouting {
                ViewableRouter(interactor: ChildInteractor(), viewController: ChildViewController())
            }
        }
        """
}
