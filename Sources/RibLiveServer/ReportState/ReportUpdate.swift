import RibRendering

/// What a live report page needs to follow its session from where it stands: the events
/// that arrived since its last one, their mask changes, the places they added, and the
/// findings and figures that changed since. `ribviz live` answers
/// `/sessions/{name}/updates?after=N` with one, as JSON.
///
/// Event and place indices continue the page's own: an update applies only to a page that
/// shows exactly ``firstEvent`` events and holds exactly ``firstPlace`` places; any other
/// page loads the session again.
///
/// Only the session's ``LiveReportState`` builds one, from the page data RibRendering's
/// report builds (package API); the rest of the server passes its JSON on.
struct ReportUpdate: Encodable {
    /// One finding as the page lists it.
    struct Finding: Encodable {
        /// The kind in a few words: `leak`.
        var kind: String
        /// What happened, in a sentence.
        var message: String
        /// The event that shows it, by index in the whole session.
        var event: Int
        /// The RIB it is about, or -1.
        var rib: Int64
    }

    /// A RIB name's lifetime, new to the page or retitled, with its index in the page's list.
    struct IndexedLifetime: Encodable {
        var index: Int
        var title: String
        var figures: [ReportContent.Figure]
    }

    /// Single lifetime figures that changed, one column per field: the page sets
    /// `lifetimes[lifetime[i]].figures[figure[i]]`'s value to `value[i]`.
    struct LifetimeFigures: Encodable {
        var lifetime: [Int] = []
        var figure: [Int] = []
        var value: [String] = []
    }

    /// A place whose search words grew: a RIB of a type not seen there before stood in it.
    struct SearchWords: Encodable {
        /// The place, by index.
        var place: Int
        /// All its words now, as ``ReportScriptData/Place/search`` holds them.
        var search: String
    }

    /// The screens that arrived since the page's records, with the pictures none of the
    /// page's screens showed.
    struct Screens: Encodable {
        /// How many screens the page must hold: the first of these continues them.
        var firstScreen: Int
        /// How many pictures the page must hold: ``screens``' pictures continue them, and
        /// its screens name pictures by index among all of them.
        var firstImage: Int
        /// The new screens, as columns, and the new pictures.
        var screens: ReportScreens
    }

    /// How many records the session holds with this update: the page asks for the next
    /// update after this number.
    var records: UInt64
    /// Whether the session ended (its end record arrived): its clock stopped.
    var ended: Bool
    /// The index of the first event of ``events``: how many events the page must show.
    var firstEvent: Int
    /// The new events, one column per field.
    var events: ReportScriptData.Events
    /// The new events' mask changes. `start` holds one entry per new event: where its
    /// changes end in the session's whole change list (the page's `changes.start` gains
    /// these entries); `place`, `state` and `rib` continue the page's columns.
    var changes: ReportScriptData.Changes
    /// The index of the first place of ``places``: how many places the page must hold.
    var firstPlace: Int
    /// The places the new events added, parents before their children.
    var places: [ReportScriptData.Place]
    /// Places the page already holds whose search words grew.
    var searchWords: [SearchWords]
    /// The RIB instances the new events declared or whose story they changed; each
    /// replaces the page's RIB with the same `id`.
    var ribs: [ReportScriptData.Rib]
    /// The RIB names' lifetimes (by index in the page's list) that are new since the page's
    /// records, or whose title changed: each replaces the page's lifetime at its index.
    var lifetimes: [IndexedLifetime]
    /// The single figures of the page's other lifetimes that changed: a RIB name in the live
    /// tree has its total and median stay grow with every event.
    var lifetimeFigures = LifetimeFigures()
    /// The page keeps its findings of events before this one, but for those of the kinds in
    /// ``findingsRedone``; ``findings`` holds all the others.
    var findingsFrom: Int
    /// The kinds (``Finding/kind``) of the findings the update carries whether or not they
    /// changed: those judged where the session ends (a leak's time alive grows), and the
    /// findings of RIBs attached under an inactive parent on the update that brings the
    /// session's first activation (the analysis held them back until then).
    var findingsRedone: [String]
    /// The findings the page lacks or holds in an older form, in event order: the page sets
    /// them among those it keeps, after those of the same event.
    var findings: [Finding]
    /// The session in figures as it is now (replaces the page's summary), or `nil` when the
    /// page's summary is still right.
    var summary: [ReportContent.Figure]?
    /// Nanoseconds at the end of the session so far.
    var end: UInt64
    /// The screens that arrived since the page's records, or `nil` when none did.
    var screens: Screens?
    /// The drawing of ``places``: each new subtree laid out alone, which the page sets
    /// beside what it draws without moving anything. Empty when no place was added.
    var drawing: [NewPlacesDrawing.Subtree] = []
}
