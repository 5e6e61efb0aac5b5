import BenchmarkSupport
import RibInspector

// What one periodic `RibTreeObserver.sync()` costs an app whose tree did not change: the
// integration guides' figure. A tree of 1,011 routers (a root, 10 branches of 100 leaves
// each, as in the observer's tests), reached through a class-bound protocol as the guides'
// glue does (`RibTreeObserver<any Routing>`), with activity and interactors followed.
//
//   swift run -c release --package-path Benchmarks observer-bench

/// The part of a RIBs router the observer reads, as uber/RIBs-iOS and ModernRIBs declare it.
protocol Routing: AnyObject {
    var children: [any Routing] { get }
    var interactable: Interactable { get }
}

final class Interactable {
    var isActive = true
}

final class Router: Routing {
    let name: String
    var children: [any Routing] = []
    let interactable = Interactable()

    init(_ name: String) {
        self.name = name
    }
}

@MainActor
func run() {
    let root = Router("Root")
    for branch in 0..<10 {
        let middle = Router("Branch\(branch)")
        root.children.append(middle)
        for leaf in 0..<100 { middle.children.append(Router("Leaf\(branch)-\(leaf)")) }
    }
    let recorder = RibRecorder(app: AppInfo(name: "observer-bench"))
    let observer = RibTreeObserver<any Routing>(
        recorder: recorder,
        root: { root },
        identity: { $0 },
        children: { $0.children },
        describe: { ObservedRib(name: ($0 as? Router)?.name ?? "?") },
        isActive: { $0.interactable.isActive },
        interactor: { $0.interactable }
    )
    observer.sync()
    precondition(recorder.trace().ribs.count == 1_011)
    for _ in 0..<50 { observer.sync() }
    var rounds: [Duration] = []
    for _ in 0..<501 {
        rounds.append(measure { precondition(observer.sync().isEmpty) })
    }
    let sorted = rounds.sorted()
    print("unchanged tree of 1,011 routers, 501 syncs")
    print("  median \(microseconds(median(rounds))), fastest \(microseconds(sorted[0])), 90th percentile \(microseconds(sorted[450]))")
}

func microseconds(_ duration: Duration) -> String {
    "\(Int((duration.milliseconds * 1000).rounded())) µs"
}

MainActor.assumeIsolated { run() }
