import RibInspector

/// One RIB instance's story as the report tells it — when it was built, each time it was
/// attached to a parent (or launched) until it was detached, and how it ended — gathered
/// from its own events one at a time, so a live session keeps it without the events.
package struct RibStory: Sendable {
    /// Where a stay in the tree began: launched as the root, or attached under a parent.
    private enum Place: Sendable {
        case root
        case under(RibID)
    }

    private enum Entry: Sendable {
        case built(UInt64)
        case stay(start: UInt64, end: UInt64, Place)
    }

    private var entries: [Entry] = []
    private var openStay: (start: UInt64, place: Place)?
    private var deallocation: UInt64?
    private var interactorDeallocation: UInt64?

    /// Nothing happened to the RIB yet.
    package init() {}

    /// Adds one of the RIB's events; events that do not change its story change nothing.
    /// Returns whether the story changed.
    @discardableResult
    package mutating func note(_ event: RibEvent) -> Bool {
        switch event.kind {
        case .built:
            entries.append(.built(event.time))
        case .launched:
            openStay = (event.time, .root)
        case .attached(_, let parent):
            openStay = (event.time, .under(parent))
        case .detached:
            if let open = openStay { entries.append(.stay(start: open.start, end: event.time, open.place)) }
            openStay = nil
        case .deallocated:
            deallocation = event.time
        case .interactorDeallocated:
            interactorDeallocation = event.time
        default:
            return false
        }
        return true
    }

    /// Whether the story is told to its end: the RIB was deallocated and, when its
    /// interactor's deallocation is tracked, so was its interactor. In a trace whose events
    /// are checked against the tree, nothing can add to it but a second interactor
    /// deallocation.
    package func isFinished(interactorTracked: Bool) -> Bool {
        deallocation != nil && (!interactorTracked || interactorDeallocation != nil)
    }

    /// The story as the page's RIB details list it; `trace`'s declarations name parents.
    func figures(interactorTracked: Bool, in trace: Trace) -> [ReportContent.Figure] {
        var history: [ReportContent.Figure] = entries.map { entry in
            switch entry {
            case .built(let time):
                .init(label: "built", value: TimeWording.seconds(time))
            case .stay(let start, let end, let place):
                .init(label: "attached", value: "\(TimeWording.seconds(start)) – \(TimeWording.seconds(end)), \(Self.describe(place, in: trace))")
            }
        }
        if let open = openStay {
            history.append(.init(label: "attached", value: "\(TimeWording.seconds(open.start)) – end, \(Self.describe(open.place, in: trace))"))
        }
        history.append(.init(label: "deallocated", value: deallocation.map(TimeWording.seconds) ?? "no, alive at the end"))
        if interactorTracked {
            history.append(.init(label: "interactor deallocated", value: interactorDeallocation.map(TimeWording.seconds) ?? "no, alive at the end"))
        }
        return history
    }

    private static func describe(_ place: Place, in trace: Trace) -> String {
        switch place {
        case .root: "launched as the root"
        case .under(let parent): "under \(trace.displayName(of: parent))"
        }
    }
}
