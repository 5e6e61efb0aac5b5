//
//  Copyright (c) 2017. Uber Technologies
//

public protocol Routing: AnyObject {
    var interactable: Interactable { get }
    var children: [Routing] { get }
    func load()
    func attachChild(_ child: Routing)
    func detachChild(_ child: Routing)
}

open class Router<InteractorType>: Routing {
    public let interactor: InteractorType
    public let interactable: Interactable
    public final var children: [Routing] = []

    public init(interactor: InteractorType) {
        self.interactor = interactor
        guard let interactable = interactor as? Interactable else {
            fatalError("\(interactor) should conform to \(Interactable.self)")
        }
        self.interactable = interactable
    }

    public final func load() {}

    public final func attachChild(_ child: Routing) {
        children.append(child)
        child.interactable.activate()
        child.load()
    }

    public final func detachChild(_ child: Routing) {
        child.interactable.deactivate()
        children.removeAll { $0 === child }
    }
}

open class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType>, ViewableRouting {
    public let viewController: ViewControllerType

    public init(interactor: InteractorType, viewController: ViewControllerType) {
        self.viewController = viewController
        super.init(interactor: interactor)
    }
}

open class LaunchRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType>, LaunchRouting {}
