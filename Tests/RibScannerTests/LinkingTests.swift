import RibArchitecture
import Testing
@testable import RibScanner

/// Resolution across files and modules, and what the linker refuses to guess.
@Suite struct LinkingTests {
    private func scan(_ sources: [String: String]) -> DeclaredArchitecture {
        RibScanner().scan(sources: sources.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    @Test func buildableProtocolMapsToEveryConformingBuilderAcrossModules() {
        let architecture = scan([
            "Parent/Parent.swift": miniRib("Parent").replacingOccurrences(
                of: "final class ParentRouter: ViewableRouter<ParentInteractor, ViewControllable> {}",
                with:
                    "final class ParentRouter: LaunchRouter<ParentInteractor, ViewControllable> { let tabs: [Tabs.TabBuildable]\n func route() { tabs.forEach { attachChild($0.build()) } } }"
            ),
            "Tabs/TabBuildable.swift": "public protocol TabBuildable: Buildable {}",
            "Home/Home.swift": miniRib("Home"),
            "Home/HomeBuilder+Tab.swift": "extension HomeBuilder: TabBuildable {}",
            "Chat/Chat.swift": miniRib("Chat").replacingOccurrences(of: "Builder<ChatDependency> {", with: "Builder<ChatDependency>, TabBuildable {"),
        ])
        #expect(architecture.edgeLines == ["Parent -> Chat: storedBuilder, builtByRouter", "Parent -> Home: storedBuilder, builtByRouter"])
    }

    @Test func namingConventionsAloneMakeNoRib() {
        // Named like RIBs parts, but no RIBs base class: nothing is a RIB.
        let architecture = scan([
            "Fake.swift": """
            final class FakeBuilder { func build() -> FakeRouter { FakeRouter() } }
            final class FakeRouter { let childBuilder: ChildBuildable }
            protocol ChildBuildable {}
            """
        ])
        #expect(architecture.ribs.isEmpty)
        #expect(architecture.warnings.map(\.kind) == [.noRibs])
    }

    @Test func routerReachedOnlyThroughAProjectBaseClass() {
        let architecture = scan([
            "Base.swift": "class BaseRouter<I>: RIBs.Router<I> {}\nclass BaseBuilder<D>: RIBs.Builder<D> {}",
            "Leaf.swift": """
            protocol LeafDependency: Dependency {}
            final class LeafBuilder: BaseBuilder<LeafDependency> {
                func build() -> Routing { LeafRouter(interactor: LeafInteractor()) }
            }
            final class LeafRouter: BaseRouter<LeafInteractor> {}
            final class LeafInteractor: RIBs.Interactor {}
            """,
        ])
        #expect(architecture.ribLines == ["Leaf: LeafRouter / LeafInteractor / -, viewless, LeafDependency"])
    }

    @Test func dependencyInjectionTheScanCannotReadIsAWarning() {
        let architecture = scan([
            "Home.swift": """
            import Swinject
            final class HomeBuilder: Builder<Resolver> {
                func build() -> Routing { HomeRouter(interactor: HomeInteractor(store: dependency.resolve(Store.self)!)) }
            }
            final class HomeRouter: LaunchRouter<HomeInteractor, HomeViewController> {}
            final class HomeInteractor: Interactor {}
            """
        ])
        #expect(architecture.scopes.isEmpty)
        #expect(architecture.warningLines == ["unknownDependencyInjection Home.swift:2"])
        #expect(architecture.warnings.first?.message.hasPrefix("Home is built from Resolver, which is neither a Dependency protocol nor a component") == true)
    }

    @Test func builderWithTwoRoutersKeepsItsRouterUnknown() {
        let architecture = scan([
            "Two.swift": """
            final class TwoBuilder: Builder<EmptyDependency> {
                func build() -> Routing { flag ? ARouter(interactor: TwoInteractor()) : BRouter(interactor: TwoInteractor()) }
            }
            final class ARouter: Router<TwoInteractor> {}
            final class BRouter: Router<TwoInteractor> {}
            final class TwoInteractor: Interactor {}
            """
        ])
        #expect(architecture.ribLines == ["Two: - / TwoInteractor / -, ? launch?, EmptyDependency"])
        #expect(architecture.warnings.contains { $0.kind == .incompleteRib && $0.message.contains("several routers (ARouter, BRouter)") })
    }

    @Test func buildableWithoutBuilderIsAWarningAndNoEdge() {
        let architecture = scan([
            "P.swift": miniRib("P", routerBase: "LaunchRouter<__INTERACTOR__, V>") + """

                extension PRouter { func route(to builder: OrphanBuildable) {} }
                protocol OrphanBuildable: Buildable {}
                final class OrphanBuildableMock: OrphanBuildable {}
                """
        ])
        #expect(architecture.attachments.isEmpty)
        #expect(architecture.warningLines.contains("unbuildable P.swift:8"))
    }

    @Test func unattachedRibThatIsNotLaunchedIsReported() {
        let architecture = scan(["A.swift": miniRib("Lonely")])
        #expect(architecture.warningLines.contains("unattachedRib A.swift:3"))
    }

    @Test func twoBuildersWithTheSameShortNameKeepTheirWholeNames() {
        #expect(
            RibAssembler.uniqueNames(for: ["Builder", "LoggedInBuilder", "A.HomeBuilder", "B.HomeBuilder"]) == [
                "Builder": "Builder", "LoggedInBuilder": "LoggedIn", "A.HomeBuilder": "A.HomeBuilder", "B.HomeBuilder": "B.HomeBuilder",
            ])
    }

    @Test func recursiveRibIsACycleInTheTree() {
        let architecture = scan([
            "Folder.swift": miniRib("Folder").replacingOccurrences(
                of: "final class FolderRouter: ViewableRouter<FolderInteractor, ViewControllable> {}",
                with:
                    "final class FolderRouter: ViewableRouter<FolderInteractor, ViewControllable> { let sub: FolderBuilder\n func routeToSubfolder() { attachChild(sub.build()) } }"
            )
        ])
        #expect(architecture.edgeLines == ["Folder -> Folder: storedBuilder, builtByRouter"])
        #expect(ArchitectureTextWriter().tree(of: architecture).contains("Folder (viewful)\n└─ Folder (viewful) (cycle)"))
    }
}
