import PluginKit
import RIBs

protocol AgendaInteractable: Interactable, ItemListener, NoteListener {}

final class AgendaRouter: ViewableRouter<AgendaInteractable, AgendaViewControllable> {
    init(interactor: AgendaInteractable, viewController: AgendaViewControllable, component: AgendaComponent) {
        self.component = component
        super.init(interactor: interactor, viewController: viewController)
    }

    func routeToItem() {
        attachChild(component.makeItemRouter(listener: interactor))
    }

    func routeToNote() {
        let note = component.noteBuilder.build(withListener: interactor)
        attachChild(note)
    }

    /// A router made by a module the scan does not read: what it attaches is unknown.
    func routeToPlugin() {
        attachChild(pluginFactory.makeRouter(listener: interactor))
    }

    private let component: AgendaComponent
    private let pluginFactory = PluginKit.RouterFactory()
}

final class AgendaInteractor: PresentableInteractor<AgendaPresentable>, AgendaInteractable {
    weak var listener: AgendaListener?
}
