/// A key for ``BrowserSession/press(_:times:)``: WebDriver names special keys by code
/// points of Unicode's private use area, and any other key by its character.
struct Key: Hashable, Sendable, CustomStringConvertible {
    /// The key's value in WebDriver's key actions.
    let value: String
    /// The key's name, for messages.
    let description: String

    /// The key that types `character`, such as `/`.
    static func character(_ character: Character) -> Key {
        Key(value: String(character), description: String(character))
    }

    static let enter = Key(value: "\u{E007}", description: "Enter")
    static let escape = Key(value: "\u{E00C}", description: "Escape")
    static let tab = Key(value: "\u{E004}", description: "Tab")
    static let space = Key(value: " ", description: "Space")
    static let backspace = Key(value: "\u{E003}", description: "Backspace")
    static let home = Key(value: "\u{E011}", description: "Home")
    static let end = Key(value: "\u{E010}", description: "End")
    static let pageUp = Key(value: "\u{E00E}", description: "PageUp")
    static let pageDown = Key(value: "\u{E00F}", description: "PageDown")
    static let arrowLeft = Key(value: "\u{E012}", description: "ArrowLeft")
    static let arrowUp = Key(value: "\u{E013}", description: "ArrowUp")
    static let arrowRight = Key(value: "\u{E014}", description: "ArrowRight")
    static let arrowDown = Key(value: "\u{E015}", description: "ArrowDown")
    static let slash = character("/")
}
