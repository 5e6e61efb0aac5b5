import RibArchitecture
import Testing
@testable import RibScanner

/// Routing written once for several routers, builders and launch routers of the app's own,
/// and dependencies named through type aliases: the `SharedRouting` fixture.
@Suite struct SharedRoutingTests {
    let architecture = Fixtures.scan("SharedRouting")

    @Test func everyRibWithItsPartsAndDependency() {
        #expect(
            architecture.ribLines == [
                "Author: AuthorRouter / AuthorInteractor / AuthorComponent, viewful, AuthorDependency",
                "Book: BookRouter / BookInteractor / BookComponent, viewful, BookDependency",
                "Search: SearchRouter / SearchInteractor / SearchComponent, viewful, CatalogDependency",
                "Shelf: ShelfRouter / ShelfInteractor / ShelfComponent, viewful launch, LibraryDependency",
            ])
        #expect(architecture.warnings.isEmpty)
    }

    @Test func aProtocolExtensionRoutesForEveryConformerThatDoesNotRouteItself() throws {
        #expect(
            architecture.edgeLines == [
                "Search -> Book: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "Shelf -> Author: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "Shelf -> Book: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "Shelf -> Search: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
            ])
        let book = try #require(architecture.children(of: "Shelf").first { $0.child == "Book" })
        #expect(book.evidence.first { $0.kind == .builtByRouter }?.description == "built by the router bookBuilder.build(…) (Shared/BrowsingRouting.swift:12)")
    }

    @Test func aTypeAliasNamesItsTargetInConformancesAndBuilders() {
        #expect(architecture.scope(of: "Shelf")?.componentType == "ShelfComponent")
        #expect(architecture.scopeLines.contains("AppComponent: satisfies LibraryDependency; shares "))
        // `SearchDependency` is `BrowsingDependency`, which is `CatalogDependency`.
        #expect(architecture.scopeLines.contains("ShelfComponent (Shelf): satisfies AuthorDependency, BookDependency, CatalogDependency; shares "))
    }
}
