import RIBs

protocol NoteDependency: Dependency {}

final class NoteComponent: Component<NoteDependency> {}

protocol NoteBuildable: Buildable {
    func build(withListener listener: NoteListener) -> ViewableRouting
}

final class NoteBuilder: Builder<NoteDependency>, NoteBuildable {
    func build(withListener listener: NoteListener) -> ViewableRouting {
        _ = NoteComponent(dependency: dependency)
        let viewController = NoteViewController()
        let interactor = NoteInteractor(presenter: viewController)
        interactor.listener = listener
        return NoteRouter(interactor: interactor, viewController: viewController)
    }
}

protocol NoteListener: AnyObject {}

final class NoteInteractor: PresentableInteractor<NotePresentable> {
    weak var listener: NoteListener?
}

final class NoteRouter: ViewableRouter<NoteInteractable, NoteViewControllable> {}
