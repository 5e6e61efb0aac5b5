import BenchmarkSupport
import CoreFoundation
import RibInspector

// What the tree observer costs an app whose tree did not change: the integration guides'
// figures. Trees of 101 and 1,011 routers (a root and 10 branches of 9 or 100 leaves, as in
// the observer's tests), reached through a class-bound protocol as the guides' glue does
// (`RibTreeObserver<any Routing>`), with activity and interactors followed.
//
//   swift run -c release --package-path Benchmarks observer-bench
//
// 1. One `sync()` of the unchanged tree: what a periodic sync costs.
// 2. One turn of the main run loop with `startSyncingEveryRunLoopTurn()`, against the same
//    turn without it (the peer), in turns taken one after the other: what syncing every
//    turn adds to each turn.

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

/// A root with 10 branches of `leaves` leaves each, and an observer of it that has seen it.
@MainActor
func observedTree(leaves: Int) -> (root: Router, observer: RibTreeObserver<any Routing>) {
    let root = Router("Root")
    for branch in 0..<10 {
        let middle = Router("Branch\(branch)")
        root.children.append(middle)
        for leaf in 0..<leaves { middle.children.append(Router("Leaf\(branch)-\(leaf)")) }
    }
    let recorder = RibRecorder(app: AppInfo(name: "observer-bench"), retention: .nothing)
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
    for _ in 0..<50 { observer.sync() }
    return (root, observer)
}

/// One turn of the main run loop, which returns at once.
func turn() {
    _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, false)
}

@MainActor
func run() {
    // A timer an hour away keeps the default mode from being empty: a run loop runs no turn
    // of a mode without sources or timers.
    let keeper = CFRunLoopTimerCreateWithHandler(nil, CFAbsoluteTimeGetCurrent() + 3_600, 0, 0, 0) { _ in }
    CFRunLoopAddTimer(CFRunLoopGetMain(), keeper, kCFRunLoopDefaultMode)
    for leaves in [9, 100] {
        let (root, observer) = observedTree(leaves: leaves)
        let routers = 1 + 10 * (1 + leaves)
        var syncs: [Duration] = []
        for _ in 0..<501 { syncs.append(measure { precondition(observer.sync().isEmpty) }) }
        let sorted = syncs.sorted()
        print("unchanged tree of \(routers) routers, 501 syncs")
        print("  sync: median \(microseconds(median(syncs))), fastest \(microseconds(sorted[0])), 90th percentile \(microseconds(sorted[450]))")

        var plain: [Duration] = []
        var syncing: [Duration] = []
        for _ in 0..<301 {
            plain.append(measure { turn() })
            observer.startSyncingEveryRunLoopTurn()
            syncing.append(measure { turn() })
            observer.stop()
        }
        print(
            "  a run-loop turn: \(microseconds(median(plain))) alone (the peer), \(microseconds(median(syncing))) syncing every turn; "
                + "the sync adds \(microseconds(median(syncing) - median(plain))) a turn (medians of 301)")
        precondition(root.children.count == 10)
    }
}

func microseconds(_ duration: Duration) -> String {
    "\(Int((duration.milliseconds * 1000).rounded())) µs"
}

MainActor.assumeIsolated { run() }
