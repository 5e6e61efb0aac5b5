import BenchmarkSupport
import Foundation
import Graphviz

// graphviz-bench: in-process rendering against the `dot` tool, and memory over
// many renders. Options: --runs N (default 11), --tree-size N (default 1000),
// --small-graphs N (default 10000).

let runs = option("--runs", default: 11)
let treeSize = option("--tree-size", default: 1_000)
let smallGraphCount = option("--small-graphs", default: 10_000)
let renderer = GraphvizRenderer()

// (a) A random tree, rendered to SVG in this process and by `dot -Tsvg`.
var generator = SeededGenerator(seed: 42)
let tree = randomTree(nodeCount: treeSize, using: &generator)
let dotSource = try renderer.dotSource(for: tree)
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("graphviz-bench-\(getpid())")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }
let dotFile = directory.appendingPathComponent("tree.dot")
let svgFile = directory.appendingPathComponent("tree.svg")
try dotSource.write(to: dotFile, atomically: true, encoding: .utf8)

guard let dot = DotCommand() else {
    print("dot is not on the PATH; install graphviz")
    exit(1)
}

print("Random \(treeSize)-node tree, \(runs) runs each, layout dot, format svg")
var svg = try renderer.render(tree, using: .dot, to: .svg)  // warm-up: context, plugins, fonts
try dot.run(format: "svg", input: dotFile, output: svgFile)
var fromValue: [Duration] = []
var fromText: [Duration] = []
var subprocess: [Duration] = []
for _ in 0..<runs {
    // Interleaved, so that load from other work on the machine hits all three alike.
    fromValue.append(try measure { svg = try renderer.render(tree, using: .dot, to: .svg) })
    fromText.append(try measure { _ = try renderer.render(dotSource: dotSource, using: .dot, to: .svg) })
    subprocess.append(try measure { try dot.run(format: "svg", input: dotFile, output: svgFile) })
}
let sameOutput = (try? Data(contentsOf: svgFile)) == svg
print("  in-process, Graph value:  median \(milliseconds(median(fromValue)))")
print("  in-process, DOT text:     median \(milliseconds(median(fromText)))")
print("  dot -Tsvg subprocess:     median \(milliseconds(median(subprocess)))")
print(
    "  ratio in-process/dot:     \(String(format: "%.3f", median(fromValue) / median(subprocess)))"
        + " (Graph value), \(String(format: "%.3f", median(fromText) / median(subprocess))) (DOT text); target ≤ 1.1")
print("  SVG identical to dot's:   \(sameOutput ? "yes" : "no")")

// (b) Many small graphs in one process: resident memory must not grow.
/// Renders `count` graphs from `makeGraph` and prints the resident memory after
/// the first 1,000 and after all of them.
func measureMemory(_ title: String, count: Int, makeGraph: (Int) -> Graph) throws {
    print("\(count) small graphs, \(title), layout dot, format svg")
    let checkpoint = min(1_000, count)
    var atCheckpoint: Int?
    let elapsed = try measure {
        for index in 1...count {
            _ = try renderer.render(makeGraph(index), using: .dot, to: .svg)
            if index == checkpoint {
                atCheckpoint = residentKilobytes()
            }
        }
    }
    let atEnd = residentKilobytes()
    print("  RSS after \(checkpoint) renders: \(describeKilobytes(atCheckpoint))")
    print("  RSS after \(count) renders: \(describeKilobytes(atEnd))")
    if let atCheckpoint, let atEnd, count > checkpoint {
        let growth = atEnd - atCheckpoint
        print(
            "  growth: \(growth) kB over \(count - checkpoint) renders"
                + " (\(growth * 1_024 / (count - checkpoint)) bytes per render)")
    }
    print("  mean per render: \(milliseconds(elapsed / count))")
}

try measureMemory("12-node trees", count: smallGraphCount) { index in
    var graph = randomTree(nodeCount: 12, using: &generator)
    graph.name = "Small\(index)"
    return graph
}
// Graphviz 2.42 itself leaks a little per layout of a cluster or an HTML-like label.
try measureMemory("12-node trees with an HTML-like label and a cluster", count: smallGraphCount) { index in
    var graph = randomTree(nodeCount: 12, using: &generator)
    graph.name = "Small\(index)"
    graph.nodes[0].attributes["label"] = .html("<b>\(htmlEscaped("root <\(index)>"))</b>")
    graph.subgraphs = [Subgraph("cluster_leaf", attributes: ["label": "leaf"], nodes: [Node("n11")])]
    return graph
}
