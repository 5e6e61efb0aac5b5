import BenchmarkSupport
import Foundation

/// Foundation's JSON parsers on the same document, once each, for context.
enum FoundationComparison {
    static func run(_ document: URL) {
        do {
            let seconds = try secondsToRun {
                let object = try JSONSerialization.jsonObject(with: Data(contentsOf: document))
                withExtendedLifetime(object) {}
            }
            print("Foundation JSONSerialization (parse only, no replay), once: \(duration(seconds))")
            let decodeSeconds = try secondsToRun {
                let decoded = try JSONDecoder().decode(DecodedTrace.self, from: Data(contentsOf: document))
                withExtendedLifetime(decoded) {}
            }
            print("Foundation JSONDecoder into Decodable structs (parse only, no replay), once: \(duration(decodeSeconds))")
        } catch {
            print("  ! Foundation: \(error)")
        }
    }
}

/// The document's shape as plain Decodable structs, for JSONDecoder.
private struct DecodedTrace: Decodable {
    struct Rib: Decodable {
        var id: UInt32
        var name: String
        var router: String?
        var interactor: String?
        var builder: String?
        var adapter: String?
        var viewful: Bool?
        var scope: UInt32?
    }

    struct Event: Decodable {
        var seq: UInt64
        var t: UInt64
        var kind: String
        var rib: UInt32?
        var parent: UInt32?
        var scope: UInt32?
        var workflow: UInt32?
        var step: Int?
        var name: String?
        var outcome: String?
    }

    var format: String
    var version: Int
    var ribs: [Rib]
    var events: [Event]
}
