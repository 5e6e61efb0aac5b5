/// Where elements are on screen.
extension BrowserSession {
    /// An element's box relative to the viewport's top left corner, in CSS pixels.
    struct Rect: Decodable, Equatable, Sendable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    /// `element`'s bounding box (`getBoundingClientRect()`): where it is in the viewport.
    func rect(of element: WebElement) async throws -> Rect {
        try await execute(
            """
            const box = arguments[0].getBoundingClientRect();
            return { x: box.x, y: box.y, width: box.width, height: box.height };
            """, arguments: [element])
    }

    /// Whether all of `element` can be seen: its box lies inside the viewport and inside
    /// every box around it that clips its content (a scrolling panel, an `svg`), and it
    /// has a size. Half a pixel of rounding is allowed on each side.
    func isInViewport(_ element: WebElement) async throws -> Bool {
        try await execute(
            """
            const box = arguments[0].getBoundingClientRect();
            if (box.width === 0 && box.height === 0) return false;
            const inside = (outer) => box.left >= outer.left - 0.5 && box.top >= outer.top - 0.5
              && box.right <= outer.right + 0.5 && box.bottom <= outer.bottom + 0.5;
            if (!inside({ left: 0, top: 0, right: innerWidth, bottom: innerHeight })) return false;
            for (let parent = arguments[0].parentElement; parent; parent = parent.parentElement) {
              const style = getComputedStyle(parent);
              const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
              if (clips && parent !== document.documentElement && parent !== document.body
                  && !inside(parent.getBoundingClientRect())) return false;
            }
            return true;
            """, arguments: [element])
    }
}
