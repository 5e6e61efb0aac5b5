/// Everything an HTML report shows: what the page holds as HTML (readable without
/// JavaScript) and the data its script needs to step through the events.
package struct ReportContent {
    /// A labelled value, such as `events` and `106`; in the page's data, the pair
    /// `["events", "106"]`.
    package struct Figure: Encodable, Equatable {
        package var label: String
        package var value: String

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(label)
            try container.encode(value)
        }
    }

    /// One finding of the analysis, as the page lists it.
    struct Finding {
        /// The kind in a few words: `leak`.
        var kind: String
        var message: String
        /// The event that shows it, by index.
        var event: Int
        var rib: UInt32?
    }

    var title: String
    var subtitle: String
    var summary: [Figure]
    /// The analysis's thresholds in words: `leak grace 1.000 s, maximum depth 5`.
    var thresholds: String
    var findings: [Finding]
    /// The session's stable layout, as SVG markup: every place, classed with its state
    /// after the last event, so the page reads without JavaScript.
    var drawing: String
    /// The graphviz version that drew the layout, as graphviz names itself.
    var graphvizVersion: String?
    /// What the page's script reads.
    var script: ReportScriptData
}

/// The JSON the report's script reads. Texts are final (formatted for people); events,
/// places, RIBs and findings refer to each other by index or RIB identifier, and the
/// long lists are columns of numbers, so a session of 100,000 events stays a few
/// megabytes.
package struct ReportScriptData: Encodable {
    /// The events, one column per field, by event index.
    package struct Events: Encodable, Equatable {
        /// Sequence numbers.
        var sequence: [UInt64] = []
        /// Nanoseconds since the session started.
        var time: [UInt64] = []
        /// The event as the trace's event log writes it: `attach LoggedIn to Root`.
        var line: [String] = []
        /// The RIB the event is about, or -1.
        var rib: [Int64] = []
        /// The place of that RIB at the event, or -1.
        var place: [Int] = []
        /// 1 when the event attached or launched its RIB, 2 when it detached it, else 0.
        var change: [Int] = []

        /// No event.
        package init() {}
    }

    /// Every change of every place, in event order: the mask of each moment.
    package struct Changes: Encodable, Equatable {
        /// For each event index, where its changes start; one more entry at the end.
        package var start: [Int] = [0]
        var place: [Int] = []
        /// ``PlaceState`` raw values.
        var state: [Int] = []
        /// The RIB standing at the place from then on, or -1.
        var rib: [Int64] = []

        /// No change: ``start`` holds the first event's start.
        package init() {}

        /// Appends `change` to the columns (not to ``start``).
        package mutating func append(_ change: PlaceChange) {
            place.append(change.place)
            state.append(Int(change.state.rawValue))
            rib.append(change.rib.map { Int64($0.rawValue) } ?? -1)
        }
    }

    /// One place of the stable layout.
    package struct Place: Encodable, Equatable {
        var label: String
        /// The parent's place, or -1 for a root.
        var parent: Int
        /// Searchable words: the name, and the types of the RIBs that stood here.
        var search: String
        /// Whether the drawing shows it (a subtree or depth selection leaves some out).
        var drawn: Bool

        /// The place `label`, under the place `parent` (-1 for a root), found by `search`.
        package init(label: String, parent: Int, search: String, drawn: Bool) {
            self.label = label
            self.parent = parent
            self.search = search
            self.drawn = drawn
        }
    }

    /// One RIB instance.
    package struct Rib: Encodable, Equatable {
        var id: UInt32
        /// The display name: `TransportHome#2` when several instances share a name.
        var name: String
        /// What the trace declares about it: types, scope, what the scope shares.
        var facts: [ReportContent.Figure]
        /// This instance's own story: built, each attachment, its end.
        var history: [ReportContent.Figure]
        /// Its name's time in the live tree: an index into ``ReportScriptData/lifetimes``, or -1.
        var lifetime: Int
    }

    /// The time in the live tree of every instance of one RIB name.
    package struct Lifetime: Encodable {
        /// `Time in the live tree`, or `All 3 OffGame RIBs in the live tree`.
        package var title: String
        package var figures: [ReportContent.Figure]
    }

    /// One finding, for the tree's badges, the timeline's markers and RIB details (the
    /// page lists them in full).
    struct Finding: Encodable {
        var kind: String
        var event: Int
        /// The RIB it is about, or -1.
        var rib: Int64
    }

    var events: Events
    var changes: Changes
    var places: [Place]
    var ribs: [Rib]
    var lifetimes: [Lifetime]
    var findings: [Finding]
    /// Nanoseconds at the end of the session.
    var end: UInt64
    /// `tb` or `lr`: which way the drawing grows.
    var direction: String
    /// Whether RIBs out of the live tree are shown when the page opens.
    var showsDetached: Bool
    /// The pictures of RIBs' views, when the trace has any; without them the member is
    /// left out and the page shows no filmstrip.
    var screens: ReportScreens? = nil
}
