import RIBs

// MARK: - The adapter: satisfies Child's static dependency from a dynamic one.

protocol ChildAdapterListener: AnyObject {
    func request()
}

protocol ChildAdapterBuildable: Buildable {
    func build(withListener listener: ChildAdapterListener, name: String) -> ViewableRouting
}

final class ChildAdapter: ChildListener, ChildAdapterBuildable {
    final class Component: ChildDependency {
        let name: String

        init(name: String) {
            self.name = name
        }
    }

    private weak var listener: ChildAdapterListener?

    init() {}

    func build(withListener listener: ChildAdapterListener, name: String) -> ViewableRouting {
        let component = Component(name: name)
        let childBuilder = ChildBuilder(dependency: component)
        self.listener = listener
        return childBuilder.build(withListener: self)
    }

    func requestFromChildRIB() {
        listener?.request()
    }
}
