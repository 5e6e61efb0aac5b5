/// A one-line progress bar on standard error, shown only to a person at a terminal.
struct ProgressBar {
    private let total: Int
    private let label: String
    private let isEnabled: Bool
    private var completed = 0

    /// Creates a bar for `total` steps; it draws nothing when standard error is not a
    /// terminal, when `quiet` is set, or when there are too few steps to be worth it.
    init(total: Int, label: String, quiet: Bool) {
        self.total = total
        self.label = label
        self.isEnabled = !quiet && total > 3 && Terminal.standardError.isInteractive
    }

    /// Marks one more step done.
    mutating func advance() {
        completed += 1
        guard isEnabled else { return }
        let width = 30
        let filled = total == 0 ? width : completed * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        Terminal.standardError.write("\r\(bar) \(completed)/\(total) \(label)")
        if completed == total { Terminal.standardError.write("\n") }
    }
}
