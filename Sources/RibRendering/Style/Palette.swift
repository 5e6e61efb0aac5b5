/// Colours that identify RIBs and scopes the same way in every picture: a RIB's colour
/// comes from its name, so `LoggedIn` is the same colour in every snapshot, timeline and
/// trace.
enum Palette {
    /// Light fills, readable behind black text, distinct from their neighbours.
    static let fills = [
        "#cfe2ff", "#d1f2d9", "#ffe3c2", "#f8d3e6", "#e2d9f7", "#d2f0f0",
        "#fff2b3", "#e6e6e6", "#f6d5cf", "#dcebc5", "#c9e4f5", "#f3e0f7",
    ]
    /// Darker versions of ``fills``, for borders and active bars.
    static let strokes = [
        "#3d6fb6", "#2f8a48", "#c77a1e", "#b84a86", "#6f55b8", "#2b8c8c",
        "#a68b00", "#6b6b6b", "#b5523d", "#5d8a2b", "#2f7fb0", "#8f4fa6",
    ]

    static let attached = "#2e7d32"
    static let detached = "#c62828"
    static let inactiveText = "#757575"
    static let muted = "#9e9e9e"

    /// The palette slot for a name: stable across runs and platforms (FNV-1a over
    /// UTF-8, not Swift's seeded `hashValue`).
    static func slot(for name: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return Int(hash % UInt32(fills.count))
    }

    static func fill(for name: String) -> String { fills[slot(for: name)] }
    static func stroke(for name: String) -> String { strokes[slot(for: name)] }
    /// A lighter version of the name's fill, for the frame of a scope: the RIBs drawn
    /// inside it stand out against it.
    static func tint(for name: String) -> String { tints[slot(for: name)] }

    /// ``fills`` taken 60% of the way to white.
    private static let tints = fills.map { fill in
        let channels = stride(from: 1, to: 7, by: 2).map { offset -> Int in
            let start = fill.index(fill.startIndex, offsetBy: offset)
            let value = Int(fill[start..<fill.index(start, offsetBy: 2)], radix: 16) ?? 255
            return value + (255 - value) * 6 / 10
        }
        return "#" + channels.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
