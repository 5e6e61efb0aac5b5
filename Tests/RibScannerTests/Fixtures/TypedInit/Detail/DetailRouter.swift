import RIBs

protocol DetailInteractable: Interactable {
    var router: DetailRouting? { get set }
    var listener: DetailListener? { get set }
}

final class DetailRouter: Router<DetailInteractable>, DetailRouting {
    override init(interactor: DetailInteractable) {
        super.init(interactor: interactor)
        interactor.router = self
    }
}

protocol DetailRouting: Routing {}

protocol DetailListener: AnyObject {}

final class DetailInteractor: Interactor, DetailInteractable {
    weak var router: DetailRouting?
    weak var listener: DetailListener?
    private let session: SessionStream

    init(session: SessionStream) {
        self.session = session
        super.init()
    }
}
