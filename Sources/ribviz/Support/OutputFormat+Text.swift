import Graphviz

extension OutputFormat {
    /// Whether graphviz writes the format as text that a terminal can show (svg, dot, json…)
    /// rather than binary data (png, pdf…), which only goes to a file.
    var isText: Bool {
        Self.textFormats.contains(fileExtension)
    }

    private static let textFormats: Set<String> = [
        "svg", "dot", "gv", "canon", "xdot", "xdot1.2", "xdot1.4", "plain", "plain-ext", "json", "json0", "dot_json",
        "xdot_json", "imap", "imap_np", "cmapx", "cmapx_np", "ismap", "cmap", "fig", "pic", "vml", "tk", "pov", "ps", "ps2", "eps", "mp",
    ]
}
