import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns Nagle's algorithm off for the connections a listening socket accepts.
///
/// FlyingFox writes a response's header and its body in two writes. With Nagle's algorithm
/// on, the body waits until the client acknowledges the header, and clients delay that
/// acknowledgement (up to 40 ms on Linux): every answer to the sink and to the page
/// waited that long. FlyingFox has no hook on its sockets, so this finds its listening
/// socket among the process's descriptors by the port it listens on and sets
/// `TCP_NODELAY` on it; the connections it accepts inherit the option.
enum NagleSwitch {
    /// Sets `TCP_NODELAY` on the process's TCP socket listening on `port`.
    ///
    /// - Returns: Whether it found that socket and set the option.
    @discardableResult
    static func turnOff(forListeningPort port: UInt16) -> Bool {
        guard let listening = openDescriptors().first(where: { isListening($0, onPort: port) }) else { return false }
        var on: Int32 = 1
        return setsockopt(listening, Int32(IPPROTO_TCP), Int32(TCP_NODELAY), &on, socklen_t(MemoryLayout<Int32>.size)) == 0
    }

    /// The descriptors the process has open: those `/proc/self/fd` lists, or else every
    /// number below the process's limit.
    private static func openDescriptors() -> [Int32] {
        if let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") {
            return names.compactMap(Int32.init).sorted()
        }
        return Array(0..<Int32(min(getdtablesize(), 65_536)))
    }

    private static func isListening(_ descriptor: Int32, onPort port: UInt16) -> Bool {
        var accepting: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_ACCEPTCONN, &accepting, &length) == 0, accepting != 0 else { return false }
        var address = sockaddr_in()
        var addressLength = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &addressLength) }
        }
        return named == 0 && Int32(address.sin_family) == AF_INET && UInt16(bigEndian: address.sin_port) == port
    }
}
