/// What an example app's screen shows, as plain parts a picture can be drawn from: the
/// examples have no UIKit, so `ribviz demo` draws these as mock phone screens.
public struct ScreenMockup: Hashable, Sendable {
    /// One part of a screen, from top to bottom.
    public enum Part: Hashable, Sendable {
        /// A line of text.
        case text(String)
        /// A text field with its placeholder and what was typed in it.
        case field(placeholder: String, text: String)
        /// A button.
        case button(String)
        /// A grid of cells, row by row, such as a game board.
        case grid([[String]])
        /// A tab bar: its tabs' titles and which one is selected.
        case tabs([String], selected: Int)
    }

    /// The navigation bar's title.
    public var title: String
    /// The screen's parts, from top to bottom.
    public var parts: [Part]

    /// Creates a mockup.
    public init(title: String, parts: [Part]) {
        self.title = title
        self.parts = parts
    }
}

/// A view controller of the examples that says what its screen shows.
protocol ScreenMockupProviding {
    /// What the screen shows now.
    var screenMockup: ScreenMockup { get }
}
