/// What a person does to a page: click, type, press keys, scroll. Each goes through
/// WebDriver's input, so the page gets the same trusted events as from a mouse or keyboard.
extension BrowserSession {
    /// Clicks the middle of `element`'s visible part, scrolling it into view first; fails
    /// when another element covers that point.
    func click(_ element: WebElement) async throws {
        try await send(.post, "/element/\(element.id)/click")
    }

    /// Clicks `x` and `y` CSS pixels right of and below the middle of `element`, which must
    /// be inside the viewport (``scrollIntoView(_:)``).
    func click(_ element: WebElement, offsetX x: Int, offsetY y: Int) async throws {
        try await perform([
            "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"],
            "actions": [
                ["type": "pointerMove", "duration": 0, "origin": element.json, "x": x, "y": y],
                ["type": "pointerDown", "button": 0],
                ["type": "pointerUp", "button": 0],
            ],
        ])
    }

    /// Moves the mouse over the middle of `element`, which must be inside the viewport
    /// (``scrollIntoView(_:)``), as a person points at it.
    func hover(_ element: WebElement) async throws {
        try await perform([
            "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"],
            "actions": [["type": "pointerMove", "duration": 0, "origin": element.json, "x": 0, "y": 0]],
        ])
    }

    /// Double-clicks the middle of `element`'s box where it is in the viewport, without
    /// scrolling anything first (it must be in view): two presses of the left button in one
    /// place, as a person double-clicks, so the page gets both clicks, the double-click and
    /// what the browser does by default (selecting the word under the pointer).
    func doubleClick(_ element: WebElement) async throws {
        let box = try await rect(of: element)
        try await perform([
            "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"],
            "actions": [
                ["type": "pointerMove", "duration": 0, "origin": "viewport", "x": Int(box.x + box.width / 2), "y": Int(box.y + box.height / 2)],
                ["type": "pointerDown", "button": 0],
                ["type": "pointerUp", "button": 0],
                ["type": "pointerDown", "button": 0],
                ["type": "pointerUp", "button": 0],
            ],
        ])
    }

    /// Types `text` into `element` (a text field, say) after focusing it, as keys.
    func sendKeys(_ text: String, to element: WebElement) async throws {
        try await send(.post, "/element/\(element.id)/value", ["text": text])
    }

    /// Presses and releases `keys` one after the other, `times` over, in the element that
    /// has the focus (the page when none has).
    func press(_ keys: Key..., times: Int = 1) async throws {
        let strokes = Array(repeating: keys, count: times).joined().flatMap { key in
            [["type": "keyDown", "value": key.value], ["type": "keyUp", "value": key.value]]
        }
        try await perform(["type": "key", "id": "keyboard", "actions": strokes])
    }

    /// Gives `element` the focus, as the Tab key would reach it.
    func focus(_ element: WebElement) async throws {
        try await run("arguments[0].focus();", arguments: [element])
    }

    /// Turns the mouse wheel by `deltaY` (and `deltaX`) CSS pixels over the middle of
    /// `element`, or of the viewport when `element` is `nil`, and waits for the page to
    /// draw a frame after the scroll.
    func scroll(deltaY: Int, deltaX: Int = 0, over element: WebElement? = nil) async throws {
        let origin: Any = element?.json ?? "viewport"
        let (x, y) = element == nil ? (viewport.width / 2, viewport.height / 2) : (0, 0)
        try await perform([
            "type": "wheel", "id": "wheel",
            "actions": [
                ["type": "scroll", "duration": 0, "origin": origin, "x": x, "y": y, "deltaX": deltaX, "deltaY": deltaY]
            ],
        ])
        try await nextFrame()
    }

    /// Scrolls the page, and every scrolling box around `element`, until `element` is in
    /// the middle of the view.
    func scrollIntoView(_ element: WebElement) async throws {
        try await run("arguments[0].scrollIntoView({ block: 'center', inline: 'center' });", arguments: [element])
    }

    /// Waits until the page has drawn its next frame.
    func nextFrame() async throws {
        try await run("return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))));")
    }

    /// Performs one input source's actions, then releases every key and button.
    private func perform(_ source: [String: Any]) async throws {
        try await send(.post, "/actions", ["actions": [source]])
        try await send(.delete, "/actions")
    }
}
