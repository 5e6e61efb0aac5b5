/// Adds up how long each RIB name spends in the live tree, from the moves a
/// ``LiveTreeReplay`` reports.
struct LifetimeTally {
    /// The figures of one name so far.
    private struct NameTally {
        let name: String
        var instances: [RibID] = []
        /// The length of each finished stay, in nanoseconds.
        var stays = StayLengths()
    }

    private var trace: Trace
    private var tallies: [NameTally] = []
    private var slotsByName: [String: Int] = [:]
    /// The slot each RIB instance not yet deallocated counts under.
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
        for rib in declarations.ribs(declaredAfter: declaredCount) {
            _ = slot(of: rib.id, named: rib.name)
        }
        declaredCount = declarations.declaredRibCount
    }

    /// Holds `placeholder` (the header alone) instead of the declarations until the next
    /// ``declare(_:)``.
    mutating func releaseDeclarations(keeping placeholder: Trace) {
        trace = placeholder
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

    /// Forgets the slot of a deallocated RIB, which never comes into the tree again: the
    /// tally's memory grows with the names and the RIBs alive, not every RIB ever declared.
    mutating func ribDeallocated(_ rib: RibID) {
        slots[rib] = nil
    }

    /// Ends the stay of each RIB that left the live tree at `time`.
    mutating func ribsDeparted(_ moves: [LiveTreeReplay.Move], at time: UInt64) {
        for (rib, _, _) in moves {
            guard let open = openStays.removeValue(forKey: rib) else { continue }
            tallies[open.slot].stays.add(time >= open.start ? time - open.start : 0)
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
                totalAttachedNanoseconds: open.reduce(finished.total, &+),
                medianAttachedNanoseconds: finished.median(with: open),
                attachedAtEnd: open.count
            )
        }
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
