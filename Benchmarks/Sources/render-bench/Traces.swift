import BenchmarkSupport
import RibInspector

/// The traces the rendering benchmarks draw.
enum Traces {
    /// An app that attaches every RIB of a `ribCount`-RIB blueprint at launch: its final
    /// snapshot is one big tree. With `uniqueNames`, no two RIBs share a name. With an
    /// `eventCount`, the app then deactivates and reactivates RIBs drawn at random (a
    /// screen covered and uncovered) until the trace has at least that many events.
    static func wholeTree(ribCount: Int, seed: UInt64, uniqueNames: Bool = false, eventCount: Int? = nil) -> Trace {
        var generator = SeededGenerator(seed: seed)
        let blueprint = AppBlueprint(ribCount: ribCount, permanentShare: 1, uniqueNames: uniqueNames, using: &generator)
        let session = AppSession(app: "BigApp", blueprint: blueprint, seed: seed)
        session.launch()
        while session.eventCount < eventCount ?? 0 {
            session.pauseAndResume(Int.random(in: blueprint.ribs.indices, using: &generator))
        }
        return session.trace()
    }

    /// A user navigating an app of `ribCount` RIBs for at least `eventCount` events.
    ///
    /// A quarter of the RIBs are permanent children (attached when their parent loads);
    /// the rest are screens. The user opens a screen of any RIB on screen (attach,
    /// activate, load the first time), so several screens can be open side by side,
    /// closes the most recently opened one (deactivate, detach; its subtree stays
    /// intact for the next visit), or sends the app to the background and back
    /// (deactivate, activate the root). Going back revisits earlier states; opening
    /// screens in another order makes new ones. The user leans towards opening while
    /// fewer than `openScreens` screens are open, towards closing above that, so the
    /// live tree hovers around that many screens and their permanent children.
    static func navigation(ribCount: Int, eventCount: Int, seed: UInt64, openScreens: Int = 8) -> Trace {
        var generator = SeededGenerator(seed: seed)
        let blueprint = AppBlueprint(ribCount: ribCount, permanentShare: 0.25, using: &generator)
        let session = AppSession(app: "NavigatingApp", blueprint: blueprint, seed: seed)
        session.launch()
        var screens = ClosedScreens(blueprint: blueprint)
        screens.show([0] + permanentDescendants(of: 0, in: blueprint))
        var opened: [Int] = []
        while session.eventCount < eventCount {
            let roll = Double.random(in: 0..<1, using: &generator)
            let opensMore = opened.count < openScreens ? 0.6 : 0.3
            if roll < opensMore, let next = screens.closed.randomElement(using: &generator) {
                session.attach(next)
                opened.append(next)
                screens.show([next] + permanentDescendants(of: next, in: blueprint))
            } else if roll < 0.95, let last = opened.popLast() {
                session.detach(last)
                screens.hide(permanentDescendants(of: last, in: blueprint) + [last])
            } else {
                session.pauseAndResume(0)
            }
        }
        return session.trace()
    }

    /// The permanent children of a RIB, their permanent children, and so on.
    private static func permanentDescendants(of index: Int, in blueprint: AppBlueprint) -> [Int] {
        var result: [Int] = []
        var stack = blueprint.children[index].filter { blueprint.ribs[$0].isPermanent }.reversed() as [Int]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: blueprint.children[next].filter { blueprint.ribs[$0].isPermanent }.reversed())
        }
        return result
    }
}

/// The screens a navigating user can open: every screen not on screen whose parent is,
/// ordered by parent, then in blueprint order. Kept up to date as RIBs come and go, so a
/// step costs the RIBs it changes, not the whole live tree.
private struct ClosedScreens {
    let blueprint: AppBlueprint
    /// The screens that can be opened now.
    private(set) var closed: [Int] = []
    private var isLive: [Bool]

    init(blueprint: AppBlueprint) {
        self.blueprint = blueprint
        isLive = Array(repeating: false, count: blueprint.ribs.count)
    }

    /// RIBs that entered the live tree.
    mutating func show(_ ribs: [Int]) {
        for rib in ribs where !isLive[rib] {
            isLive[rib] = true
            remove(rib)
            for child in blueprint.children[rib] where !blueprint.ribs[child].isPermanent && !isLive[child] {
                insert(child)
            }
        }
    }

    /// RIBs that left the live tree.
    mutating func hide(_ ribs: [Int]) {
        for rib in ribs where isLive[rib] {
            isLive[rib] = false
            for child in blueprint.children[rib] { remove(child) }
            if !blueprint.ribs[rib].isPermanent, let parent = blueprint.ribs[rib].parent, isLive[parent] {
                insert(rib)
            }
        }
    }

    private func key(_ rib: Int) -> (Int, Int) { (blueprint.ribs[rib].parent ?? -1, rib) }

    /// Where `rib` is, or would go, in `closed`.
    private func position(of rib: Int) -> Int {
        var low = 0
        var high = closed.count
        while low < high {
            let middle = (low + high) / 2
            if key(closed[middle]) < key(rib) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private mutating func insert(_ rib: Int) {
        let index = position(of: rib)
        if index == closed.count || closed[index] != rib { closed.insert(rib, at: index) }
    }

    private mutating func remove(_ rib: Int) {
        let index = position(of: rib)
        if index < closed.count, closed[index] == rib { closed.remove(at: index) }
    }
}
