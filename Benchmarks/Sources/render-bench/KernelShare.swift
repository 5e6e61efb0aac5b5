import BenchmarkSupport
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a finished command's processor time splits between its own code and the kernel,
/// and how many pages the kernel faulted in for it: from the resource usage `wait4` or
/// `getrusage(RUSAGE_CHILDREN)` gives for processes that have ended.
struct KernelShare {
    /// Processor time in user space (`ru_utime`).
    var user: Duration
    /// Processor time in the kernel on the command's behalf (`ru_stime`).
    var system: Duration
    /// Page faults served without reading the disk (`ru_minflt`).
    var minorFaults: Int

    static let zero = KernelShare(user: .zero, system: .zero, minorFaults: 0)

    init(user: Duration, system: Duration, minorFaults: Int) {
        self.user = user
        self.system = system
        self.minorFaults = minorFaults
    }

    /// The figures of a resource usage.
    init(_ usage: rusage) {
        user = .seconds(usage.ru_utime.tv_sec) + .microseconds(Int64(usage.ru_utime.tv_usec))
        system = .seconds(usage.ru_stime.tv_sec) + .microseconds(Int64(usage.ru_stime.tv_usec))
        minorFaults = Int(usage.ru_minflt)
    }

    /// The figures of this process's children that have ended and been waited for, so far.
    static func ofFinishedChildren() -> KernelShare {
        KernelShare(finishedChildrenUsage())
    }

    /// What the children that ended while `body` ran cost.
    static func ofChildren(_ body: () throws -> Void) rethrows -> KernelShare {
        let before = ofFinishedChildren()
        try body()
        return ofFinishedChildren() - before
    }

    static func - (left: KernelShare, right: KernelShare) -> KernelShare {
        KernelShare(user: left.user - right.user, system: left.system - right.system, minorFaults: left.minorFaults - right.minorFaults)
    }

    /// The median of each figure on its own.
    static func median(_ shares: [KernelShare]) -> KernelShare {
        let faults = shares.map(\.minorFaults).sorted()
        let middleFaults = faults.isEmpty ? 0 : (faults[(faults.count - 1) / 2] + faults[faults.count / 2]) / 2
        return KernelShare(
            user: BenchmarkSupport.median(shares.map(\.user)), system: BenchmarkSupport.median(shares.map(\.system)), minorFaults: middleFaults)
    }

    /// `user 74.1 s, kernel 5.6 s, 251,204 page faults`.
    var text: String {
        "user \(readable(user)), kernel \(readable(system)), \(grouped(minorFaults)) page faults"
    }
}
