/// How a place of the stable layout looks in each ``PlaceState``, in
/// ``VisualVocabulary``'s terms: shapes say viewful or viewless; the RIB's own colours
/// mean it is in the live tree (white inside while its interactor is inactive); red means
/// alive out of the tree, where leaks start; a place nobody holds at the moment is not
/// drawn (the HTML report draws it faintly instead, through its stylesheet).
///
/// Only attributes graphviz reads when it draws change between states: text colours are
/// fixed when a label is laid out, so they stay as laid out.
enum PlaceStyle {
    /// The attributes graphviz draws a place with in `state`. Every state sets the same
    /// attribute names, so one state can restyle another (see `Restyling`).
    static func node(_ state: PlaceState, name: String, isViewful: Bool?, colours: Palette.Assignment) -> [String: String] {
        let isViewless = isViewful == false
        let outline = isViewless ? "dashed" : "rounded"
        var attributes: [String: String] = [
            "style": "filled,\(outline)", "penwidth": "1.2",
            "fillcolor": colours.fill(for: name), "color": colours.stroke(for: name),
            "class": "place \(className(of: state))",
        ]
        switch state {
        case .active:
            break
        case .inactive:
            attributes["fillcolor"] = "white"
        case .detached:
            attributes["style"] = "filled,dotted" + (isViewless ? "" : ",rounded")
            attributes["fillcolor"] = VisualVocabulary.aliveOutsideBar.fill
            attributes["color"] = Palette.detached
            attributes["penwidth"] = "2"
        case .empty:
            attributes["style"] = "invis"
        }
        return attributes
    }

    /// The attributes of the edge into a place in `state`.
    static func edge(into state: PlaceState) -> [String: String] {
        switch state {
        case .active, .inactive: ["style": "solid", "color": "#555555", "class": "link \(className(of: state))"]
        case .detached: ["style": "dotted", "color": Palette.detached, "class": "link \(className(of: state))"]
        case .empty: ["style": "invis", "color": "#555555", "class": "link \(className(of: state))"]
        }
    }

    /// The attributes of the adapter tag that builds the RIB at a place in `state`.
    static func adapterTag(building state: PlaceState) -> [String: String] {
        ["style": state == .empty ? "invis" : "filled", "class": "adapter \(className(of: state))"]
    }

    /// The outline of the place the current event attached (green) or detached (red).
    static func changed(attached: Bool) -> [String: String] {
        ["penwidth": "3.5", "color": attached ? Palette.attached : Palette.detached]
    }

    /// The class name of a state in SVG output, for stylesheets and scripts: `st-active`.
    static func className(of state: PlaceState) -> String {
        switch state {
        case .empty: "st-empty"
        case .active: "st-active"
        case .inactive: "st-inactive"
        case .detached: "st-detached"
        }
    }
}
