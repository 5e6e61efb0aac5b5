import RibRuntime
import Testing

@Suite("Interactor")
struct InteractorTests {
    @Test("observing activeness replays the current value, then reports each change until cancelled")
    func observeActiveness() {
        let interactor = LoggingInteractor()
        var seen: [Bool] = []
        let observation = interactor.observeActiveness { seen.append($0) }
        interactor.activate()
        interactor.activate()
        interactor.deactivate()
        observation.cancel()
        interactor.activate()
        #expect(seen == [false, true, false])
    }

    @Test("a released observation stops reporting")
    func releasedObservation() {
        let interactor = LoggingInteractor()
        var seen: [Bool] = []
        var observation: ActivenessObservation? = interactor.observeActiveness { seen.append($0) }
        interactor.activate()
        observation = nil
        interactor.deactivate()
        #expect(observation == nil)
        #expect(seen == [false, true])
    }

    @Test("observers learn of activation before didBecomeActive, and of deactivation after willResignActive")
    func callbackOrder() {
        let log = CallLog()
        let interactor = LoggingInteractor(name: "Card", log: log)
        let observation = interactor.observeActiveness { log.entries.append("observer(\($0))") }
        interactor.activate()
        interactor.deactivate()
        withExtendedLifetime(observation) {
            #expect(
                log.entries == [
                    "observer(false)", "observer(true)", "Card.didBecomeActive",
                    "Card.willResignActive(isActive: true)", "observer(false)",
                ])
        }
    }
}
