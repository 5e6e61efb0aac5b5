import RibInspector

/// Colours that identify RIBs and scopes the same way in every picture: a RIB's colour
/// comes from its name, so `LoggedIn` is the same colour in every snapshot, timeline and
/// trace.
///
/// No colour is grey or red, which mean "inactive" and "alive out of the live tree".
/// Within one trace, ``Assignment`` gives different names different colours while there
/// are colours left.
enum Palette {
    /// Light fills, readable behind black text, distinct from their neighbours.
    static let fills = [
        "#cfe2ff", "#d1f2d9", "#ffe3c2", "#f8d3e6", "#e2d9f7", "#d2f0f0",
        "#fff2b3", "#eadcc8", "#d6dbf7", "#dcebc5", "#c9e4f5", "#f3e0f7",
    ]
    /// Darker versions of ``fills``, for borders and active bars.
    static let strokes = [
        "#3d6fb6", "#2f8a48", "#c77a1e", "#b84a86", "#6f55b8", "#2b8c8c",
        "#a68b00", "#8d5b2f", "#3949ab", "#5d8a2b", "#2f7fb0", "#8f4fa6",
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

    /// The colours of the names of one trace (its scopes' and RIBs' names): each name its
    /// own ``slot(for:)``, unless a name before it took that slot; then the next free one,
    /// so two scopes of one picture are never painted alike while the palette has colours
    /// left. A name has the same colours in every picture of the trace.
    struct Assignment: Sendable {
        private var slots: [String: Int] = [:]

        /// The colours of a trace's scope and RIB names, in the order the trace declares them.
        init(trace: Trace) {
            self.init(names: trace.scopes.map(\.name) + trace.ribNames)
        }

        /// The colours of `names`; earlier names keep their own slots.
        init(names: [String]) {
            var taken: Set<Int> = []
            for name in names where slots[name] == nil {
                let own = Palette.slot(for: name)
                let free = (0..<fills.count).lazy.map { (own + $0) % fills.count }.first { !taken.contains($0) }
                let chosen = free ?? own
                slots[name] = chosen
                taken.insert(chosen)
            }
        }

        private func slot(of name: String) -> Int { slots[name] ?? Palette.slot(for: name) }

        /// The light fill of a RIB or a timeline bar.
        func fill(for name: String) -> String { fills[slot(of: name)] }
        /// The darker border and active-bar colour.
        func stroke(for name: String) -> String { strokes[slot(of: name)] }
        /// A lighter version of the fill, for the frame of a scope: the RIBs drawn inside
        /// it stand out against it.
        func tint(for name: String) -> String { tints[slot(of: name)] }
    }

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
