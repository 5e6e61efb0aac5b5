import Foundation
import Graphviz
import RibArchitecture

/// Draws a declared architecture through libgraphviz, in the look of the runtime tree
/// snapshots, in any format the installed graphviz offers.
///
/// ```swift
/// let svg = try DeclaredArchitectureRenderer().render(RibScanner().scan(["App"]))
/// ```
package struct DeclaredArchitectureRenderer: Sendable {
    private let graphviz: GraphvizRenderer

    /// Creates a renderer over graphviz's process-wide context.
    package init(graphviz: GraphvizRenderer = GraphvizRenderer()) {
        self.graphviz = graphviz
    }

    /// Draws the declared tree.
    ///
    /// - Throws: ``Graphviz/GraphvizError`` when graphviz lacks the engine or format, or fails.
    package func render(
        _ architecture: DeclaredArchitecture,
        engine: LayoutEngine = .dot,
        format: OutputFormat = .svg
    ) throws -> Data {
        try graphviz.render(DeclaredGraphBuilder().graph(for: architecture), using: engine, to: format)
    }

    /// The graph as DOT source, for tools that read DOT.
    package func dotSource(for architecture: DeclaredArchitecture) throws -> String {
        try graphviz.dotSource(for: DeclaredGraphBuilder().graph(for: architecture))
    }
}
