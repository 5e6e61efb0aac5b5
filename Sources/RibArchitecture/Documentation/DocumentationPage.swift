/// One Markdown file of generated documentation: where it goes in the documentation
/// folder and its text.
///
/// ``TraceDocumentationWriter`` and ``DeclaredDocumentationWriter`` return them; write each
/// one's ``contents`` to ``path`` under the folder.
public struct DocumentationPage: Hashable, Sendable {
    /// Where it goes, relative to the documentation folder, with `/` between folders.
    public var path: String
    /// The Markdown text.
    public var contents: String

    /// Creates a page.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
