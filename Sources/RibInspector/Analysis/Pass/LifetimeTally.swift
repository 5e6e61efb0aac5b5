/// Adds up how long each RIB name spends in the live tree, from the moves a
/// ``LiveTreeReplay`` reports.
struct LifetimeTally {
    /// One RIB instance: the name it counts under, and when its current stay began.
    private struct Instance {
        let slot: Int
        var enteredAt: UInt64?
    }

    /// The figures of one name so far.
    private struct NameTally {
        let name: String
        var instances: [RibID] = []
        /// The length of each finished stay, in nanoseconds.
        var stays: [UInt64] = []
    }

    private var trace: Trace
    private var tallies: [NameTally] = []
    private var slotsByName: [String: Int] = [:]
    private var instances: RibTable<Instance>
    /// How many of the trace's RIB declarations are registered.
    private var declaredCount = 0

    /// Starts with every RIB the trace declares, so RIBs never attached appear too.
    init(trace: Trace) {
        self.trace = trace
        instances = RibTable(expectedCount: trace.ribs.count)
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
            if instances[rib] != nil {
                instances[rib]?.enteredAt = time
            } else {
                instances[rib] = Instance(slot: slot(of: rib, named: trace.rib(rib)?.name ?? rib.description), enteredAt: time)
            }
        }
    }

    /// Ends the stay of each RIB that left the live tree at `time`.
    mutating func ribsDeparted(_ moves: [LiveTreeReplay.Move], at time: UInt64) {
        for (rib, _, _) in moves {
            guard let instance = instances[rib], let start = instance.enteredAt else { continue }
            tallies[instance.slot].stays.append(time >= start ? time - start : 0)
            instances[rib]?.enteredAt = nil
        }
    }

    /// The figures per name, counting stays still going on until `endTime`, the end of
    /// the trace (``Trace/endTime``).
    func lifetimes(endTime: UInt64) -> [RibLifetime] {
        var tallies = tallies
        var attachedAtEnd = [Int](repeating: 0, count: tallies.count)
        for instance in instances.values {
            guard let start = instance.enteredAt else { continue }
            tallies[instance.slot].stays.append(endTime >= start ? endTime - start : 0)
            attachedAtEnd[instance.slot] += 1
        }
        return tallies.indices.map { slot in
            let stays = tallies[slot].stays.sorted()
            return RibLifetime(
                name: tallies[slot].name,
                instances: tallies[slot].instances,
                timesAttached: stays.count,
                totalAttachedNanoseconds: stays.reduce(0, &+),
                medianAttachedNanoseconds: Self.median(ofSorted: stays),
                attachedAtEnd: attachedAtEnd[slot]
            )
        }
    }

    private static func median(ofSorted values: [UInt64]) -> UInt64? {
        guard !values.isEmpty else { return nil }
        let middle = values.count / 2
        if values.count.isMultiple(of: 2) {
            let (low, high) = (values[middle - 1], values[middle])
            return low + (high - low) / 2
        }
        return values[middle]
    }

    /// The slot of a RIB's name, registering the RIB (and the name) on first sight. An
    /// undeclared RIB counts under the name the trace shows for it (`rib 7`).
    private mutating func slot(of rib: RibID, named name: String) -> Int {
        if let known = instances[rib] { return known.slot }
        let slot: Int
        if let existing = slotsByName[name] {
            slot = existing
        } else {
            slot = tallies.count
            slotsByName[name] = slot
            tallies.append(NameTally(name: name))
        }
        tallies[slot].instances.append(rib)
        instances[rib] = Instance(slot: slot, enteredAt: nil)
        return slot
    }
}
