import RibRuntime

/// The lifecycle callbacks of a test's interactors, in the order they ran.
final class CallLog {
    var entries: [String] = []
}

/// An interactor that logs its lifecycle callbacks.
final class LoggingInteractor: Interactor {
    let name: String
    let log: CallLog?

    init(name: String = "", log: CallLog? = nil) {
        self.name = name
        self.log = log
    }

    override func didBecomeActive() {
        log?.entries.append("\(name).didBecomeActive")
    }

    override func willResignActive() {
        log?.entries.append("\(name).willResignActive(isActive: \(isActive))")
    }
}

/// A view controller for viewful test RIBs.
final class PlainViewController: ViewController, ViewControllable {}

/// A root RIB: viewful, launched, with a hook to attach children in `didLoad`.
final class HomeRouter: LaunchRouter<LoggingInteractor, PlainViewController> {
    var onDidLoad: ((HomeRouter) -> Void)?

    convenience init(log: CallLog? = nil) {
        self.init(interactor: LoggingInteractor(name: "Home", log: log), viewController: PlainViewController())
    }

    override func didLoad() {
        onDidLoad?(self)
    }
}

/// A viewless RIB that can hold children.
final class CardRouter: Router<LoggingInteractor> {
    var onDidLoad: ((CardRouter) -> Void)?

    convenience init(name: String = "Card", log: CallLog? = nil) {
        self.init(interactor: LoggingInteractor(name: name, log: log))
    }

    override func didLoad() {
        onDidLoad?(self)
    }
}

/// A viewful leaf RIB.
final class BalanceRouter: ViewableRouter<LoggingInteractor, PlainViewController> {
    convenience init(name: String = "Balance", log: CallLog? = nil) {
        self.init(interactor: LoggingInteractor(name: name, log: log), viewController: PlainViewController())
    }
}
