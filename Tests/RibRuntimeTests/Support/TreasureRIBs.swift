import RibRuntime

// Actionable items for the workflow tests: a gate (the root) that opens onto a vault.

struct GateJammed: Error {}

protocol GateActionableItem: AnyObject {
    func openGate() -> Promise<(VaultActionableItem, String)>
}

protocol VaultActionableItem: AnyObject {
    func take(_ treasure: String) -> Promise<(VaultActionableItem, ())>
}

final class GateInteractor: Interactor, GateActionableItem {
    /// The promise of the latest `openGate`, for the test to settle.
    private(set) var opening: Promise<(VaultActionableItem, String)>?

    func openGate() -> Promise<(VaultActionableItem, String)> {
        let promise = Promise<(VaultActionableItem, String)>()
        opening = promise
        return promise
    }
}

final class VaultInteractor: Interactor, VaultActionableItem {
    private(set) var taken: [String] = []

    func take(_ treasure: String) -> Promise<(VaultActionableItem, ())> {
        taken.append(treasure)
        return .fulfilled((self, ()))
    }
}

final class GateRouter: LaunchRouter<GateInteractor, PlainViewController> {
    convenience init() {
        self.init(interactor: GateInteractor(), viewController: PlainViewController())
    }
}

final class VaultRouter: Router<VaultInteractor> {
    convenience init() {
        self.init(interactor: VaultInteractor())
    }
}

final class TreasureWorkflow: Workflow<GateActionableItem> {
    private(set) var completions = 0
    private(set) var errors: [String] = []

    init(commits: Bool = true) {
        super.init()
        guard commits else { return }
        self
            .onStep(named: "openGate") { (gate: GateActionableItem) in
                gate.openGate()
            }
            .onStep { (vault: VaultActionableItem, treasure: String) in
                vault.take(treasure)
            }
            .onError { [weak self] error in
                self?.errors.append("onError: \(error)")
            }
            .commit()
    }

    override func didComplete() {
        completions += 1
    }

    override func didReceiveError(_ error: any Error) {
        errors.append("didReceiveError: \(error)")
    }
}
