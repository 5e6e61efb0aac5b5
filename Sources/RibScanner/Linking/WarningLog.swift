import RibArchitecture

/// The warnings of one scan, each kept once however many stages find it.
struct WarningLog: Sendable {
    private(set) var warnings: [ScanWarning] = []
    private var seen: Set<ScanWarning> = []

    mutating func add(_ warning: ScanWarning) {
        if seen.insert(warning).inserted { warnings.append(warning) }
    }

    mutating func add(contentsOf warnings: [ScanWarning]) {
        for warning in warnings { add(warning) }
    }
}
