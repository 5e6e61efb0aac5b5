import Foundation
import Testing

@testable import RibLiveServer

#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
#endif

@Suite("ribviz live: answers are not held back by Nagle's algorithm")
struct NagleSwitchTests {
    @Test("the listening socket on the server's port gets TCP_NODELAY, and the connections it accepts have it")
    func acceptedConnectionsHaveNoDelay() throws {
        let listener = socket(AF_INET, streamSocket, 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0 }
        }
        #expect(bound && listen(listener, 1) == 0)
        let port = UInt16(bigEndian: address.sin_port)
        #expect(Self.noDelay(listener) == false)

        #expect(NagleSwitch.turnOff(forListeningPort: port))
        #expect(Self.noDelay(listener) == true)
        #expect(NagleSwitch.turnOff(forListeningPort: port == 1 ? 2 : port - 1) == false, "no socket listens on the port next to it")

        let client = socket(AF_INET, streamSocket, 0)
        defer { close(client) }
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        #expect(connected)
        let accepted = accept(listener, nil, nil)
        defer { close(accepted) }
        #expect(accepted >= 0 && Self.noDelay(accepted) == true)
    }

    private static func noDelay(_ descriptor: Int32) -> Bool? {
        var value: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, Int32(IPPROTO_TCP), Int32(TCP_NODELAY), &value, &length) == 0 else { return nil }
        return value != 0
    }
}
