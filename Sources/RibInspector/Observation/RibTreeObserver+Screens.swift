extension RibTreeObserver {
    /// Installs a screen source: from now on, each viewful RIB (``ObservedRib/isViewful``)
    /// that a sync sees attached or launched and loaded gets its picture taken after the
    /// delay of `options`, on the main actor, through a ``ScreenCapture``.
    ///
    /// `source` gets the RIB's router and returns its view rendered as an encoded picture,
    /// or `nil` to take none (a RIB whose view may show what must not leave the device).
    /// It never runs during a sync nor while the recorder records an event. Installing
    /// again replaces the source; Docs/Integrations has one for UIKit to paste.
    public func captureScreens(
        options: ScreenCaptureOptions = ScreenCaptureOptions(),
        scheduler: any ScreenCaptureScheduler = MainQueueScreenScheduler(),
        source: @escaping @MainActor (Node) -> ScreenImage?
    ) {
        screenCapture = ScreenCapture(recorder: recorder, options: options, scheduler: scheduler) { [weak self] rib in
            guard let node = self?.liveNode(of: rib) else { return nil }
            return source(node)
        }
    }

    /// Takes a picture of a router's view now, with the source
    /// ``captureScreens(options:scheduler:source:)`` installed, unless its last picture is
    /// more recent than the interval.
    ///
    /// - Parameters:
    ///   - node: The router whose view to picture.
    ///   - evenIfRecent: Takes the picture however recent the last one is (someone asked
    ///     for it).
    /// - Returns: What the recorder made of the picture; `nil` when none was taken (no
    ///   source, a router no sync has seen, too soon, or the source returned `nil`).
    @discardableResult
    public func captureScreen(of node: Node, evenIfRecent: Bool = false) -> ScreenRecording? {
        guard let screenCapture, let rib = ribID(of: node) else { return nil }
        return screenCapture.captureScreen(of: rib, evenIfRecent: evenIfRecent)
    }

    /// Whether a screen source is installed (``captureScreens(options:scheduler:source:)``).
    public var capturesScreens: Bool { screenCapture != nil }
}
