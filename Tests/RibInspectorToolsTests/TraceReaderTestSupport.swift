import Foundation
import RibInspector
import RibInspectorTools

/// Reads a trace from text, as a file named `source` would be read.
func readTrace(_ text: String, source: String = "trace.json") throws(TraceReadError) -> Trace {
    try TraceReader().read(Array(text.utf8), source: source)
}

/// The error reading `text` throws, or `nil` if it reads.
func readError(_ text: String, source: String = "trace.json") -> TraceReadError? {
    readError(Array(text.utf8), source: source)
}

/// The error reading `bytes` throws, or `nil` if they read.
func readError(_ bytes: [UInt8], source: String = "trace.json") -> TraceReadError? {
    do {
        _ = try TraceReader().read(bytes, source: source)
        return nil
    } catch {
        return error
    }
}

/// The header line of a JSON Lines trace, and the start of a document without its arrays.
enum TraceText {
    static let headerMembers = #""format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"Test"},"session":{}"#
    static let headerLine = "{\"record\":\"header\",\(headerMembers)}"

    /// A JSON Lines trace: the header line, then `lines`.
    static func lines(_ lines: String...) -> String {
        ([headerLine] + lines).joined(separator: "\n") + "\n"
    }

    /// A document with the given arrays' contents, one element per line, and the JSON
    /// text of an `end` member last, if given.
    static func document(ribs: [String] = [], scopes: [String] = [], workflows: [String] = [], events: [String] = [], end: String? = nil) -> String {
        func array(_ elements: [String]) -> String {
            elements.isEmpty ? "[]" : "[\n" + elements.joined(separator: ",\n") + "\n]"
        }
        let endMember = end.map { ",\n\"end\":\($0)" } ?? ""
        return "{\(headerMembers),\n\"ribs\":\(array(ribs)),\n\"scopes\":\(array(scopes)),\n\"workflows\":\(array(workflows)),\n\"events\":\(array(events))\(endMember)}\n"
    }

    /// Declarations of RIBs 1 and 2, named Root and Child.
    static let twoRibs = [#"{"id":1,"name":"Root"}"#, #"{"id":2,"name":"Child"}"#]
}

/// A recorded session that uses every event kind, with names that need escaping.
func recordedSessionWithEveryEventKind(sink: TraceFileSink? = nil) -> RibRecorder {
    let clock = ManualClock()
    let recorder = RibRecorder(
        app: AppInfo(name: "Tic\"Tac\\Toe 틱택토 🎮", version: "1.0\n2"),
        session: SessionInfo(name: "round trip", startedAt: "2026-01-01T00:00:00Z", recorder: "tests", metadata: ["device": "시뮬레이터", "emoji": "🧪"]),
        sink: sink,
        clock: .manual(clock)
    )
    let rootScope = recorder.declareScope(named: "Root", componentType: "RootComponent")
    let loggedInScope = recorder.declareScope(named: "LoggedIn \"scope\"", componentType: nil, parent: rootScope)
    let root = recorder.declareRib(
        named: "Root", routerType: "RootRouter", interactorType: "RootInteractor",
        builderType: "RootBuilder", isViewful: true, scope: rootScope)
    let loggedIn = recorder.declareRib(
        named: "LoggedIn\n둘째 줄", routerType: "LoggedInRouter", adapterType: "Adapter\\",
        isViewful: false, scope: loggedInScope)
    let game = recorder.declareRib(named: "게임 🎲", scope: loggedInScope, tracksInteractorDeallocation: true)
    let workflow = recorder.declareWorkflow(named: "LaunchGame\u{1}Workflow")
    let steps = [
        WorkflowStep(workflow: workflow, index: 0, name: "waitForLogin", rib: loggedIn),
        WorkflowStep(workflow: workflow, index: 1, name: "routeTo\"Game\"", rib: nil),
    ]
    let kinds: [RibEvent.Kind] = [
        .built(root), .launched(root), .activated(root), .loaded(root),
        .built(loggedIn), .attached(loggedIn, parent: root), .activated(loggedIn), .loaded(loggedIn),
        .sharedObjectCreated("scoreStream", scope: loggedInScope),
        .sharedObjectCreated("점수 \"stream\"", scope: loggedInScope),
        .workflowStarted(workflow), .stepStarted(steps[0]), .stepFinished(steps[0]),
        .stepStarted(steps[1]), .stepFinished(steps[1]), .workflowEnded(workflow, .completed),
        .built(game), .attached(game, parent: loggedIn),
        .anomaly(.attachedTwice(game, parent: loggedIn)),
        .anomaly(.detachedNonChild(game, parent: root)),
        .deactivated(game), .detached(game, parent: loggedIn), .deallocated(game), .interactorDeallocated(game),
        .workflowEnded(workflow, .failed),
    ]
    for (index, kind) in kinds.enumerated() {
        clock.advance(by: .microseconds(250))
        recorder.record(kind)
        // Pictures of the root once it loaded and again later (stored once), of LoggedIn,
        // and a picture that is not the JPEG it claims, which the recorder refuses.
        switch index {
        case 3: recorder.recordScreen(of: root, image: ScreenPictures.png(1))
        case 7: recorder.recordScreen(of: loggedIn, image: ScreenPictures.jpeg(2))
        case 9:
            recorder.recordScreen(of: root, image: ScreenPictures.png(1))
            recorder.recordScreen(of: root, image: ScreenImage(bytes: ScreenPictures.png(3).bytes, mediaType: .jpeg, pixelWidth: 1, pixelHeight: 1))
        default: break
        }
    }
    return recorder
}

/// Small pictures whose bytes start as PNG or JPEG files do, told apart by a number.
enum ScreenPictures {
    static func png(_ number: UInt8, size: Int = 24) -> ScreenImage {
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: number, count: max(0, size - 8))
        return ScreenImage(bytes: bytes, mediaType: .png, pixelWidth: 320, pixelHeight: 568)
    }

    static func jpeg(_ number: UInt8, size: Int = 24) -> ScreenImage {
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: number, count: max(0, size - 4))
        return ScreenImage(bytes: bytes, mediaType: .jpeg, pixelWidth: 160, pixelHeight: 284)
    }
}
