//
//  Copyright (c) 2017. Uber Technologies
//

public protocol Dependency: AnyObject {}

public protocol EmptyDependency: Dependency {}

open class Component<DependencyType>: Dependency {
    public let dependency: DependencyType

    public init(dependency: DependencyType) {
        self.dependency = dependency
    }

    public final func shared<T>(__function: String = #function, _ factory: () -> T) -> T {
        factory()
    }
}

open class EmptyComponent: EmptyDependency {
    public init() {}
}

open class Interactor: Interactable {
    public init() {}
}

open class PresentableInteractor<PresenterType>: Interactor {
    public let presenter: PresenterType

    public init(presenter: PresenterType) {
        self.presenter = presenter
    }
}
