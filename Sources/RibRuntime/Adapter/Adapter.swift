/// An object that builds a child RIB on its parent's behalf: it is the child's listener
/// and a buildable, and satisfies the child's dependency, often from the dynamic arguments
/// of its own `build`. An adapter is not a RIB: it has no router and is never attached.
///
/// Adopt the protocol and wrap the child's build in ``adapt(_:)``, so a trace names the
/// adapter in the child RIB's description:
///
/// ```swift
/// final class RandomWinAdapter: Adapter, GameBuildable, RandomWinListener {
///     private let randomWinBuilder: RandomWinBuildable
///     private weak var listener: GameListener?
///
///     init(dependency: RandomWinDependency) {
///         randomWinBuilder = RandomWinBuilder(dependency: dependency)
///     }
///
///     func build(withListener listener: GameListener) -> ViewableRouting {
///         self.listener = listener
///         return adapt { randomWinBuilder.build(withListener: self) }
///     }
///
///     func didRandomlyWin(with player: PlayerType) {
///         listener?.gameDidEnd(withWinner: player)
///     }
/// }
/// ```
public protocol Adapter: AnyObject {}

extension Adapter {
    /// Runs the child's build and returns what it returns, recording this adapter as the
    /// adapter of the RIB it builds.
    ///
    /// The adapted RIB is the router the closure's build creates for its own component,
    /// or for a component the adapter created itself; RIBs built inside that build (a
    /// grandchild built eagerly) are not adapted. Components the closure creates that no
    /// router claims are forgotten when it returns.
    ///
    /// - Parameter build: Builds the child, usually one call to the child's builder.
    public func adapt<Built>(_ build: () throws -> Built) rethrows -> Built {
        let context = BuildContext.current
        let token = context.beginAdapting(TypeNames.name(of: type(of: self)))
        defer { context.endAdapting(token) }
        return try build()
    }
}
