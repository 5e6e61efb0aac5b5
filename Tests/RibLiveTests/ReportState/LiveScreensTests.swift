import Foundation
import RibInspector
import RibInspectorTools
import RibvizTestSupport
import Testing

@testable import RibLiveServer
@testable import RibRendering

/// The screens an update brings continue those of a page loaded from the same records:
/// the same screens, pictures and indices as the page of all the records so far.
@Suite("Live report state: screens")
struct LiveScreensTests {
    /// The page data of the screens of `lines`, as JSON values.
    private func pageScreens(_ lines: [UInt8]) throws -> [String: Any] {
        guard let screens = ReportScreens(try TraceReader().read(lines)) else { return [:] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try #require(try JSONSerialization.jsonObject(with: encoder.encode(screens)) as? [String: Any])
    }

    /// `held` continued with an update's `screens` columns and pictures.
    private func continued(_ held: [String: Any], with screens: [String: Any]) -> [String: Any] {
        var joined = held
        for column in ["images", "event", "time", "rib", "image"] {
            joined[column] = (held[column] as? [Any] ?? []) + (screens[column] as? [Any] ?? [])
        }
        return joined
    }

    @Test("for a page at any earlier record, the update's screens continue the page's: together they are the page of every record so far")
    func updatesContinuePages() throws {
        let bytes = TraceEncoder(form: .jsonLines).encode(ScreenedSession().trace)
        let lines = bytes.split(separator: UInt8(ascii: "\n")).map { Array($0) + [UInt8(ascii: "\n")] }
        #expect(lines.count { String(decoding: $0, as: UTF8.self).contains(#""record":"screen""#) } == 4)
        var state = try LiveReportState(firstLines: lines[0], source: "screens")
        var boundaries = [1]
        var checkedUpdates = 0
        for count in 2...lines.count {
            try state.receive(lines[count - 1])
            boundaries.append(count)
            let now = try pageScreens(lines[..<count].flatMap { $0 })
            for earlier in boundaries.dropLast() {
                let held = try pageScreens(lines[..<earlier].flatMap { $0 })
                let update = try #require(try JSONSerialization.jsonObject(with: state.update(afterRecords: UInt64(earlier))) as? [String: Any])
                guard let screens = update["screens"] as? [String: Any] else {
                    #expect((now["event"] as? [Any])?.count ?? 0 == (held["event"] as? [Any])?.count ?? 0, "no update's screens, no new screen")
                    continue
                }
                #expect(screens["firstScreen"] as? Int == (held["event"] as? [Any])?.count ?? 0)
                #expect(screens["firstImage"] as? Int == (held["images"] as? [Any])?.count ?? 0)
                let columns = try #require(screens["screens"] as? [String: Any])
                #expect(NSDictionary(dictionary: continued(held, with: columns)).isEqual(to: now), "page at \(earlier), records \(count)")
                checkedUpdates += 1
            }
        }
        #expect(checkedUpdates > 10)
    }
}
