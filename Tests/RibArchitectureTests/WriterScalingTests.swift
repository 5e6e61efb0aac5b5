#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif
import RibArchitecture
import Testing

/// Writing a large architecture costs time in proportion to its size: a writer that
/// searched the architecture for each RIB made scans of 20,000 builders several times
/// slower than scans of 10,000.
@Suite struct WriterScalingTests {
    /// A binary tree of `count` RIBs, each with its dependency and its scope.
    private func architecture(ribs count: Int) -> DeclaredArchitecture {
        let location = SourceLocation(file: "App.swift", line: 1)
        let name = { (index: Int) in "Feature\(index)" }
        return DeclaredArchitecture(
            ribs: (0..<count).map { index in
                DeclaredRib(
                    name: name(index), builderType: name(index) + "Builder", routerType: name(index) + "Router",
                    isViewful: true, isLaunchRoot: index == 0, dependencyProtocol: name(index) + "Dependency", location: location
                )
            },
            attachments: (1..<count).map { index in
                DeclaredAttachment(
                    parent: name((index - 1) / 2), child: name(index),
                    evidence: [AttachmentEvidence(kind: .storedBuilder, detail: "builder", location: location)]
                )
            },
            dependencies: (0..<count).map { DeclaredDependency(name: name($0) + "Dependency", requirements: [], location: location) },
            scopes: (0..<count).map { index in
                DeclaredScope(
                    componentType: name(index) + "Component", rib: name(index),
                    satisfies: [2 * index + 1, 2 * index + 2].filter { $0 < count }.map {
                        DependencySatisfaction(dependency: name($0) + "Dependency", location: location)
                    },
                    location: location
                )
            }
        )
    }

    /// The CPU time this thread spends in `work`, in seconds: other tests and other
    /// processes do not count.
    private func threadTime(_ work: () -> Void) -> Double {
        var start = timespec(), end = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
        work()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
        return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
    }

    @Test func textAndMarkdownGrowLinearlyWithTheRibs() {
        let small = architecture(ribs: 2_000)
        let large = architecture(ribs: 4_000)
        for write in [{ ArchitectureTextWriter().write($0) }, { ArchitectureMarkdownWriter().write($0) }] as [(DeclaredArchitecture) -> String] {
            _ = write(small)
            let smallTime = threadTime { _ = write(small) }
            let largeTime = threadTime { _ = write(large) }
            #expect(largeTime / smallTime < 2.8, "twice the RIBs took \(largeTime / smallTime)× the time")
        }
    }
}
