/// Adds up how long each RIB name spends in the live tree, from the moves a
/// ``LiveTreeReplay`` reports.
struct LifetimeTally {
    /// The figures of one name so far.
    private struct NameTally {
        let name: String
        var instances: [RibID] = []
        /// The length of each finished stay, in nanoseconds, in increasing order.
        var stays: [UInt64] = []
        /// Their sum (wrapping, as the figures add up).
        var staysTotal: UInt64 = 0
    }

    private var trace: Trace
    private var tallies: [NameTally] = []
    private var slotsByName: [String: Int] = [:]
    /// The slot each RIB instance counts under.
    private var slots: RibTable<Int>
    /// The RIBs in the live tree now, with their slot and when their stay began: at most
    /// the live tree's size, however many RIBs the trace has, so that the figures so far
    /// cost the names and the live tree, never every RIB ever seen.
    private var openStays: [RibID: (slot: Int, start: UInt64)] = [:]
    /// How many of the trace's RIB declarations are registered.
    private var declaredCount = 0

    /// Starts with every RIB the trace declares, so RIBs never attached appear too.
    init(trace: Trace) {
        self.trace = trace
        slots = RibTable(expectedCount: trace.ribs.count)
        declare(trace)
    }

    /// Takes the declarations so far of a trace that grows, registering the RIBs declared
    /// since the last call.
    mutating func declare(_ declarations: Trace) {
        trace = declarations
        for rib in declarations.ribs[declaredCount...] {
            _ = slot(of: rib.id, named: rib.name)
        }
        declaredCount = declarations.ribs.count
    }

    /// How many distinct names the tally knows.
    var nameCount: Int { tallies.count }

    /// Starts a stay for each RIB that entered the live tree at `time`.
    mutating func ribsArrived(_ moves: [LiveTreeReplay.Move], at time: UInt64) {
        for (rib, _, _) in moves {
            let slot = slots[rib] ?? slot(of: rib, named: trace.rib(rib)?.name ?? rib.description)
            openStays[rib] = (slot, time)
        }
    }

    /// Ends the stay of each RIB that left the live tree at `time`.
    mutating func ribsDeparted(_ moves: [LiveTreeReplay.Move], at time: UInt64) {
        for (rib, _, _) in moves {
            guard let open = openStays.removeValue(forKey: rib) else { continue }
            let length = time >= open.start ? time - open.start : 0
            let index = Self.upperBound(of: length, in: tallies[open.slot].stays, from: 0)
            tallies[open.slot].stays.insert(length, at: index)
            tallies[open.slot].staysTotal &+= length
        }
    }

    /// The figures per name, counting stays still going on until `endTime`, the end of
    /// the trace (``Trace/endTime``).
    func lifetimes(endTime: UInt64) -> [RibLifetime] {
        var openLengths = [[UInt64]](repeating: [], count: tallies.count)
        for (slot, start) in openStays.values {
            openLengths[slot].append(endTime >= start ? endTime - start : 0)
        }
        return tallies.indices.map { slot in
            let finished = tallies[slot].stays
            let open = openLengths[slot].sorted()
            return RibLifetime(
                name: tallies[slot].name,
                instances: tallies[slot].instances,
                timesAttached: finished.count + open.count,
                totalAttachedNanoseconds: open.reduce(tallies[slot].staysTotal, &+),
                medianAttachedNanoseconds: Self.median(ofSorted: finished, and: open),
                attachedAtEnd: open.count
            )
        }
    }

    /// The median of two sorted lists taken together.
    private static func median(ofSorted first: [UInt64], and second: [UInt64]) -> UInt64? {
        let count = first.count + second.count
        guard count > 0 else { return nil }
        let middle = count / 2
        if count.isMultiple(of: 2) {
            let low = element(at: middle - 1, ofSorted: first, and: second)
            let high = element(at: middle, ofSorted: first, and: second)
            return low + (high - low) / 2
        }
        return element(at: middle, ofSorted: first, and: second)
    }

    /// The element at `rank` of two sorted lists merged, walking the second (a name's
    /// stays still open: few) and jumping over the first's runs between its elements.
    private static func element(at rank: Int, ofSorted first: [UInt64], and second: [UInt64]) -> UInt64 {
        var before = 0
        var firstStart = 0
        for value in second {
            let firstEnd = upperBound(of: value, in: first, from: firstStart)
            if rank < before + firstEnd - firstStart { return first[firstStart + rank - before] }
            before += firstEnd - firstStart
            firstStart = firstEnd
            if rank == before { return value }
            before += 1
        }
        return first[firstStart + rank - before]
    }

    /// The index of the first element of `sorted` from `start` on that is greater than `value`.
    private static func upperBound(of value: UInt64, in sorted: [UInt64], from start: Int) -> Int {
        var low = start
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The slot of a RIB's name, registering the RIB (and the name) on first sight. An
    /// undeclared RIB counts under the name the trace shows for it (`rib 7`).
    private mutating func slot(of rib: RibID, named name: String) -> Int {
        if let known = slots[rib] { return known }
        let slot: Int
        if let existing = slotsByName[name] {
            slot = existing
        } else {
            slot = tallies.count
            slotsByName[name] = slot
            tallies.append(NameTally(name: name))
        }
        tallies[slot].instances.append(rib)
        slots[rib] = slot
        return slot
    }
}
