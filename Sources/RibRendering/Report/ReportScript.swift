/// The HTML report's script: reads the embedded data and makes the page interactive.
///
/// The page's HTML already holds the summary, the findings and the tree drawn once for
/// the whole session (each place classed with its state at the end). The script replays
/// the masks of ``SessionPlaces`` over that drawing (each step applies one event's
/// changes, forwards or backwards, and touches only the places they change), and adds the
/// slider, search, collapse, focus, zoom and pan, RIB details, the event list and the
/// timeline. It builds everything with text nodes (names are user data); the drawing
/// comes from graphviz, which escapes every name it writes.
///
/// The script is the files of `Assets/report/` that `Assets/report.js.parts` lists, joined
/// in its order and embedded at build time (the EmbedWebAssets plugin).
enum ReportScript {
    static let javaScript = WebAssets.reportJS
}
