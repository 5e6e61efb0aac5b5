import NeedleFoundation
import RIBs

protocol AgendaDependency: Dependency {}

/// A component that makes its children's routers and builders itself.
final class AgendaComponent: NeedleFoundation.Component<AgendaDependency>, ItemDependency, NoteDependency {
    func makeItemRouter(listener: ItemListener) -> ViewableRouting {
        ItemBuilder(dependency: self).build(withListener: listener)
    }

    var noteBuilder: NoteBuildable {
        NoteBuilder(dependency: self)
    }
}

protocol AgendaBuildable: Buildable {
    func build(withListener listener: AgendaListener) -> ViewableRouting
}

final class AgendaBuilder: Builder<AgendaDependency>, AgendaBuildable {
    func build(withListener listener: AgendaListener) -> ViewableRouting {
        let component = AgendaComponent(parent: dependency)
        let viewController = AgendaViewController()
        let interactor = AgendaInteractor(presenter: viewController)
        interactor.listener = listener
        return AgendaRouter(interactor: interactor, viewController: viewController, component: component)
    }
}

protocol AgendaListener: AnyObject {}
