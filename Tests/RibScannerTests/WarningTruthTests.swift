import RibArchitecture
import Testing
@testable import RibScanner

/// Warnings that would be false: each case is code the scan reads in full, where the
/// warning's claim does not hold.
@Suite struct WarningTruthTests {
    private func scan(_ sources: [String: String]) -> DeclaredArchitecture {
        RibScanner().scan(sources: sources.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) })
    }

    @Test func aRootBuiltFromRIBsOwnEmptyComponentHasItsDependencySatisfied() {
        let architecture = scan([
            "Shell.swift": miniRib("Shell", routerBase: "LaunchRouter<\(String.placeholder), ViewControllable>")
                + "\nextension EmptyComponent: ShellDependency {}\nlet root = ShellBuilder(dependency: EmptyComponent()).build()"
        ])
        #expect(architecture.warnings.filter { $0.kind == .unsatisfiedDependency }.isEmpty, "\(architecture.warnings)")
    }

    @Test func aRootThatAViewControllerBuildsIsNotSaidToBeAttachedByNothing() {
        let architecture = scan([
            "Card.swift": miniRib("Card") + "\nprotocol CardListener: AnyObject {}",
            "Host.swift": """
            import RIBs
            import UIKit
            final class ShareViewController: UIViewController, CardListener {
                private var router: CardRouter?
                override func viewDidLoad() {
                    let router = CardBuilder(dependency: EmptyComponent()).build()
                    self.router = router
                    router.interactable.activate()
                }
            }
            """,
        ])
        #expect(architecture.warnings.filter { $0.kind == .unattachedRib }.isEmpty, "\(architecture.warnings)")
    }

    @Test func privateTypesOfOneNameInTwoFilesAreNoClash() throws {
        let architecture = scan([
            "Parent.swift": miniRib("Parent") + "\nfileprivate struct Style { let padding = 8 }\nprivate final class Row: Interactor {}",
            "Leaf.swift": miniRib("Leaf") + "\nfileprivate struct Style { let padding = 16 }\nprivate final class Row: Interactor {}",
            "Shared.swift": "struct Tag: Component {}\n",
            "Other.swift": "struct Tag: Component {}\n",
        ])
        let clashes = architecture.warnings.filter { $0.kind == .ambiguousType }.map(\.message)
        #expect(clashes.count == 1)
        #expect(try #require(clashes.first).hasPrefix("Tag is declared more than once"))
    }

    @Test func aBuilderGenericOverAComponentClassIsBuiltFromThatComponent() {
        let architecture = scan([
            "Shell.swift": """
            import RIBs
            protocol ShellDependency: Dependency {}
            final class ShellComponent: Component<ShellDependency> {}
            final class ShellBuilder: Builder<ShellComponent> {
                func build() -> ShellRouter { ShellRouter(interactor: ShellInteractor()) }
            }
            final class ShellRouter: LaunchRouter<ShellInteractor, ViewControllable> {}
            final class ShellInteractor: Interactor {}
            """
        ])
        #expect(!architecture.warnings.contains { $0.kind == .unknownDependencyInjection }, "\(architecture.warnings)")
    }

    @Test func aChildWhoseRouterIsALaunchRouterIsNoLaunchRoot() throws {
        let architecture = scan([
            "Parent.swift": miniRib("Parent", routerBase: "LaunchRouter<\(String.placeholder), ViewControllable>")
                .replacingOccurrences(
                    of: "final class ParentRouter: LaunchRouter<ParentInteractor, ViewControllable> {}",
                    with: """
                        final class ParentRouter: LaunchRouter<ParentInteractor, ViewControllable> {
                            let detailBuilder = DetailBuilder(dependency: EmptyComponent())
                            func routeToDetail() { attachChild(detailBuilder.build()) }
                        }
                        """),
            "Detail.swift": miniRib("Detail", routerBase: "LaunchRouter<\(String.placeholder), ViewControllable>"),
        ])
        #expect(architecture.attachments.map { "\($0.parent) -> \($0.child)" } == ["Parent -> Detail"])
        #expect(try #require(architecture.rib(named: "Parent")).isLaunchRoot == true)
        #expect(try #require(architecture.rib(named: "Detail")).isLaunchRoot == false)
    }
}
