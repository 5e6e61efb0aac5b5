import RibArchitecture
import Testing
@testable import RibScanner

/// A router may reach its child's builder through types declared where none of RIBs' words
/// appear: the scan reads those declarations when routing code names them.
@Suite struct DroppedFilesTests {
    /// A parent whose router builds its child through a factory protocol; `factory` is the
    /// protocol's declaration, in a file of its own.
    private func app(factory: String) -> [(path: String, text: String)] {
        [
            (
                "Parent.swift",
                miniRib("Parent").replacingOccurrences(of: "final class ParentRouter", with: "final class ParentRouterBase")
                    + """

                    final class ParentRouter: ViewableRouter<ParentInteractor, ViewControllable> {
                        let factory: PluginFactory
                        init(factory: PluginFactory) { self.factory = factory }
                        func routeToPlugin(id: String) {
                            guard let router = factory.plugin(id: id)?.builder.build() else { return }
                            attachChild(router)
                        }
                    }
                    """
            ),
            ("Child.swift", miniRib("Child") + "\nprotocol PluginBuildable: Buildable {}\nextension ChildBuilder: PluginBuildable {}"),
            ("Plugin.swift", "protocol Plugin {\n    var builder: PluginBuildable { get }\n}"),
            ("PluginFactory.swift", factory),
            ("Formatter.swift", "struct PriceFormatter {\n    func format(_ value: Int) -> String { String(value) }\n}"),
        ]
    }

    @Test func aTypeDeclaredWhereNoRibsWordAppearsIsReadWhenRoutingNamesIt() {
        let architecture = RibScanner().scan(sources: app(factory: "protocol PluginFactory {\n    func plugin(id: String) -> Plugin?\n}"))
        #expect(architecture.attachments.map { "\($0.parent) -> \($0.child)" } == ["Parent -> Child"])
        #expect(!architecture.warnings.contains { $0.kind == .unresolvedRoute })
    }

    @Test func aProtocolsRequirementsAreReadThoughTheyNameNoRibsType() {
        // The comment holds one of RIBs' words, so the file is read from the start.
        let factory = "// Plugins that routers build.\nprotocol PluginFactory {\n    func plugin(id: String) -> Plugin?\n}"
        let architecture = RibScanner().scan(sources: app(factory: factory))
        #expect(architecture.attachments.map { "\($0.parent) -> \($0.child)" } == ["Parent -> Child"])
    }

    @Test func theNamesAFileMayDeclareAreReadWithoutParsing() {
        let source = """
            public protocol PluginFactory {}
            final class Registry { class func shared() -> Registry { Registry() } }
            struct  Spaced {}
            enum Kind { case a }
            actor Store {}
            let classic = 1
            """
        #expect(DeclaredTypeNames.names(in: source) == ["PluginFactory", "Registry", "Spaced", "Kind", "Store"])
    }
}
