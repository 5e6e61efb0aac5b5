extension Timeline.Interval {
    /// The parts of this interval that none of `others` covers, in time order; `others`
    /// are in time order and do not overlap. A remaining part that reaches this interval's
    /// end is open when this interval is.
    func subtracting(_ others: [Timeline.Interval]) -> [Timeline.Interval] {
        var parts: [Timeline.Interval] = []
        var cursor = start
        for other in others where other.end > cursor && other.start < end {
            if other.start > cursor {
                parts.append(Timeline.Interval(start: cursor, end: other.start, isOpen: false))
            }
            cursor = max(cursor, other.end)
        }
        if cursor < end {
            parts.append(Timeline.Interval(start: cursor, end: end, isOpen: isOpen))
        }
        return parts
    }
}
