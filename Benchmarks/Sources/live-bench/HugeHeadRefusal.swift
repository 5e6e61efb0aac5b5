import BenchmarkSupport
import Foundation

/// A client that sends a 3 MB request head as fast as it can, while another loads the
/// list of sessions over and over: how long the server takes to refuse the head (from its
/// first byte to the answer or the connection's end; target ≤ 1 s) and how long each of
/// the other client's loads takes meanwhile (target ≤ 100 ms), `rounds` times. The peer is
/// the same client's loads with no one else connected, measured first.
struct HugeHeadRefusal {
    var headBytes = 3_000_000
    var rounds: Int

    func run(server: ServerProcess) throws {
        guard let port = server.url.port else { throw BenchmarkError("the server's address \(server.url) has no port") }
        var alone: [Double] = []
        for _ in 0..<20 * rounds {
            let began = monotonicNanoseconds()
            guard SessionListLoad.loadList(port: port) == 200 else { throw BenchmarkError("the server did not answer a load of the list") }
            alone.append(Double(monotonicNanoseconds() - began) / 1e6)
        }
        alone.sort()
        var refusals: [Double] = []
        var loads: [Double] = []
        var failedLoads = 0
        for _ in 0..<rounds {
            let refused = DispatchSemaphore(value: 0)
            let outcome = Outcome()
            Thread {
                outcome.refusal = Self.sendHugeHead(bytes: headBytes, port: port)
                refused.signal()
            }.start()
            // The other client loads the list until the head is refused, and once more after.
            var more = true
            while more {
                more = refused.wait(timeout: .now()) == .timedOut
                let began = monotonicNanoseconds()
                let status = SessionListLoad.loadList(port: port)
                if status == 200 { loads.append(Double(monotonicNanoseconds() - began) / 1e6) } else { failedLoads += 1 }
            }
            guard let refusal = outcome.refusal else { throw BenchmarkError("the server took the whole \(headBytes)-byte head without refusing it") }
            refusals.append(refusal)
        }
        loads.sort()
        print(String(format: "   alone, %d loads of the list: p50 %.1f ms, slowest %.1f ms", alone.count, median(alone), alone.last ?? .nan))
        print(
            String(
                format:
                    "   %d-byte head refused after %@ ms (median %.1f ms; target ≤ 1,000 ms); meanwhile %d loads of the list answered 200, %d not: p50 %.1f ms, slowest %.1f ms (target ≤ 100 ms)",
                headBytes, refusals.map { String(format: "%.1f", $0) }.joined(separator: ", "), median(refusals), loads.count, failedLoads, median(loads),
                loads.last ?? .nan))
    }

    /// What the sending thread found, read once it signalled.
    private final class Outcome: @unchecked Sendable {
        // @unchecked: written by the sending thread before it signals, read after the wait.
        var refusal: Double?
    }

    /// Sends a `GET /` whose one header is `bytes` long, until the server answers or ends
    /// the connection: the milliseconds from the first byte to that, or `nil` when the
    /// whole head was taken.
    private static func sendHugeHead(bytes: Int, port: Int) -> Double? {
        guard let socket = SessionListLoad.connect(port: port) else { return nil }
        defer { close(socket) }
        let began = monotonicNanoseconds()
        var head = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Huge: ".utf8)
        head += [UInt8](repeating: UInt8(ascii: "a"), count: bytes)
        var sent = 0
        while sent < head.count {
            let count = head[sent...].withUnsafeBytes { send(socket, $0.baseAddress, min($0.count, 64 * 1024), Int32(MSG_NOSIGNAL)) }
            if count < 0, errno == EINTR { continue }
            // Closed or reset by the server: refused.
            guard count > 0 else { return Double(monotonicNanoseconds() - began) / 1e6 }
            sent += count
        }
        // All sent: the server may still answer 431 now.
        var buffer = [UInt8](repeating: 0, count: 4096)
        let answered = recv(socket, &buffer, buffer.count, 0)
        return answered >= 0 ? Double(monotonicNanoseconds() - began) / 1e6 : nil
    }
}
