/// The HTML report's stylesheet. The tree's SVG carries each place's state as a class
/// (`st-active`, `st-inactive`, `st-detached`, `st-empty`); the rules here draw the states
/// over graphviz's own colours, so one drawing serves every moment.
///
/// The stylesheet is `Assets/report.css`, embedded at build time (the EmbedWebAssets plugin).
enum ReportStylesheet {
    static let css = WebAssets.reportCSS
}
