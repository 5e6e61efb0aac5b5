/// An element of the page open in a ``BrowserSession``, as WebDriver names it. Pass it to
/// the session's commands, or to a script as an argument (it arrives as the DOM element);
/// a script that returns an element returns a `WebElement`.
struct WebElement: Codable, Hashable, Sendable {
    /// WebDriver's identifier of the element; valid until the page is left.
    let id: String

    /// The key under which WebDriver's JSON carries an element's identifier.
    static let jsonKey = "element-6066-11e4-a52e-4f735466cecf"

    init(id: String) {
        self.id = id
    }

    /// The element in WebDriver's JSON, `{"element-6066-…": id}`.
    var json: [String: String] { [Self.jsonKey: id] }

    private struct CodingKeys: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
        static let element = CodingKeys(stringValue: WebElement.jsonKey)
    }

    init(from decoder: any Decoder) throws {
        id = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .element)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .element)
    }
}
