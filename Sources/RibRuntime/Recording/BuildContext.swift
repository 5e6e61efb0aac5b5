import Foundation
import RibInspector

/// What the runtime knows about the builds in progress on the current thread: it lets each
/// router learn the scope it was built in, its builder and its adapter, with no RIBs code
/// passing them along.
///
/// ## The rule
///
/// Every RIBs `build` method has the same shape: it creates its component from the
/// builder's `dependency`, then the RIB's parts, and creates the router last. So:
///
/// 1. Reading ``Builder/dependency`` notes which builder handed out which dependency.
/// 2. ``Component/init(dependency:)`` makes the component *pending*, together with the
///    builder that has just handed out that very dependency object, if one did.
/// 3. A router's `init` claims the innermost pending component: its scope becomes the
///    RIB's scope and its builder the RIB's builder. Pending components form a stack, so a
///    child built eagerly inside its parent's `build` claims its own component first.
/// 4. If a builder other than the pending component's own read its `dependency` after that
///    component was created, the router belongs to that builder's `build`, which made no
///    component: the RIB lives in the scope of that builder's dependency, and the pending
///    component stays for its own router.
/// 5. Inside ``Adapter/adapt(_:)``, the first router whose claimed component sat directly
///    on the adapter (with nothing between them but components no builder made, such as
///    the adapter's own) is the adapted RIB.
/// 6. Launching, attaching and detaching drop every pending component and noted read of
///    the thread: a `build` never changes the tree, so whatever is still pending then was
///    created outside any build (the app's `AppComponent`) and belongs to no RIB. (A
///    router's `deinit` detaching its children does not count: a release may happen in
///    the middle of a build.) `adapt` drops what it left pending when it returns.
///
/// A router that finds nothing pending has scope `nil` and builder `nil`: unknown, never
/// guessed. The state is per thread because builds are synchronous: a build never
/// continues on another thread.
final class BuildContext {
    /// The context of the calling thread.
    static var current: BuildContext {
        let dictionary = Thread.current.threadDictionary
        if let context = dictionary[threadKey] as? BuildContext { return context }
        let context = BuildContext()
        dictionary[threadKey] = context
        return context
    }

    private static let threadKey = "ribviz.RibRuntime.BuildContext"

    /// Where a RIB came from, as far as the builds in progress tell.
    struct Origin {
        var scope: ScopeID?
        var builderType: String?
        var adapterType: String?
    }

    /// A component created and not yet claimed by a router.
    private struct PendingComponent {
        let order: UInt64
        let scope: ScopeRecording?
        weak var dependency: AnyObject?
        weak var builder: AnyObject?
        let builderType: String?
    }

    /// The last time a builder handed out its dependency.
    private struct DependencyRead {
        let order: UInt64
        weak var builder: AnyObject?
        let builderType: String
        weak var dependency: AnyObject?
        let dependencyScope: ScopeRecording?
    }

    /// An adapter whose `adapt` closure is running.
    private struct OpenAdapter {
        let order: UInt64
        let adapterType: String
        var isClaimed = false
    }

    /// Identifies one `adapt` call, to close it.
    struct AdapterToken {
        fileprivate let order: UInt64
    }

    private var pending: [PendingComponent] = []
    private var lastRead: DependencyRead?
    private var adapters: [OpenAdapter] = []
    private var nextOrder: UInt64 = 1

    private func takeOrder() -> UInt64 {
        defer { nextOrder &+= 1 }
        return nextOrder
    }

    // MARK: - Builds

    /// Notes that `builder` handed out `dependency` (rule 1).
    func builder(_ builder: AnyObject, didHandOut dependency: AnyObject) {
        lastRead = DependencyRead(
            order: takeOrder(),
            builder: builder,
            builderType: TypeNames.name(of: type(of: builder)),
            dependency: dependency,
            dependencyScope: (dependency as? ScopedComponent)?.scopeRecording
        )
    }

    /// Makes a new component pending (rule 2).
    func componentCreated(from dependency: AnyObject, scope: ScopeRecording?) {
        var builder: AnyObject?
        var builderType: String?
        if let read = lastRead, read.dependency === dependency {
            builder = read.builder
            builderType = read.builderType
            lastRead = nil
        }
        pending.append(
            PendingComponent(
                order: takeOrder(),
                scope: scope,
                dependency: dependency,
                builder: builder,
                builderType: builderType
            ))
    }

    /// Tells a router being created where it comes from (rules 3 to 5).
    func claim(by recorder: RibRecorder?) -> Origin {
        var origin = Origin()
        let top = pending.last
        if let read = lastRead, read.order > (top?.order ?? 0),
            !(read.builder === top?.builder && read.dependency === top?.dependency)
        {
            origin.builderType = read.builderType
            origin.scope = read.dependencyScope?.scope(for: recorder)
        } else if let top {
            pending.removeLast()
            origin.builderType = top.builderType
            origin.scope = top.scope?.scope(for: recorder)
        }
        lastRead = nil
        if let index = adapters.indices.last, !adapters[index].isClaimed {
            let adapterOrder = adapters[index].order
            let onlyAdapterOwned = pending.allSatisfy { $0.order < adapterOrder || $0.builderType == nil }
            if onlyAdapterOwned {
                adapters[index].isClaimed = true
                origin.adapterType = adapters[index].adapterType
            }
        }
        return origin
    }

    /// Drops everything pending (rule 6).
    func treeDidChange() {
        pending.removeAll()
        lastRead = nil
    }

    // MARK: - Adapters

    /// Opens an `adapt` call.
    func beginAdapting(_ adapterType: String) -> AdapterToken {
        let order = takeOrder()
        adapters.append(OpenAdapter(order: order, adapterType: adapterType))
        return AdapterToken(order: order)
    }

    /// Closes an `adapt` call, dropping what it left pending.
    func endAdapting(_ token: AdapterToken) {
        pending.removeAll { $0.order > token.order }
        if let read = lastRead, read.order > token.order { lastRead = nil }
        adapters.removeAll { $0.order >= token.order }
    }
}

/// A scope as one recorder knows it.
struct ScopeRecording {
    /// The recorder that declared the scope.
    weak var recorder: RibRecorder?
    /// The scope's identifier in that recorder's trace.
    let scope: ScopeID

    /// The scope's identifier if `recorder` is the one that declared it.
    func scope(for recorder: RibRecorder?) -> ScopeID? {
        guard let recorder, recorder === self.recorder else { return nil }
        return scope
    }
}

/// A component that knows its recorded scope: every ``Component``.
protocol ScopedComponent: AnyObject {
    /// The scope the component declared, if a recorder was current when it was created.
    var scopeRecording: ScopeRecording? { get }
}
