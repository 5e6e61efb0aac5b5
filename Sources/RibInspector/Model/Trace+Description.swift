extension Trace: CustomStringConvertible {
    /// One line about the trace, short enough for a test failure message:
    /// `trace of TicTacToe: 15 RIBs, 16 scopes, 106 events over 45.9 s`.
    public var description: String {
        let seconds = Double(endTime) / 1_000_000_000
        let duration = (seconds * 10).rounded() / 10
        return "trace of \(header.app.name): \(ribs.count) RIBs, \(scopes.count) scopes, \(events.count) events over \(duration) s"
    }
}
