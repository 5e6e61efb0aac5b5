import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The socket constants and calls of the server's guard (LiveHeadGuard), the same on Linux
// and macOS.

#if canImport(Glibc)
    let streamSocket = Int32(SOCK_STREAM.rawValue)
    /// Writing to a connection the client closed fails with EPIPE instead of a signal.
    let noSignal = Int32(MSG_NOSIGNAL)
#else
    let streamSocket = SOCK_STREAM
    let noSignal: Int32 = 0
#endif

// The system calls whose names the guard's types use for methods of their own.
func closeDescriptor(_ descriptor: Int32) {
    #if canImport(Glibc)
        _ = Glibc.close(descriptor)
    #else
        _ = Darwin.close(descriptor)
    #endif
}

func writeDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #else
        Darwin.write(descriptor, bytes, count)
    #endif
}

func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    #if canImport(Glibc)
        Glibc.send(descriptor, bytes, count, flags)
    #else
        Darwin.send(descriptor, bytes, count, flags)
    #endif
}
