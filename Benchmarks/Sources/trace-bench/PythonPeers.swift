import BenchmarkSupport
import Foundation

/// The Python JSON parsers trace-bench compares the reader with, run on the same files in
/// the same run: Python's own `json` module, orjson and pysimdjson (simdjson's parse
/// alone). `Benchmarks/setup-python-peers.sh` installs the last two from PyPI.
enum PythonPeer: String, CaseIterable {
    case json
    case orjson
    case simdjson

    /// What the benchmark's output calls this peer and what it times.
    func label(_ form: TraceForm) -> String {
        switch (self, form) {
        case (.json, .document): "python3 json.load"
        case (.json, .jsonLines): "python3 json.loads per line"
        case (.orjson, .document): "orjson.loads"
        case (.orjson, .jsonLines): "orjson.loads per line"
        case (.simdjson, .document): "pysimdjson parse alone"
        case (.simdjson, .jsonLines): "pysimdjson parse alone, per line"
        }
    }

    /// The PyPI package the peer comes from; `nil` for Python's own module.
    var pypiName: String? {
        switch self {
        case .json: nil
        case .orjson: "orjson"
        case .simdjson: "pysimdjson"
        }
    }

    /// A Python line that imports the peer and prints its version.
    var versionCheck: String {
        guard let pypiName else { return "import json; print('standard library')" }
        return "import importlib.metadata, \(rawValue); print(importlib.metadata.version('\(pypiName)'))"
    }

    /// Times the peer in Python itself, so the interpreter's start-up is not counted:
    /// reading the file and parsing it, each run; the clock stops before the result is freed.
    /// `json` and `orjson` build every Python object; pysimdjson's `Parser.parse` builds
    /// simdjson's document and no Python objects (a proxy that converts on access), and per
    /// line it parses each line and drops it.
    static let timingScript = """
        import sys, time
        peer, form, path, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
        if peer == "json":
            import json
            def document(path):
                with open(path) as f: return json.load(f)
            def lines(path):
                with open(path) as f: return [json.loads(line) for line in f]
        elif peer == "orjson":
            import orjson
            def document(path):
                with open(path, "rb") as f: return orjson.loads(f.read())
            def lines(path):
                with open(path, "rb") as f: return [orjson.loads(line) for line in f]
        else:
            import simdjson
            def document(path):
                with open(path, "rb") as f: return simdjson.Parser().parse(f.read())
            def lines(path):
                parser = simdjson.Parser()
                with open(path, "rb") as f:
                    for line in f: parser.parse(line)
        read = document if form == "document" else lines
        for _ in range(runs):
            start = time.perf_counter()
            data = read(path)
            print(time.perf_counter() - start, flush=True)
            del data
        """
}

/// Where the Python peers run: the benchmark's own Python environment, with the peers that
/// could be installed in it.
struct PythonPeers {
    let python: String
    let available: [PythonPeer]

    /// Runs `Benchmarks/setup-python-peers.sh` (which installs what is missing and prints
    /// its Python) and checks which peers import; prints why a peer is left out.
    static func setUp() -> PythonPeers? {
        let script = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("setup-python-peers.sh")
        var python = programPath("python3")
        if let bash = programPath("bash"),
            let output = try? runProgram(bash, [script.path]).trimmingCharacters(in: .whitespacesAndNewlines),
            !output.isEmpty
        {
            python = output
        } else {
            print("  ! \(script.path) did not run: the peers are those the system's python3 has")
        }
        guard let python else {
            print("python3 not found: no Python peers")
            return nil
        }
        var available: [PythonPeer] = []
        for peer in PythonPeer.allCases {
            if let version = try? runProgram(python, ["-c", peer.versionCheck]).trimmingCharacters(in: .whitespacesAndNewlines) {
                print("peer \(peer.rawValue): \(version)")
                available.append(peer)
            } else {
                print("peer \(peer.rawValue): not installed (bash Benchmarks/setup-python-peers.sh installs it): skipped")
            }
        }
        return PythonPeers(python: python, available: available)
    }

    /// The seconds of each run of `peer` on `file`, pinned to core 0 with `taskset` when given.
    func times(_ peer: PythonPeer, _ form: TraceForm, _ file: URL, runs: Int, taskset: String?) throws -> [Double] {
        let arguments = [python, "-c", PythonPeer.timingScript, peer.rawValue, form.rawValue, file.path, "\(runs)"]
        let output =
            if let taskset {
                try runProgram(taskset, ["-c", "0"] + arguments)
            } else {
                try runProgram(python, Array(arguments.dropFirst()))
            }
        return output.split(separator: "\n").compactMap { Double($0) }
    }
}
