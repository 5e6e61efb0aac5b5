import Foundation
import Graphviz
import RibArchitecture
import RibArchitectureTools

/// Draws a declared architecture with its coverage through libgraphviz.
package struct CoverageRenderer: Sendable {
    private let graphviz: GraphvizRenderer

    /// Creates a renderer over graphviz's process-wide context.
    package init(graphviz: GraphvizRenderer = GraphvizRenderer()) {
        self.graphviz = graphviz
    }

    /// Draws the declared tree marked with its coverage.
    ///
    /// - Throws: ``Graphviz/GraphvizError`` when graphviz lacks the format, or fails.
    package func render(_ architecture: DeclaredArchitecture, coverage: ArchitectureCoverage, format: OutputFormat = .svg) throws -> Data {
        try graphviz.render(CoverageGraphBuilder().graph(for: architecture, coverage: coverage), using: .dot, to: format)
    }
}
