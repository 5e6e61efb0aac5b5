import Foundation
import Testing
@testable import RibInspector

/// The event writer reserves the room of its longest event once and then writes every
/// value without checking its capacity: an event longer than that room would write past
/// the writer's memory.
@Suite("Trace encoding's reserved room")
struct TraceEncodingRoomTests {
    /// Every kind of event with the largest numbers it can carry and empty strings.
    private static let longestKinds: [RibEvent.Kind] = {
        let rib = RibID(rawValue: .max)
        let workflow = WorkflowID(rawValue: .max)
        let step = WorkflowStep(workflow: workflow, index: .min, name: "", rib: rib)
        return [
            .built(rib), .launched(rib), .attached(rib, parent: rib), .detached(rib, parent: rib),
            .activated(rib), .deactivated(rib), .loaded(rib), .deallocated(rib), .interactorDeallocated(rib),
            .sharedObjectCreated("", scope: ScopeID(rawValue: .max)), .workflowStarted(workflow),
            .stepStarted(step), .stepFinished(step), .workflowEnded(workflow, .completed),
            .anomaly(.attachedTwice(rib, parent: rib)), .anomaly(.detachedNonChild(rib, parent: rib)),
        ]
    }()

    @Test("every kind of event, with its largest numbers, fits the room reserved for it with a byte to spare")
    func longestEventsFit() {
        for kind in Self.longestKinds {
            var json = JSONByteWriter(capacity: 64)
            TraceEncoding.append(RibEvent(sequence: .max, time: .max, kind: kind), to: &json)
            #expect(json.count + 1 <= TraceEncoding.longestEventWithoutStrings, "\(kind): \(json.count) bytes")
        }
    }

    @Test("events with long names grow the writer mid-event and read back whole")
    func longNamesGrowTheWriter() throws {
        let name = String(repeating: "Ü\"\\\u{202E}x", count: 300)
        let step = WorkflowStep(workflow: WorkflowID(rawValue: 7), index: 12_345, name: name, rib: RibID(rawValue: 99))
        let kinds: [RibEvent.Kind] = [.sharedObjectCreated(name, scope: ScopeID(rawValue: 3)), .stepStarted(step), .stepFinished(step)]
        var lines = TraceLineEncoder(capacity: 16)
        for (index, kind) in kinds.enumerated() {
            lines.append(RibEvent(sequence: UInt64(index), time: 1_234_567_890_123, kind: kind))
        }
        let text = String(decoding: lines.bytes, as: UTF8.self)
        let records = text.split(separator: "\n")
        #expect(records.count == kinds.count)
        for (index, record) in records.enumerated() {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(record.utf8)) as? [String: Any])
            #expect(object["name"] as? String == name)
            #expect(object["seq"] as? Int == index)
            #expect(object["t"] as? Int == 1_234_567_890_123)
            if index > 0 {
                #expect(object["step"] as? Int == 12_345)
                #expect(object["rib"] as? Int == 99, "the members after the name")
            }
        }
    }
}
