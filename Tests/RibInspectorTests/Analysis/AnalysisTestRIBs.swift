import RibInspector
import RibRuntime

// A small app for the analysis tests: a launched Shell, viewless Flows that hold children,
// viewful Pages as leaves, and a workflow over the Shell's interactor.

/// Runs `body` with a fresh recorder on a manual clock as the current one, and returns the
/// trace it recorded while what `body` returned was still alive, with that value.
///
/// Return the routers the test keeps alive: everything else is released when `body`
/// returns, and the trace records those deallocations.
func recordSession<Kept>(_ body: (ManualClock) -> Kept) -> (trace: Trace, kept: Kept) {
    let clock = ManualClock()
    let recorder = RibRecorder(
        app: AppInfo(name: "AnalysisTests"),
        session: SessionInfo(name: "test", startedAt: "2026-01-01T09:00:00Z"),
        clock: .manual(clock)
    )
    let kept = recorder.recording { body(clock) }
    return (recorder.trace(), kept)
}

/// An interactor without logic, for RIBs whose lifecycle is all a test looks at.
final class PlainInteractor: Interactor {}

final class ScreenViewController: ViewController, ViewControllable {}

/// The root RIB.
final class ShellRouter: LaunchRouter<ShellInteractor, ScreenViewController> {
    convenience init() {
        self.init(interactor: ShellInteractor(), viewController: ScreenViewController())
    }
}

/// A viewless RIB that holds children.
final class FlowRouter: Router<PlainInteractor> {
    convenience init() {
        self.init(interactor: PlainInteractor())
    }
}

/// A viewful leaf RIB.
final class PageRouter: ViewableRouter<PlainInteractor, ScreenViewController> {
    convenience init() {
        self.init(interactor: PlainInteractor(), viewController: ScreenViewController())
    }
}

// MARK: - A workflow

protocol ShellActionableItem: AnyObject {
    /// Waits for a sign-in, then hands on the Flow to continue on.
    func waitForSignIn() -> Promise<(FlowActionableItem, ())>
}

protocol FlowActionableItem: InteractorScope {}

extension PlainInteractor: FlowActionableItem {}

final class ShellInteractor: Interactor, ShellActionableItem {
    /// The promise of the latest `waitForSignIn`, for the test to settle or leave pending.
    private(set) var signIn: Promise<(FlowActionableItem, ())>?

    func waitForSignIn() -> Promise<(FlowActionableItem, ())> {
        let promise = Promise<(FlowActionableItem, ())>()
        signIn = promise
        return promise
    }
}

/// Signs in on the Shell, then opens something on the Flow it hands on.
final class SignInWorkflow: Workflow<ShellActionableItem> {
    override init() {
        super.init()
        self
            .onStep(named: "waitForSignIn") { (shell: ShellActionableItem) in
                shell.waitForSignIn()
            }
            .onStep(named: "open") { (flow: FlowActionableItem, _: ()) in
                Promise<(FlowActionableItem, ())>.fulfilled((flow, ()))
            }
            .commit()
    }
}
