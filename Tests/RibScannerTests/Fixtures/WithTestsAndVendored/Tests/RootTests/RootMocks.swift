@testable import App
import RIBs

final class ChildBuildableMock: ChildBuildable {
    var buildCallCount = 0
    func build(withListener listener: ChildListener) -> ChildRouting {
        buildCallCount += 1
        return ChildRouter(interactor: ChildInteractor(component: ChildComponent(dependency: RootComponentMock())))
    }
}

final class RootComponentMock: Component<RootDependency>, ChildDependency {}

final class ChildComponent: Component<ChildDependency> {}
