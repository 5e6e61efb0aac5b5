import Foundation
import Testing

/// The README and the guides link RIBs' repositories by their real names.
@Suite("Links to RIBs repositories")
struct RepositoryLinkTests {
    /// The repositories the documentation may link, spelled as GitHub spells them:
    /// RIBs' original repository (documentation, Android), the iOS framework split out of
    /// it, and the Combine port.
    static let repositories = ["uber/RIBs", "uber/RIBs-iOS", "DevYeom/ModernRIBs"]

    static let documents = ["README.md", "Docs/Testing.md", "Docs/TraceFormat.md", "Docs/Integrations/RIBs.md", "Docs/Integrations/ModernRIBs.md"]

    @Test("every GitHub link to a RIBs repository names a real one, and a link titled owner/name goes there", arguments: documents)
    func links(document: String) throws {
        let text = try String(contentsOf: TestingDocument.root.appendingPathComponent(document), encoding: .utf8)
        let link = /\[([^\]]+)\]\(https:\/\/github\.com\/([^\/)#]+\/[^\/)#]+)[^)]*\)/
        for match in text.matches(of: link) {
            let (title, repository) = (String(match.output.1), String(match.output.2))
            guard repository.lowercased().contains("ribs") else { continue }
            #expect(Self.repositories.contains(repository), "\(document) links \(repository), which is not one of \(Self.repositories)")
            if title.contains("/") {
                #expect(title == repository, "\(document): the link titled \(title) goes to \(repository)")
            }
        }
    }

    @Test("the iOS integration guide links the iOS repository")
    func iOSGuide() throws {
        let text = try String(contentsOf: TestingDocument.root.appendingPathComponent("Docs/Integrations/RIBs.md"), encoding: .utf8)
        #expect(text.contains("[uber/RIBs-iOS](https://github.com/uber/RIBs-iOS)"))
    }
}
