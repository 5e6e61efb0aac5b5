import Foundation
import RibInspector

/// Pictures of what viewful RIBs show, recorded with their events
/// (``RibRecorder/recordScreen(of:image:)``) from a source the caller provides.
///
/// The runtime has no UIKit to draw views with, so it never draws: the source gets the
/// RIB's view controller and returns an encoded picture, or `nil` to take none. While
/// ``taking(with:_:)`` runs its body, a viewful RIB is pictured right after it loads
/// (after ``Router/didLoad()``), and ``capture(_:)`` pictures a view on demand, for example
/// after the user changed it. Outside ``taking(with:_:)`` nothing is pictured.
///
/// ```swift
/// let trace = recorder.recording {
///     ScreenPictures.taking(with: { viewController in picture(of: viewController) }) {
///         app.launch()
///     }
/// }
/// ```
public enum ScreenPictures {
    /// Renders a view controller as an encoded picture, or returns `nil` to take none.
    public typealias Source = (ViewController) -> ScreenImage?

    /// Runs `body` with `source` taking the pictures on the current thread, then puts back
    /// the source that was there before.
    public static func taking<Result>(with source: @escaping Source, _ body: () throws -> Result) rethrows -> Result {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[threadKey]
        dictionary[threadKey] = SourceBox(source: source)
        defer { dictionary[threadKey] = previous }
        return try body()
    }

    /// Pictures a view controller now, if it is the view of a recorded viewful RIB and a
    /// source is taking pictures on this thread.
    ///
    /// - Returns: What the recorder made of the picture; `nil` when none was taken.
    @discardableResult
    public static func capture(_ viewController: ViewController) -> ScreenRecording? {
        guard let source = (Thread.current.threadDictionary[threadKey] as? SourceBox)?.source,
            let recording = (viewController.owningRouter as? RouterNode)?.recording,
            let image = source(viewController)
        else { return nil }
        return recording.recorder.recordScreen(of: recording.rib, image: image)
    }

    private static let threadKey = "ribviz.RibRuntime.ScreenPictures"

    /// The source of a thread, as its dictionary holds it.
    private final class SourceBox {
        let source: Source

        init(source: @escaping Source) {
            self.source = source
        }
    }
}
