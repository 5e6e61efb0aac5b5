import RibInspector
import RibRuntime
import Testing

@Suite("Workflows")
struct WorkflowTests {
    private let gateID = RibID(rawValue: 1)
    private let vaultID = RibID(rawValue: 2)
    private let run = WorkflowID(rawValue: 1)

    private func step(_ index: Int, _ name: String, _ rib: RibID) -> WorkflowStep {
        WorkflowStep(workflow: run, index: index, name: name, rib: rib)
    }

    @Test("steps wait for their actionable item and run strictly in order, even when a step finishes later")
    func asynchronousStep() {
        let (trace, (workflow, vault)) = recordTrace {
            let gate = GateRouter()
            let vault = VaultRouter()
            let workflow = TreasureWorkflow()
            workflow.subscribe(gate.interactor)
            gate.launch(from: Window())  // the gate becomes active: step 0 starts
            gate.attachChild(vault)  // the vault is active, but step 0 has not finished
            gate.interactor.opening?.fulfill((vault.interactor, "gold"))
            return (workflow, (gate, vault))
        }
        #expect(trace.workflows.map(\.name) == ["TreasureWorkflow"])
        #expect(
            trace.kinds == [
                .built(gateID), .built(vaultID), .workflowStarted(run),
                .launched(gateID), .activated(gateID), .stepStarted(step(0, "openGate", gateID)), .loaded(gateID),
                .attached(vaultID, parent: gateID), .activated(vaultID), .loaded(vaultID),
                .stepFinished(step(0, "openGate", gateID)),
                .stepStarted(step(1, "VaultActionableItem", vaultID)), .stepFinished(step(1, "VaultActionableItem", vaultID)),
                .workflowEnded(run, .completed),
            ])
        #expect(vault.1.interactor.taken == ["gold"])
        #expect(workflow.completions == 1)
    }

    @Test("a step whose actionable item is inactive waits until it is attached")
    func waitForNextItem() {
        let (trace, kept) = recordTrace {
            let gate = GateRouter()
            gate.launch(from: Window())
            let vault = VaultRouter()
            let workflow = TreasureWorkflow()
            workflow.subscribe(gate.interactor)
            gate.interactor.opening?.fulfill((vault.interactor, "silver"))
            #expect(vault.interactor.taken.isEmpty)
            gate.attachChild(vault)
            return (gate, vault, workflow)
        }
        #expect(
            Array(trace.kinds.suffix(7)) == [
                .stepFinished(step(0, "openGate", gateID)),
                .attached(vaultID, parent: gateID), .activated(vaultID),
                .stepStarted(step(1, "VaultActionableItem", vaultID)), .stepFinished(step(1, "VaultActionableItem", vaultID)),
                .workflowEnded(run, .completed),
                .loaded(vaultID),
            ])
        #expect(kept.1.interactor.taken == ["silver"])
    }

    @Test("a rejected step ends the workflow as failed and later steps never start")
    func failedStep() {
        let (trace, kept) = recordTrace {
            let gate = GateRouter()
            gate.launch(from: Window())
            let workflow = TreasureWorkflow()
            workflow.subscribe(gate.interactor)
            gate.interactor.opening?.reject(GateJammed())
            return (gate, workflow)
        }
        #expect(
            Array(trace.kinds.suffix(3)) == [
                .workflowStarted(run), .stepStarted(step(0, "openGate", gateID)), .workflowEnded(run, .failed),
            ])
        #expect(kept.1.errors == ["onError: GateJammed()", "didReceiveError: GateJammed()"])
        #expect(kept.1.completions == 0)
    }

    @Test("a workflow cancelled on its interactor's deactivation records nothing more")
    func cancelOnDeactivate() {
        let (trace, kept) = recordTrace {
            let gate = GateRouter()
            let vault = VaultRouter()
            gate.launch(from: Window())
            gate.attachChild(vault)
            let workflow = TreasureWorkflow()
            let subscription =
                workflow
                .subscribe(gate.interactor)
                .cancelOnDeactivate(interactor: vault.interactor)
            gate.detachChild(vault)
            #expect(subscription.isCancelled)
            gate.interactor.opening?.fulfill((vault.interactor, "bronze"))
            return (gate, vault, workflow)
        }
        #expect(
            Array(trace.kinds.suffix(4)) == [
                .workflowStarted(run), .stepStarted(step(0, "openGate", gateID)),
                .deactivated(vaultID), .detached(vaultID, parent: gateID),
            ])
        #expect(kept.1.interactor.taken.isEmpty)
        #expect(kept.2.completions == 0)
    }

    @Test("subscribing before committing, or twice, starts nothing")
    func subscribeWithoutCommit() {
        let (trace, kept) = recordTrace {
            let gate = GateRouter()
            gate.launch(from: Window())
            let uncommitted = TreasureWorkflow(commits: false)
            let first = uncommitted.subscribe(gate.interactor)
            let committed = TreasureWorkflow()
            committed.subscribe(gate.interactor)
            let second = committed.subscribe(gate.interactor)
            return (gate, first.isCancelled, second.isCancelled)
        }
        #expect(kept.1 && kept.2)
        #expect(trace.workflows.count == 1)
        #expect(trace.kinds.filter { if case .workflowStarted = $0 { true } else { false } }.count == 1)
    }
}
