import Foundation

/// Runs blocking work on a thread of its own: blocking one of the few threads that Swift
/// concurrency runs the in-process server on could starve it.
public func onOwnThread<Value: Sendable, Failure: Error>(_ work: @escaping @Sendable () throws(Failure) -> Value) async throws(Failure) -> Value {
    let result: Result<Value, Failure> = await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: Result { () throws(Failure) in try work() }) }.start()
    }
    return try result.get()
}
