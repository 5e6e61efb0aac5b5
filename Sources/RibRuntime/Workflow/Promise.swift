/// A value a workflow step hands on, now or later: fulfilled once with a value, or
/// rejected once with an error.
///
/// A step returns one to say which actionable item the next step runs on. Return a
/// fulfilled promise when the step is done at once, and keep a pending one to finish
/// later, for example when the user logs in:
///
/// ```swift
/// func launchGame(with id: String?) -> Promise<(LoggedInActionableItem, ())> {
///     router?.routeToGame(with: game.builder)
///     return .fulfilled((self, ()))
/// }
///
/// func waitForLogin() -> Promise<(LoggedInActionableItem, ())> {
///     let promise = Promise<(LoggedInActionableItem, ())>()
///     pendingLogins.append(promise)      // fulfilled in didLogin(…)
///     return promise
/// }
/// ```
///
/// It plays the part of the `Observable` (RxSwift) or `AnyPublisher` (Combine) that RIBs
/// steps return, with the one value a step needs.
public final class Promise<Value> {
    private var outcome: Result<Value, any Error>?
    private var callbacks: [(Result<Value, any Error>) -> Void] = []

    /// Creates a pending promise; fulfil or reject it later.
    public init() {}

    /// A promise already fulfilled with `value`.
    public static func fulfilled(_ value: Value) -> Promise {
        let promise = Promise()
        promise.fulfill(value)
        return promise
    }

    /// A promise already rejected with `error`.
    public static func rejected(_ error: any Error) -> Promise {
        let promise = Promise()
        promise.reject(error)
        return promise
    }

    /// Whether the promise was fulfilled or rejected.
    public var isSettled: Bool { outcome != nil }

    /// Fulfils the promise and runs its callbacks. Only the first fulfil or reject counts.
    public func fulfill(_ value: Value) {
        settle(.success(value))
    }

    /// Rejects the promise and runs its callbacks. Only the first fulfil or reject counts.
    public func reject(_ error: any Error) {
        settle(.failure(error))
    }

    /// Calls `callback` with the outcome: at once if the promise is settled, otherwise
    /// when it settles. Callbacks run in the order they were added.
    public func whenSettled(_ callback: @escaping (Result<Value, any Error>) -> Void) {
        if let outcome {
            callback(outcome)
        } else {
            callbacks.append(callback)
        }
    }

    func settle(_ outcome: Result<Value, any Error>) {
        guard self.outcome == nil else { return }
        self.outcome = outcome
        let callbacks = self.callbacks
        self.callbacks = []
        for callback in callbacks {
            callback(outcome)
        }
    }

    /// A promise of what `transform` makes of this promise's value, rejected with this
    /// promise's error without calling `transform`.
    func flatMap<NewValue>(_ transform: @escaping (Value) -> Promise<NewValue>) -> Promise<NewValue> {
        let result = Promise<NewValue>()
        whenSettled { outcome in
            switch outcome {
            case .success(let value): transform(value).whenSettled(result.settle)
            case .failure(let error): result.reject(error)
            }
        }
        return result
    }
}
