import BenchmarkSupport
import RibInspector

/// The traces the rendering benchmarks draw.
enum Traces {
    /// An app that attaches every RIB of a `ribCount`-RIB blueprint at launch: its final
    /// snapshot is one big tree. With `uniqueNames`, no two RIBs share a name.
    static func wholeTree(ribCount: Int, seed: UInt64, uniqueNames: Bool = false) -> Trace {
        var generator = SeededGenerator(seed: seed)
        let blueprint = AppBlueprint(ribCount: ribCount, permanentShare: 1, uniqueNames: uniqueNames, using: &generator)
        let session = AppSession(app: "BigApp", blueprint: blueprint, seed: seed)
        session.launch()
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
    /// screens in another order makes new ones.
    static func navigation(ribCount: Int, eventCount: Int, seed: UInt64) -> Trace {
        var generator = SeededGenerator(seed: seed)
        let blueprint = AppBlueprint(ribCount: ribCount, permanentShare: 0.25, using: &generator)
        let session = AppSession(app: "NavigatingApp", blueprint: blueprint, seed: seed)
        session.launch()
        var live: Set<Int> = [0]
        live.formUnion(permanentDescendants(of: 0, in: blueprint))
        var opened: [Int] = []
        while session.eventCount < eventCount {
            let roll = Double.random(in: 0..<1, using: &generator)
            let opensMore = opened.count < typicalOpenScreens ? 0.6 : 0.3
            let closed = live.sorted().flatMap { parent in
                blueprint.children[parent].filter { !blueprint.ribs[$0].isPermanent && !live.contains($0) }
            }
            if roll < opensMore, let next = closed.randomElement(using: &generator) {
                session.attach(next)
                opened.append(next)
                live.insert(next)
                live.formUnion(permanentDescendants(of: next, in: blueprint))
            } else if roll < 0.95, let last = opened.popLast() {
                session.detach(last)
                live.subtract(permanentDescendants(of: last, in: blueprint) + [last])
            } else {
                session.pauseAndResume(0)
            }
        }
        return session.trace()
    }

    /// How many screens a user has open on average, besides the permanent RIBs.
    private static let typicalOpenScreens = 8

    /// The permanent children of a RIB, their permanent children, and so on.
    private static func permanentDescendants(of index: Int, in blueprint: AppBlueprint) -> [Int] {
        blueprint.children[index].filter { blueprint.ribs[$0].isPermanent }.flatMap { [$0] + permanentDescendants(of: $0, in: blueprint) }
    }
}
