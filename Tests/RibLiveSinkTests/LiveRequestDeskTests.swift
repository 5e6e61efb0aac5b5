import Foundation
import Testing

@testable import RibLiveSink

/// The sink's answers to the page's requests: each goes with a request that brings the
/// records made before it, and stays until the server received it.
@Suite("ribviz live: the sink's answers to requests")
struct LiveRequestDeskTests {
    @Test("an answer goes with the first request that brings every record made before it, reasons percent-encoded")
    func answersFollowTheirRecords() {
        var desk = LiveRequestDesk()
        desk.note(.done, to: 3, afterRecord: 12)
        desk.note(.failed("no view, 100%"), to: 4, afterRecord: 14)
        desk.note(.gone, to: 5, afterRecord: 14)
        #expect(desk.header(upTo: 11) == nil, "a batch that stops before the capture's screen carries no answer")
        #expect(desk.header(upTo: 12)?.text == "3=done")
        let all = desk.header(upTo: 20)
        #expect(all?.text == "3=done,4=failed:no view%2C 100%25,5=gone")
        desk.forget([3])
        #expect(desk.header(upTo: 20)?.ids == [4, 5], "until the server received them")
    }

    @Test("a sink polls only with a handler, and only a server that hands requests")
    func pollsOnlyWhenUseful() {
        var desk = LiveRequestDesk()
        #expect(desk.nextPoll == nil)
        desk.serverHandsRequests = true
        #expect(desk.nextPoll == nil, "no handler")
        desk.handler = { _ in .done }
        desk.lastExchange = Date(timeIntervalSince1970: 100)
        #expect(desk.nextPoll == Date(timeIntervalSince1970: 100.25))
        desk.serverHandsRequests = false
        #expect(desk.nextPoll == nil, "an older server")
    }
}
