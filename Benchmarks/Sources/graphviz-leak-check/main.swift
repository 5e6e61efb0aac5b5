import Graphviz

// graphviz-leak-check N [workload ...]: runs each workload N times, for a leak
// checker. Run it twice with different N, for example
//     valgrind --leak-check=full .build/release/graphviz-leak-check 10 plain
//     valgrind --leak-check=full .build/release/graphviz-leak-check 110 plain
// and compare "definitely lost": anything lost per call grows with N.
// Workloads: plain, cluster, html, failures (all of them by default).

let renderer = GraphvizRenderer()
let plain = Graph(
    name: "Plain",
    nodeDefaults: ["shape": "box"],
    nodes: [Node("root", attributes: ["label": "Root"]), Node("child", attributes: ["tooltip": "say \"hi\""])],
    edges: [Edge(from: "root", to: "child"), Edge(from: "root", to: "leaf")]
)
var cluster = plain
cluster.subgraphs = [Subgraph("cluster_leaf", attributes: ["label": "Leaf"], nodes: [Node("leaf")])]
var html = plain
html.nodes[0].attributes["label"] = .html("<b>\(htmlEscaped("<root>"))</b>")

/// Each workload makes the calls of one round and returns how many failed.
let workloads: [(name: String, run: () throws -> Int)] = [
    (
        "plain",
        {
            _ = try renderer.render(plain, using: .dot, to: .svg)
            _ = try renderer.render(plain, using: .dot, to: .png)
            let dot = try renderer.dotSource(for: plain)
            _ = try renderer.render(dotSource: dot + " digraph { trailing }", using: .twopi, to: .json)
            return 0
        }
    ),
    (
        "cluster",
        {
            _ = try renderer.render(cluster, using: .dot, to: .svg); return 0
        }
    ),
    (
        "html",
        {
            _ = try renderer.render(html, using: .dot, to: .svg); return 0
        }
    ),
    (
        "failures",
        {
            let failing: [() throws -> Void] = [
                { _ = try renderer.render(dotSource: "digraph { a -> ; }") },
                { _ = try renderer.render(Graph(nodes: [Node("a", attributes: ["label": .html("<b>x</i>")])])) },
                { _ = try renderer.render(Graph(nodes: [Node("a", attributes: ["pos": "1,2!"]), Node("b")]), using: .nop) },
                { _ = try renderer.render(plain, using: LayoutEngine(name: "nosuch")) },
                { _ = try renderer.render(plain, to: OutputFormat(name: "nosuch")) },
                { _ = try renderer.render(plain, to: OutputFormat(name: "svg:nosuch")) },
            ]
            var failures = 0
            for call in failing {
                do { try call() } catch { failures += 1 }
            }
            return failures
        }
    ),
]

let arguments = CommandLine.arguments.dropFirst()
let rounds = arguments.first.flatMap { Int($0) } ?? 10
let chosen = Set(arguments.dropFirst())
var failures = 0
for workload in workloads where chosen.isEmpty || chosen.contains(workload.name) {
    for _ in 0..<rounds {
        failures += try workload.run()
    }
    print("\(workload.name): \(rounds) rounds")
}
print("\(failures) expected failures")
