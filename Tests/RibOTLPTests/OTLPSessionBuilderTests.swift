import RibInspector
import Testing

@testable import RibOTLP

@Suite("Sessions as OpenTelemetry spans")
struct OTLPSessionBuilderTests {
    static let root = RibID(rawValue: 1)
    static let home = RibID(rawValue: 2)
    static let card = RibID(rawValue: 3)
    static let modal = RibID(rawValue: 4)
    static let second: UInt64 = 1_000_000_000
    /// 2026-01-01T09:00:00.25Z in nanoseconds since 1970.
    static let epoch: UInt64 = 1_767_258_000 * second + 250_000_000

    /// Root launched; Modal attached under it at 0.5 s and detached at 1.5 s, never
    /// deallocated (a leak); Home attached under Root at 1 s and detached at 2 s; Card
    /// attached under the detached Home at 3 s; Home attached again at 3.5 s; the session
    /// ends at 4 s.
    static func trace(startedAt: String? = "2026-01-01T09:00:00.25Z") throws -> Trace {
        try Trace(
            header: TraceHeader(app: AppInfo(name: "Wallet", version: "2.1"), session: SessionInfo(name: "checkout", startedAt: startedAt)),
            ribs: [
                RibDescriptor(id: root, name: "Root", routerType: "RootRouter"), RibDescriptor(id: home, name: "Home"), RibDescriptor(id: card, name: "Card"),
                RibDescriptor(id: modal, name: "Modal"),
            ],
            events: [
                RibEvent(sequence: 0, time: 0, kind: .launched(root)),
                RibEvent(sequence: 1, time: 0, kind: .activated(root)),
                RibEvent(sequence: 2, time: 0, kind: .loaded(root)),
                RibEvent(sequence: 3, time: second / 2, kind: .attached(modal, parent: root)),
                RibEvent(sequence: 4, time: second / 2, kind: .loaded(modal)),
                RibEvent(sequence: 5, time: 1 * second, kind: .attached(home, parent: root)),
                RibEvent(sequence: 6, time: 1 * second, kind: .activated(home)),
                RibEvent(sequence: 7, time: second / 2 + second, kind: .detached(modal, parent: root)),
                RibEvent(sequence: 8, time: 2 * second, kind: .deactivated(home)),
                RibEvent(sequence: 9, time: 2 * second, kind: .detached(home, parent: root)),
                RibEvent(sequence: 10, time: 3 * second, kind: .attached(card, parent: home)),
                RibEvent(sequence: 11, time: 3 * second + second / 2, kind: .attached(home, parent: root)),
            ],
            end: 4 * second)
    }

    static func session(of trace: Trace) throws -> OTLPSession {
        try OTLPSessionBuilder.session(of: trace, analysis: trace.analysis())
    }

    @Test func spansFollowTheAttachments() throws {
        let session = try Self.session(of: Self.trace())
        let spans = session.spans
        try #require(spans.count == 6)
        #expect(spans.map(\.name) == ["session", "Root", "Modal", "Home", "Card", "Home"])
        #expect(spans[0].parentSpanID == nil)
        #expect(spans[1].parentSpanID == spans[0].spanID)
        #expect(spans[2].parentSpanID == spans[1].spanID)
        #expect(spans[3].parentSpanID == spans[1].spanID)
        // Under the span of Home's attachment that had ended: the latest it had.
        #expect(spans[4].parentSpanID == spans[3].spanID)
        #expect(spans[5].parentSpanID == spans[1].spanID)
        #expect(spans.map(\.startTimeUnixNanoseconds) == [0, 0, 0.5, 1, 3, 3.5].map { Self.epoch + UInt64($0 * Double(Self.second)) })
        #expect(spans.map(\.endTimeUnixNanoseconds) == [4, 4, 1.5, 2, 4, 4].map { Self.epoch + UInt64($0 * Double(Self.second)) })
        #expect(Set(spans.map(\.spanID)).count == 6)
    }

    @Test func lifecycleEventsAndFindingsAreEventsOfTheirSpans() throws {
        let session = try Self.session(of: Self.trace())
        #expect(session.spans[1].events.map(\.name) == ["didBecomeActive", "didLoad"])
        #expect(session.spans[3].events.map(\.name) == ["didBecomeActive", "willResignActive"])
        // Modal's leak (it left the tree at 1.5 s and lives on to 4 s) is judged at its detach.
        let modal = session.spans[2]
        #expect(modal.events.map(\.name) == ["didLoad", "leak"])
        #expect(modal.events.last?.timeUnixNanoseconds == Self.epoch + Self.second / 2 + Self.second)
        #expect(modal.attributes.contains(OTLPAttribute("ribviz.finding.leak", .bool(true))))
        #expect(modal.errorMessage?.hasPrefix("leak: ") == true)
        #expect(session.spans[1].errorMessage == nil)
        #expect(session.spans[3].errorMessage == nil)
    }

    /// The analysis that runs beside the spans gives the same session as one given.
    @Test func analysisOnAnotherThread() throws {
        let trace = try Self.trace()
        let options = TraceAnalysis.Options(leakGraceNanoseconds: Self.second / 2, maximumDepth: 1)
        let beside = try OTLPSessionBuilder.session(of: trace, options: options)
        #expect(beside == (try OTLPSessionBuilder.session(of: trace, analysis: trace.analysis(options: options))))
        #expect(beside.spans.flatMap(\.events).contains { $0.name == "tooDeep" })
        #expect(throws: OTLPSessionError.noStartTime) { try OTLPSessionBuilder.session(of: Self.trace(startedAt: nil), options: options) }
    }

    @Test func resourceSaysWhatTheHeaderSays() throws {
        let session = try Self.session(of: Self.trace())
        #expect(session.resource.contains(OTLPAttribute("service.name", .string("Wallet"))))
        #expect(session.resource.contains(OTLPAttribute("service.version", .string("2.1"))))
        #expect(session.resource.contains(OTLPAttribute("ribviz.session.name", .string("checkout"))))
        var unversioned = try Self.trace()
        unversioned.header.app.version = nil
        #expect(try Self.session(of: unversioned).resource.contains(OTLPAttribute("service.version", .string("unknown"))))
    }

    @Test func theSameSessionKeepsItsIdentifiers() throws {
        let first = try Self.session(of: Self.trace())
        let again = try Self.session(of: Self.trace())
        #expect(first.traceID == again.traceID)
        #expect(first.spans.map(\.spanID) == again.spans.map(\.spanID))
        var other = try Self.trace()
        other.header.session.name = "another"
        #expect(try Self.session(of: other).traceID != first.traceID)
    }

    @Test func aSessionNeedsItsStartTime() throws {
        #expect(throws: OTLPSessionError.noStartTime) { try Self.session(of: Self.trace(startedAt: nil)) }
        #expect(throws: OTLPSessionError.unreadableStartTime("yesterday")) { try Self.session(of: Self.trace(startedAt: "yesterday")) }
    }

    @Test(arguments: [
        ("2026-01-01T09:00:00Z", 1_767_258_000 * second), ("2026-01-01T09:00:00.25Z", 1_767_258_000 * second + 250_000_000),
        ("2026-01-01T10:00:00.000000001+01:00", 1_767_258_000 * second + 1),
    ])
    func startTimes(text: String, nanoseconds: UInt64) {
        #expect(SessionClock(startedAt: text)?.startUnixNanoseconds == nanoseconds)
    }
}
