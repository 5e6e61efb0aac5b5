import Foundation
import RibInspector

extension LiveTraceSink {
    /// How long an idle sink with a request handler waits at most before it asks the server
    /// for the page's requests: 0.25 s, so a request reaches an idle app well within a second.
    public static let defaultRequestPollNanoseconds: UInt64 = 250_000_000
    /// The longest wait between two polls an app may choose.
    public static let maximumRequestPollNanoseconds: UInt64 = 500_000_000

    /// Answers the requests of the session's page (*Capture now*, *Show on device*) with
    /// `handler`, which runs on the main actor through `scheduler`.
    ///
    /// From now on, while the app records nothing, the sink asks the server for requests
    /// every `pollIntervalNanoseconds` (at most ``maximumRequestPollNanoseconds``), with a
    /// request that carries no record; a busy app gets them with the answers to its batches.
    /// The handler's answer goes back with the sink's next request, after the records it
    /// made meanwhile (a capture's screen). A server that does not hand requests is never polled.
    /// ``answerRequests(with:outline:scheduler:)`` answers them with a `RibTreeObserver`.
    ///
    /// - Parameters:
    ///   - scheduler: Where the handler runs: the main queue by default.
    ///   - pollIntervalNanoseconds: How long an idle sink waits between polls.
    ///   - handler: Does what the request asks and says how it went.
    public func answerRequests(
        scheduler: any ScreenCaptureScheduler = MainQueueScreenScheduler(),
        pollIntervalNanoseconds: UInt64 = LiveTraceSink.defaultRequestPollNanoseconds,
        _ handler: @escaping @MainActor @Sendable (LiveRequest) -> LiveRequestAnswer
    ) {
        withDesk { desk in
            desk.handler = handler
            desk.scheduler = scheduler
            desk.pollIntervalNanoseconds = min(pollIntervalNanoseconds, Self.maximumRequestPollNanoseconds)
        }
    }

    /// Answers the page's requests with `observer`: *Capture now* takes a picture of the
    /// RIB's view with the observer's screen source (``RibTreeObserver/captureScreens(options:scheduler:source:)``),
    /// however recent its last one; *Show on device* calls `outline` with the RIB's router,
    /// which flashes an outline over its view and returns whether it could (Docs/Integrations
    /// has one for UIKit). A RIB the observer no longer sees attached is answered as gone.
    @MainActor
    public func answerRequests<Node>(
        with observer: RibTreeObserver<Node>,
        outline: (@MainActor @Sendable (Node) -> Bool)?,
        scheduler: any ScreenCaptureScheduler = MainQueueScreenScheduler()
    ) {
        answerRequests(scheduler: scheduler) { [weak observer] request in
            guard let observer, let node = observer.attachedNode(of: request.rib) else { return .gone }
            switch request.kind {
            case .capture:
                guard observer.capturesScreens else {
                    return .failed("it takes no pictures: install a screen source with RibTreeObserver.captureScreens")
                }
                return LiveRequestAnswer(capture: observer.captureScreen(of: node, evenIfRecent: true))
            case .outline:
                guard let outline else { return .failed("it has no outline: pass one to LiveTraceSink.answerRequests(with:outline:)") }
                return outline(node) ? .done : .failed("its view is not on screen")
            }
        }
    }
}
