import SwiftParser
import SwiftSyntax
import Testing
@testable import RibScanner

/// The collector keeps declarations as written, however they are wrapped or qualified.
@Suite struct CollectorTests {
    private func collect(_ source: String) -> [CollectedType] {
        DeclarationCollector.collect(Parser.parse(source: source), path: "F.swift", lines: LineTable(source), screen: BodyScreen(source)).types
    }

    @Test func multiLineModuleQualifiedInheritance() throws {
        let types = collect(
            """
            final class HomeRouter:
                RIBs.ViewableRouter<
                    HomeInteractable,
                    HomeViewControllable
                >,
                HomeRouting
            {}
            """)
        let router = try #require(types.first)
        #expect(
            router.inheritedTypes.map(\.type.description) == [
                "RIBs.ViewableRouter<HomeInteractable, HomeViewControllable>", "HomeRouting",
            ])
        #expect(router.inheritedTypes.map(\.location.line) == [2, 6])
    }

    @Test func propertiesParametersAndLocalsAreToldApart() throws {
        let types = collect(
            """
            final class R {
                private let a: ABuildable, b: BBuildable?
                lazy var c = CBuilder(dependency: d)
                init(x: XBuildable, with y: [YBuildable], _ z: Int) {
                    let local: LocalBuildable = make()
                }
                func route(to builder: any ZBuildable) {}
            }
            """)
        let router = try #require(types.first)
        #expect(router.properties.map(\.name) == ["a", "b", "c"])
        #expect(router.properties.map { $0.type?.description } == ["ABuildable", "BBuildable", nil])
        #expect(router.properties.map(\.typeText) == ["ABuildable", "BBuildable?", nil])
        #expect(router.initializers.first?.parameters.map(\.written) == ["x: XBuildable", "with y: [YBuildable]", "_ z: Int"])
        #expect(router.initializers.first?.parameters.map { $0.type?.description } == ["XBuildable", "YBuildable", "Int"])
        #expect(router.functions.first?.parameters.map { $0.type?.description } == ["ZBuildable"])
        #expect(router.constructions.map(\.type.description) == ["CBuilder"])
        #expect(router.constructions.map(\.member) == ["c"])
    }

    @Test func sharedCallsBelongToTheirProperty() throws {
        let types = collect(
            """
            final class C: Component<D> {
                var stream: Stream {
                    return shared { StreamImpl() }
                }
                var other: Other { self.shared { Other() } }
                var plain: Plain { Plain() }
            }
            """)
        let component = try #require(types.first)
        #expect(component.properties.map { $0.sharedCall?.line } == [3, 5, nil])
        #expect(component.constructions.map(\.type.description) == ["StreamImpl", "Other", "Plain"])
    }

    @Test func extensionsAndNestedTypes() {
        let types = collect(
            """
            extension LoggedInComponent: OffGameDependency, RIBs.Dependency {}
            final class Adapter: ChildListener {
                final class Component: ChildDependency {}
                func build() { _ = Component(); _ = ModernRIBs.EmptyComponent.init() }
            }
            """)
        #expect(types.map(\.name) == ["LoggedInComponent", "Adapter", "Component"])
        #expect(types.map(\.kind) == [.extension, .class, .class])
        #expect(types[0].inheritedTypes.map(\.type.qualifiedName) == ["OffGameDependency", "RIBs.Dependency"])
        #expect(types[2].enclosingTypes == ["Adapter"])
        #expect(types[1].constructions.map(\.type.qualifiedName) == ["Component", "ModernRIBs.EmptyComponent"])
    }

    @Test func typedInitialisersConstructTheWrittenType() {
        let types = collect(
            """
            final class RootBuilder: Builder<RootDependency> {
                var child: ChildBuilder { .init(dependency: self) }
                var other: OtherBuilder {
                    get { return .init(dependency: self) }
                }
                func build() -> LaunchRouting {
                    let component: RootComponent = .init(dependency: dependency)
                    let interactor: RootInteractor? = try .init()
                    register { .init(ignored: true) }
                    use(.init(alsoIgnored: true))
                    return makeRouter(component: component)
                }
                func makeRouter(component: RootComponent) -> RootRouter {
                    .init(interactor: RootInteractor())
                }
                static func make() -> Self { Self(dependency: AppComponent()) }
            }
            """)
        #expect(
            types.first?.constructions.map(\.type.qualifiedName) == [
                "ChildBuilder", "OtherBuilder", "RootComponent", "RootInteractor",
                "RootRouter", "RootInteractor", "RootBuilder", "AppComponent",
            ])
        #expect(types.first?.constructions.map(\.member) == ["child", "other", "build", "build", "makeRouter", "makeRouter", "make", "make"])
    }

    @Test func lineTableCountsFromOne() {
        let lines = LineTable("a\nbc\n\nd")
        #expect([0, 1, 2, 3, 4, 5, 6].map(lines.line(at:)) == [1, 1, 2, 2, 2, 3, 4])
    }

    @Test func keywordFilterKeepsRibsFilesOnly() {
        let filter = KeywordFilter()
        #expect(filter.mayDeclareRibs("final class X: Builder<D> {}"))
        #expect(filter.mayDeclareRibs("protocol XListener: AnyObject {}"))
        #expect(filter.mayDeclareRibs("class Sub: Base { func build() {} }"))
        #expect(!filter.mayDeclareRibs("struct Point { var x = 0 }"))
        #expect(!filter.mayDeclareRibs(""))
    }

    @Test("an expression's written text is its trimmed description, comments inside kept")
    func writtenText() throws {
        let source = """
            let a = /* before */ items
                .map { $0 } // after
            let b = [1, /* one */ 2]
            let c = "점수판 \\(score)"   
            """
        let tree = Parser.parse(source: source)
        let values = tree.statements.compactMap { $0.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value }
        #expect(values.count == 3)
        for value in values {
            #expect(value.writtenText == value.trimmedDescription)
        }
    }
}
