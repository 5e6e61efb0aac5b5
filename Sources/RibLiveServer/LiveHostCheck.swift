import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which names a request may address the server by, against DNS rebinding.
///
/// A page at `http://evil.example:8080`, once `evil.example` resolves to 127.0.0.1, is
/// the same origin as the server for the browser: it could read the sessions and post
/// batches. Its requests still name `evil.example` in their `Host` header, and its writes
/// carry its own `Origin`. So the server answers only requests whose `Host` is a name it
/// listens as: `127.0.0.1`, `localhost`, `[::1]`, the `--host` it was given, the
/// machine's own host name (and, listening on every interface, each interface's
/// address), with or without a port; and it takes a write (any method but GET and HEAD)
/// only without an `Origin` header or with one of those names over `http`.
struct LiveHostCheck: Sendable {
    /// The accepted names, lowercased, IPv6 addresses without their brackets.
    let names: Set<String>

    /// The names a server listening on `host` answers to.
    init(listeningOn host: String) {
        var names: Set<String> = ["127.0.0.1", "localhost", "::1"]
        names.insert(host)
        if let own = Self.ownHostName() {
            names.insert(own)
            if !own.contains(".") { names.insert(own + ".local") }
        }
        if host == "0.0.0.0" { names.formUnion(Self.interfaceAddresses()) }
        self.init(names: names)
    }

    /// A check that accepts exactly `names` (lowercased by the check).
    init(names: Set<String>) {
        self.names = Set(names.map { Self.normalized($0) })
    }

    /// Why a request with these headers is refused, or `nil` when it is accepted.
    ///
    /// - Parameters:
    ///   - host: The request's `Host` header.
    ///   - origin: Its `Origin` header.
    ///   - isWrite: Whether its method changes something (not GET or HEAD).
    func refusal(host: String?, origin: String?, isWrite: Bool) -> LiveRefusal? {
        guard let host, accepts(authority: host) else {
            return LiveRefusal(
                status: 421,
                message:
                    "this server answers requests for \(acceptedList) only, not for \(host.map { "'\($0)'" } ?? "a request without a Host header"): another site's name that points at this machine must not read or change its sessions (DNS rebinding); open http://127.0.0.1:<port>/ instead"
            )
        }
        guard isWrite, let origin else { return nil }
        let scheme = "http://"
        guard origin.lowercased().hasPrefix(scheme), accepts(authority: String(origin.dropFirst(scheme.count))) else {
            return LiveRefusal(
                status: 403,
                message:
                    "a page from \(origin) may not change this server's sessions: writes are taken from the app's sink or from pages of this server (http:// and \(acceptedList))")
        }
        return nil
    }

    /// Whether `authority` (`name`, `name:port`, `[v6]` or `[v6]:port`) names this server.
    func accepts(authority: String) -> Bool {
        var name = Substring(authority)
        var port: Substring?
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return false }
            let rest = name[name.index(after: close)...]
            name = name[name.index(after: name.startIndex)..<close]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return false }
                port = rest.dropFirst()
            }
        } else if let colon = name.firstIndex(of: ":") {
            port = name[name.index(after: colon)...]
            name = name[..<colon]
        }
        if let port, port.isEmpty || port.count > 5 || !port.allSatisfy({ $0.isASCII && $0.isNumber }) { return false }
        return names.contains(Self.normalized(String(name)))
    }

    private var acceptedList: String {
        names.sorted().map { $0.contains(":") ? "[\($0)]" : $0 }.joined(separator: ", ")
    }

    /// Lowercased, without a final dot (`localhost.` is `localhost`).
    private static func normalized(_ name: String) -> String {
        let lower = name.lowercased()
        return lower.hasSuffix(".") ? String(lower.dropLast()) : lower
    }

    private static func ownHostName() -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return nil }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? nil : name
    }

    /// The IPv4 addresses of the machine's interfaces.
    private static func interfaceAddresses() -> [String] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var addresses: [String] = []
        var current = first
        while let interface = current {
            defer { current = interface.pointee.ifa_next }
            guard let address = interface.pointee.ifa_addr, Int32(address.pointee.sa_family) == AF_INET else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            var inet = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
            guard inet_ntop(AF_INET, &inet, &text, socklen_t(text.count)) != nil else { continue }
            addresses.append(String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return addresses
    }
}
