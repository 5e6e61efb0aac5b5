import Testing

@testable import ribviz

@Suite("How the drawing workers share the pages")
struct DrawingPoolScheduleTests {
    /// The runs the pool starts for `pages` pages, in order, as it hands them out.
    static func runs(pages: Int, workers: Int, pagesPerWorker: Int) -> [Int] {
        let pool = DrawingPool(workerCount: workers, pagesPerWorker: pagesPerWorker, executable: "ribviz")
        var runs: [Int] = []
        var remaining = pages
        while remaining > 0 {
            runs.append(pool.runLength(remaining: remaining, of: pages))
            remaining -= runs.last!
        }
        return runs
    }

    @Test("runs cover every page once, none longer than a worker's pictures, and shrink towards the end")
    func shrinkingRuns() {
        let runs = Self.runs(pages: 4_952, workers: 2, pagesPerWorker: 250)
        #expect(runs.reduce(0, +) == 4_952)
        #expect(runs.allSatisfy { $0 >= 1 && $0 <= 250 })
        #expect(runs.first == 250)
        #expect(zip(runs, runs.dropFirst()).allSatisfy { $0 >= $1 })
        // The last runs are short, so neither core waits long for the other at the end.
        #expect(runs.suffix(2).allSatisfy { $0 <= DrawingPool.shortestRun })
    }

    @Test("any number of workers, the largest included, shares the pages one each at most", arguments: [Int.max, 1 << 62, 4_611_686_018_427_387_904, 10_000])
    func hugeWorkerCount(workers: Int) {
        #expect(Self.runs(pages: 10, workers: workers, pagesPerWorker: 250) == Array(repeating: 1, count: 10))
        #expect(Self.runs(pages: 1, workers: workers, pagesPerWorker: .max) == [1])
        #expect(Self.runs(pages: 4_952, workers: workers, pagesPerWorker: 250).allSatisfy { $0 == 1 })
    }

    @Test("a few pages are shared by every worker")
    func fewPages() {
        #expect(Self.runs(pages: 10, workers: 2, pagesPerWorker: 250) == [5, 5])
        #expect(Self.runs(pages: 1, workers: 4, pagesPerWorker: 250) == [1])
        #expect(Self.runs(pages: 7, workers: 2, pagesPerWorker: 3) == [3, 3, 1])
    }
}
