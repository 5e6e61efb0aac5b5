import SwiftParser
import Testing
@testable import RibScanner

/// Names resolve the way Swift resolves them: nested types first, then top-level types
/// with or without a module prefix, then RIBs' own types.
@Suite struct TypeIndexTests {
    private func index(_ sources: [String: String]) -> TypeIndex {
        TypeIndex(
            files: sources.sorted { $0.key < $1.key }.map { path, source in
                DeclarationCollector.collect(Parser.parse(source: source), path: path, lines: LineTable(source), screen: BodyScreen(source))
            })
    }

    private func reference(_ path: String...) -> TypeReference {
        TypeReference(path: path, genericArguments: [])
    }

    @Test func nestedTypesShadowTopLevelAndFrameworkTypes() {
        let index = index([
            "A.swift": """
            final class ChildAdapter { final class Component: ChildDependency {} }
            protocol ChildDependency: Dependency {}
            """
        ])
        #expect(index.resolve(reference("Component"), from: ["ChildAdapter"]) == .project("ChildAdapter.Component"))
        #expect(index.resolve(reference("Component"), from: []) == .framework(.component))
        #expect(index.resolve(reference("ChildDependency"), from: ["ChildAdapter"]) == .project("ChildDependency"))
    }

    @Test func typeAliasesNameTheirTargetsFromWhereTheyAreDeclared() {
        let index = index([
            "A.swift": """
            protocol CatalogDependency: Dependency {}
            typealias BrowsingDependency = CatalogDependency
            typealias SearchDependency = BrowsingDependency
            typealias Router = RIBs.ViewableRouter<A, B>
            typealias Identifier = String
            typealias Pair<T> = CatalogDependency
            typealias Loop = Knot
            typealias Knot = Loop
            final class Feature: Component<CatalogDependency> {
                final class Scope {}
                typealias Child = Scope
            }
            """
        ])
        #expect(index.resolve(reference("SearchDependency"), from: []) == .project("CatalogDependency"))
        #expect(index.resolve(reference("Router"), from: []) == .framework(.viewableRouter))
        #expect(index.resolve(reference("Feature", "Child"), from: []) == .project("Feature.Scope"))
        #expect(index.resolve(reference("Child"), from: ["Feature"]) == .project("Feature.Scope"))
        #expect(index.resolve(reference("Identifier"), from: []) == .unknown)
        #expect(index.resolve(reference("Pair"), from: []) == .unknown)
        #expect(index.resolve(reference("Loop"), from: []) == .unknown)
    }

    @Test func modulePrefixesAreLookedThrough() {
        let index = index(["A.swift": "public protocol FinanceHomeBuildable: Buildable {}"])
        #expect(index.resolve(reference("FinanceHome", "FinanceHomeBuildable"), from: []) == .project("FinanceHomeBuildable"))
        #expect(index.resolve(reference("RIBs", "ViewableRouter"), from: []) == .framework(.viewableRouter))
        #expect(index.resolve(reference("ModernRIBs", "Builder"), from: []) == .framework(.builder))
        #expect(index.resolve(reference("ModernRIBs", "Workflow"), from: []) == .unknown)
        #expect(index.resolve(reference("UIViewController"), from: []) == .unknown)
    }

    @Test func aFrameworkQualifiedNameIsTheFrameworksEvenWhenTheProjectDeclaresOne() {
        let index = index(["A.swift": "final class Router {}"])
        #expect(index.resolve(reference("Router"), from: []) == .project("Router"))
        #expect(index.resolve(reference("RIBs", "Router"), from: []) == .framework(.router))
    }

    @Test func aCopyOfRIBsSourcesIsTheFramework() {
        let index = index([
            "RIBs/Builder.swift": "public protocol Buildable: AnyObject {}\nopen class Builder<DependencyType>: Buildable {}",
            "RIBs/Interactor.swift": "open class Interactor: Interactable {}",
            "App/RootBuilder.swift": "final class RootBuilder: Builder<RootDependency> {}",
        ])
        #expect(index.resolve(reference("Builder"), from: []) == .framework(.builder))
        #expect(index.resolve(reference("Interactor"), from: []) == .framework(.interactor))
        #expect(index.resolve(reference("RootBuilder"), from: []) == .project("RootBuilder"))
    }

    @Test func extensionsFoldIntoTheirType() throws {
        let index = index([
            "A.swift": "final class RootComponent: Component<RootDependency> {}",
            "B.swift": "extension RootComponent: LoggedInDependency { var view: View { v } }",
            "C.swift": "extension UIViewController: ViewControllable {}",
        ])
        let component = try #require(index["RootComponent"])
        #expect(component.inheritedTypes.map(\.type.description) == ["Component<RootDependency>", "LoggedInDependency"])
        #expect(component.inheritedTypes.map(\.location.file) == ["A.swift", "B.swift"])
        #expect(component.properties.map(\.name) == ["view"])
        #expect(index["UIViewController"] == nil)
    }

    @Test func duplicatesAreAmbiguousAndReported() {
        let index = index([
            "A/Home.swift": "final class HomeBuilder: Builder<D> {}",
            "B/Home.swift": "final class HomeBuilder: Builder<D> {}",
        ])
        #expect(index.resolve(reference("HomeBuilder"), from: []) == .ambiguous("HomeBuilder"))
        #expect(
            index.duplicateWarnings.map(\.description) == [
                "B/Home.swift:1: warning: HomeBuilder is declared more than once (A/Home.swift:1, B/Home.swift:1); references to it are left unresolved, rename one or scan one module at a time"
            ])
    }
}
