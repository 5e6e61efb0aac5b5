import RibInspector

/// Records a long session in the shape of a tabbed app, `eventCount` events or a few more:
/// a launched Root with four tabs; each user action opens a flow of two to four nested
/// RIBs under a tab, closes it, sometimes opens the same flow again (its subtree returns
/// intact), and lets it go. RIBs follow RIBs' rules, so the analysis finds nothing and
/// every check runs on every event.
public func recordLongSession(eventCount: Int) -> Trace {
    let clock = ManualClock()
    let recorder = RibRecorder(app: AppInfo(name: "LongSession"), retention: .everything, clock: .manual(clock))
    func build(_ name: String, under parent: RibID?) -> RibID {
        let rib = recorder.declareRib(named: name)
        recorder.record(.built(rib))
        if let parent { recorder.record(.attached(rib, parent: parent)) } else { recorder.record(.launched(rib)) }
        recorder.record(.activated(rib))
        recorder.record(.loaded(rib))
        return rib
    }
    let root = build("Root", under: nil)
    let tabs = (0..<4).map { build("Tab\($0)", under: root) }
    var action = 0
    while recorder.eventCount < UInt64(eventCount) {
        action += 1
        clock.advance(by: .milliseconds(800))
        let tab = tabs[action % tabs.count]
        var flow: [RibID] = []
        for level in 0..<(2 + action % 3) {
            flow.append(build("Flow\(level)", under: flow.last ?? tab))
        }
        clock.advance(by: .milliseconds(1500))
        close(flow, from: tab, recorder: recorder)
        if action.isMultiple(of: 5) {
            recorder.record(.attached(flow[0], parent: tab))
            for rib in flow { recorder.record(.activated(rib)) }
            clock.advance(by: .milliseconds(700))
            close(flow, from: tab, recorder: recorder)
        }
        clock.advance(by: .milliseconds(20))
        // The flow's top goes; as in RIBs, its router detaches its children on the way.
        for level in stride(from: flow.count - 1, to: 0, by: -1) {
            recorder.record(.detached(flow[level], parent: flow[level - 1]))
            recorder.record(.deallocated(flow[level]))
        }
        recorder.record(.deallocated(flow[0]))
    }
    return recorder.trace()
}

/// Deactivates a flow, deepest first, and detaches its top from the tab.
private func close(_ flow: [RibID], from tab: RibID, recorder: RibRecorder) {
    for rib in flow.reversed() { recorder.record(.deactivated(rib)) }
    recorder.record(.detached(flow[0], parent: tab))
}
