/// A value whose every access goes through a ``Lock``.
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only read or written inside `lock.withLock`.
    @usableFromInline let lock = Lock()
    @usableFromInline var value: Value

    /// Creates the lock around its first value.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    @inlinable
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}
