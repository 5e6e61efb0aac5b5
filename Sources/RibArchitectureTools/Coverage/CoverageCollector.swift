import Dispatch
import Foundation
import RibArchitecture
import RibInspector
import RibInspectorTools
import RibvizLocking

/// Folds recorded sessions into an ``ArchitectureCoverage`` of a declared architecture,
/// one session at a time: each is read, matched against the declared RIBs (by builder
/// type, then router type, then name, as `ribviz scan --compare` does), counted, and let go
/// of before the next, on every core. A session that cannot be read is named and skipped,
/// never the end of the run, so a CI farm's thousands of traces fold in bounded memory.
public struct CoverageCollector: Sendable {
    /// The architecture the sources declare.
    public let declared: DeclaredArchitecture
    private let matcher: RibMatcher

    /// How many sessions a relation's coverage names as examples of it.
    public static let exampleCount = 3

    /// Creates a collector for a declared architecture.
    public init(declared: DeclaredArchitecture) {
        self.declared = declared
        matcher = RibMatcher(declared: declared)
    }

    /// The coverage of sessions already in memory, each with the label reports name it by.
    public func coverage(of traces: [(label: String, trace: Trace)]) -> ArchitectureCoverage {
        var tally = CoverageTally()
        for (label, trace) in traces { fold(trace, label: label, into: &tally) }
        return tally.coverage(of: declared)
    }

    /// The coverage of trace files, read `workers` at a time (every core by default).
    ///
    /// With more than one worker, the process's allocator keeps the memory a trace frees
    /// for the next one from then on, instead of giving it back to the system each time
    /// (on glibc; ``HeapRetention``), which would stop the other workers.
    ///
    /// - Parameters:
    ///   - traceFiles: The files, each read once; a label is its path as given.
    ///   - workers: How many files are read and folded at once.
    ///   - progress: Called after each file, with how many are done, from any thread.
    public func collect(
        traceFiles: [URL],
        workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        progress: (@Sendable (Int) -> Void)? = nil
    ) -> ArchitectureCoverage {
        let shared = SharedTally()
        let workerCount = max(1, min(workers, traceFiles.count))
        if workerCount > 1 { HeapRetention.keepFreedMemory() }
        DispatchQueue.concurrentPerform(iterations: workerCount) { _ in
            var tally = CoverageTally()
            while let index = shared.nextIndex(below: traceFiles.count) {
                let file = traceFiles[index]
                let label = file.relativePath
                do {
                    let trace = try TraceReader().read(contentsOf: file)
                    fold(trace, label: label, into: &tally)
                } catch {
                    tally.skipped.append(ArchitectureCoverage.SkippedTrace(trace: label, reason: "\(error)"))
                }
                progress?(shared.finishOne())
            }
            shared.merge(tally)
        }
        return shared.tally.coverage(of: declared)
    }

    /// Counts one session: its RIBs attached or launched, and its relations.
    private func fold(_ trace: Trace, label: String, into tally: inout CoverageTally) {
        let observed = ObservedArchitecture(structureOf: [.init(label: label, trace: trace)])
        var names: [String: String] = [:]
        // A RIB's uses: each time it was attached, and its launch.
        var uses: [String: Int] = [:]
        for rib in observed.ribs {
            guard let name = matcher.match(rib) else {
                if rib.instances > 0 { tally.unknownRibs.insert(rib.name) }
                continue
            }
            names[rib.name] = name
            if rib.isLaunchRoot { uses[name, default: 0] += 1 }
        }
        for relation in observed.relations {
            if let child = names[relation.item.child] { uses[child, default: 0] += relation.count }
        }
        for (name, count) in uses where count > 0 {
            tally.ribUses[name, default: 0] += count
            tally.ribTraces[name, default: 0] += 1
        }
        for (relation, count) in RibMatcher.relations(of: observed, named: names) {
            tally.add(relation, attachments: count, from: label)
        }
        tally.tracesRead += 1
    }
}

/// The counts of the sessions folded so far, by name; merged across workers.
struct CoverageTally {
    typealias Pair = ObservedArchitecture.Relation

    struct PairUse {
        var attachments = 0
        var traces = 0
        /// The first session labels in name order, at most ``CoverageCollector/exampleCount``.
        var examples: [String] = []

        mutating func merge(_ other: PairUse) {
            attachments += other.attachments
            traces += other.traces
            examples = Array((examples + other.examples).sorted().prefix(CoverageCollector.exampleCount))
        }
    }

    var ribUses: [String: Int] = [:]
    var ribTraces: [String: Int] = [:]
    var pairs: [Pair: PairUse] = [:]
    var unknownRibs: Set<String> = []
    var tracesRead = 0
    var skipped: [ArchitectureCoverage.SkippedTrace] = []

    mutating func add(_ pair: Pair, attachments: Int, from label: String) {
        pairs[pair, default: PairUse()].merge(PairUse(attachments: attachments, traces: 1, examples: [label]))
    }

    mutating func merge(_ other: CoverageTally) {
        ribUses.merge(other.ribUses, uniquingKeysWith: +)
        ribTraces.merge(other.ribTraces, uniquingKeysWith: +)
        for (pair, use) in other.pairs { pairs[pair, default: PairUse()].merge(use) }
        unknownRibs.formUnion(other.unknownRibs)
        tracesRead += other.tracesRead
        skipped += other.skipped
    }

    func coverage(of declared: DeclaredArchitecture) -> ArchitectureCoverage {
        let modules = Dictionary(declared.ribs.map { ($0.name, $0.module) }, uniquingKeysWith: { first, _ in first })
        let declaredPairs = Set(declared.attachments.map { Pair(parent: $0.parent, child: $0.child) })
        func use(_ pair: Pair, declaredAt: SourceLocation?) -> ArchitectureCoverage.RelationUse {
            let counted = pairs[pair] ?? PairUse()
            return ArchitectureCoverage.RelationUse(
                parent: pair.parent, child: pair.child, attachments: counted.attachments, traces: counted.traces,
                exampleTraces: counted.examples, declaredAt: declaredAt, module: modules[pair.parent] ?? nil)
        }
        let relations = declared.attachments.map { attachment in
            use(Pair(parent: attachment.parent, child: attachment.child), declaredAt: attachment.evidence.first { $0.kind.buildsTheChild }?.location)
        }
        let undeclared = pairs.keys.filter { !declaredPairs.contains($0) }
            .sorted { ($0.parent, $0.child) < ($1.parent, $1.child) }
            .map { use($0, declaredAt: nil) }
        return ArchitectureCoverage(
            ribs: declared.ribs.map { rib in
                ArchitectureCoverage.RibUse(name: rib.name, module: rib.module, uses: ribUses[rib.name] ?? 0, traces: ribTraces[rib.name] ?? 0)
            },
            relations: relations,
            undeclared: undeclared,
            unknownRibs: unknownRibs.sorted(),
            tracesRead: tracesRead,
            skipped: skipped.sorted { $0.trace < $1.trace },
            unresolvedRoutes: declared.ribs.reduce(0) { $0 + $1.unresolvedRoutes.count }
        )
    }
}

/// The workers' shared state: the next file to read, how many are done, the merged tally.
private final class SharedTally: @unchecked Sendable {
    // Every member is read and written under `lock`.
    private let lock = Lock()
    private var next = 0
    private var done = 0
    private var merged = CoverageTally()

    func nextIndex(below count: Int) -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func finishOne() -> Int {
        lock.withLock {
            done += 1
            return done
        }
    }

    func merge(_ tally: CoverageTally) {
        lock.withLock { merged.merge(tally) }
    }

    var tally: CoverageTally { lock.withLock { merged } }
}
