/// A modular RIBs app written the way uber/RIBs apps are, for the scanner to read: RIB `i`
/// has the children `2i + 1` and `2i + 2`, its files live in one of ``moduleCount`` Swift
/// package targets (`Sources/Module<k>/`, declared in the app's `Package.swift`), and each
/// file carries the licence header, doc comments and the kind of logic real RIB files do.
///
/// RIB 0 is the root the app launches, built in the app's own component. The RIBs route
/// in the four ways the scanner follows, by `i % 4`:
/// 0. the router holds its children's `Buildable`s and builds them; a leaf returns RIBs' own
///    `ViewableRouter(…)` with no router class of its own;
/// 1. the router holds its own dependency protocol and builds through it, one level deep
///    (`dependency.shared.childBuilder.build(…)`), a small class conforming to it;
/// 2. the router holds its component and attaches what the component's factory functions
///    build (`component.makeChildRouter(…)`);
/// 3. a multi-stage builder whose dynamic dependency is a tuple, routing as in 0.
struct GeneratedApp {
    /// How many RIBs the app has.
    let ribCount: Int
    /// How many package targets the RIBs are spread over.
    let moduleCount: Int

    private func ribName(_ index: Int) -> String { "Feature\(index)" }

    private func children(of index: Int) -> [Int] {
        [2 * index + 1, 2 * index + 2].filter { $0 < ribCount }
    }

    /// The module (package target) RIB `index` is in.
    func module(of index: Int) -> String { "Module\(index * moduleCount / max(ribCount, 1))" }

    /// The relations the app declares: every RIB but the first has one parent.
    var relationCount: Int { max(ribCount - 1, 0) }

    /// The app's `Package.swift`: one target a module.
    var manifest: String {
        let targets = (0..<moduleCount).map { "        .target(name: \"Module\($0)\", dependencies: [\"RIBs\"])," }.joined(separator: "\n")
        return """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "GeneratedApp",
                targets: [
            \(targets)
                ]
            )

            """
    }

    /// The scope the app launches its root RIB in.
    private func appComponent(for root: String) -> String {
        """

        /// The app's own scope, that the root RIB is built in.
        final class AppComponent: Component<EmptyDependency>, \(root)Dependency {
            let session = Session()
            let analytics = Analytics()
        }

        """
    }

    /// The files of RIB `index`: paths relative to the app's folder, and their text.
    func files(for index: Int) -> [(path: String, text: String)] {
        let name = ribName(index)
        let kids = children(of: index).map(ribName)
        let style = index % 4
        let listeners = kids.map { "\($0)Listener" }.joined(separator: ", ")
        let conformances = kids.map { "\($0)Dependency" }.joined(separator: ", ")
        func property(_ kid: String) -> String { kid.prefix(1).lowercased() + kid.dropFirst() + "Builder" }
        let factories =
            style == 2
            ? kids.map { kid in
                """

                    /// Builds \(kid) for \(name)'s router.
                    func make\(kid)Router(listener: \(kid)Listener, id: String) -> ViewableRouting {
                        \(kid)Builder(dependency: self).build(withListener: listener, id: id)
                    }

                """
            }.joined() : ""
        let isFrameworkRouterLeaf = style == 0 && kids.isEmpty
        let makeRouter: String
        switch style {
        case 1:
            makeRouter = """
                \(name)Router(interactor: interactor, viewController: viewController, dependency: \(name)RouterComponent(component: component))
                """
        case 2:
            makeRouter = "\(name)Router(interactor: interactor, viewController: viewController, component: component)"
        default:
            makeRouter =
                isFrameworkRouterLeaf
                ? "ViewableRouter(interactor: interactor, viewController: viewController)"
                : """
                \(name)Router(
                            interactor: interactor,
                            viewController: viewController\(kids.map { ",\n            \(property($0)): \($0)Builder(dependency: component)" }.joined())
                        )
                """
        }
        let buildFunctions =
            style == 3
            ? """
            final class \(name)Builder: MultiStageComponentizedBuilder<\(name)Component, ViewableRouting, (listener: \(name)Listener, id: String)>, \(name)Buildable {
                init(dependency: \(name)Dependency) {
                    super.init { \(name)Component(dependency: dependency) }
                }

                override func finalStageBuild(with component: \(name)Component, _ dynamicDependency: (listener: \(name)Listener, id: String)) -> ViewableRouting {
                    let viewController = \(name)ViewController()
                    let interactor = \(name)Interactor(presenter: viewController, store: component.store, id: dynamicDependency.id)
                    interactor.listener = dynamicDependency.listener
                    return \(makeRouter)
                }

                func build(withListener listener: \(name)Listener, id: String) -> ViewableRouting {
                    finalStageBuild(withDynamicDependency: (listener, id))
                }
            }
            """
            : """
            final class \(name)Builder: Builder<\(name)Dependency>, \(name)Buildable {
                override init(dependency: \(name)Dependency) {
                    super.init(dependency: dependency)
                }

                func build(withListener listener: \(name)Listener, id: String) -> ViewableRouting {
                    let component = \(name)Component(dependency: dependency)
                    let viewController = \(name)ViewController()
                    let interactor = \(name)Interactor(presenter: viewController, store: component.store, id: id)
                    interactor.listener = listener
                    return \(makeRouter)
                }
            }
            """
        let builder = """
            import RIBs

            /// What \(name) needs from its parent's scope.
            protocol \(name)Dependency: Dependency {
                /// The signed-in user's session.
                var session: Session { get }
                /// Where \(name) reports what the user does.
                var analytics: Analytics { get }
            }

            final class \(name)Component: Component<\(name)Dependency>\(kids.isEmpty ? "" : ", " + conformances) {
                var session: Session { dependency.session }
                var analytics: Analytics { dependency.analytics }

                var store: \(name)Store {
                    shared { \(name)Store(session: session) }
                }
            \(factories)}

            // MARK: - Builder

            /// Builds \(name): its component, view controller, interactor and router.
            protocol \(name)Buildable: Buildable {
                func build(withListener listener: \(name)Listener, id: String) -> ViewableRouting
            }

            \(buildFunctions)
            \(index == 0 ? appComponent(for: name) : "")
            """
        let routerDependency =
            style == 1
            ? """

            /// What \(name)'s router routes with: its children's builders, made from its component.
            protocol \(name)RouterDependency: AnyObject {
                var shared: \(name)SharedRouting { get }
            }

            protocol \(name)SharedRouting {
            \(kids.map { "    var \(property($0)): \($0)Buildable { get }\n" }.joined())}

            final class \(name)RouterComponent: \(name)RouterDependency, \(name)SharedRouting {
                init(component: \(name)Component) {
                    self.component = component
                }

                var shared: \(name)SharedRouting { self }
            \(kids.map { "    var \(property($0)): \($0)Buildable { \($0)Builder(dependency: component) }\n" }.joined())
                private let component: \(name)Component
            }

            """ : ""
        let (stored, initParameters, assignments): (String, String, String)
        switch style {
        case 1:
            (stored, initParameters, assignments) = (
                "    private let dependency: \(name)RouterDependency\n", ",\n        dependency: \(name)RouterDependency", "        self.dependency = dependency\n"
            )
        case 2:
            (stored, initParameters, assignments) = (
                "    private let component: \(name)Component\n", ",\n        component: \(name)Component", "        self.component = component\n"
            )
        default:
            (stored, initParameters, assignments) = (
                kids.map { "    private let \(property($0)): \($0)Buildable\n" }.joined(),
                kids.map { ",\n        \(property($0)): \($0)Buildable" }.joined(),
                kids.map { "        self.\(property($0)) = \(property($0))\n" }.joined()
            )
        }
        func built(_ kid: String) -> String {
            switch style {
            case 1: "dependency.shared.\(property(kid)).build(withListener: interactor, id: id)"
            case 2: "component.make\(kid)Router(listener: interactor, id: id)"
            default: "\(property(kid)).build(withListener: interactor, id: id)"
            }
        }
        let routerClass = """
            final class \(name)Router: \(index == 0 ? "LaunchRouter" : "ViewableRouter")<\(name)Interactable, \(name)ViewControllable>, \(name)Routing {
            \(stored)    private var current: ViewableRouting?

                init(
                    interactor: \(name)Interactable,
                    viewController: \(name)ViewControllable\(initParameters)
                ) {
            \(assignments)        super.init(interactor: interactor, viewController: viewController)
                    interactor.router = self
                }

            \(kids.map { kid in
                """
                        /// Shows \(kid) on top of \(name), closing what was open.
                        func routeTo\(kid)(id: String) {
                            detachCurrent()
                            let router = \(built(kid))
                            attachChild(router)
                            viewController.present(router.viewControllable)
                            current = router
                        }

                    """
            }.joined())    /// Closes the child on screen, if any.
                func detachCurrent() {
                    guard let current else { return }
                    detachChild(current)
                    viewController.dismiss(current.viewControllable)
                    self.current = nil
                }
            }

            """
        let router = """
            import RIBs

            protocol \(name)Interactable: Interactable\(listeners.isEmpty ? "" : ", " + listeners) {
                var router: \(name)Routing? { get set }
                var listener: \(name)Listener? { get set }
            }

            protocol \(name)ViewControllable: ViewControllable {
                func present(_ viewController: ViewControllable)
                func dismiss(_ viewController: ViewControllable)
            }
            \(routerDependency)
            \(isFrameworkRouterLeaf ? "" : routerClass)
            """
        let interactor = """
            import Combine
            import RIBs

            protocol \(name)Routing: ViewableRouting {}

            protocol \(name)Presentable: Presentable {
                var listener: \(name)PresentableListener? { get set }
                func show(items: [String], title: String)
            }

            protocol \(name)Listener: AnyObject {
                func \(name.prefix(1).lowercased() + name.dropFirst())DidFinish(with result: Result<String, Error>)
            }

            final class \(name)Interactor: PresentableInteractor<\(name)Presentable>, \(name)Interactable, \(name)PresentableListener {
                weak var router: \(name)Routing?
                weak var listener: \(name)Listener?
                private let store: \(name)Store
                private let id: String
                private var cancellables = Set<AnyCancellable>()

                init(presenter: \(name)Presentable, store: \(name)Store, id: String) {
                    self.store = store
                    self.id = id
                    super.init(presenter: presenter)
                    presenter.listener = self
                }

                override func didBecomeActive() {
                    super.didBecomeActive()
                    store.items
                        .map { items in items.filter { !$0.isEmpty }.sorted() }
                        .sink { [weak self] items in
                            guard let self else { return }
                            self.presenter.show(items: items, title: "\\(self.id): \\(items.count) items")
                        }
                        .store(in: &cancellables)
                }

                override func willResignActive() {
                    super.willResignActive()
                    cancellables.removeAll()
                }

                // MARK: - \(name)PresentableListener

                /// The user picked a row: open it, or report why it cannot be opened.
                func didSelect(item: String, at index: Int) {
                    guard isActive, index >= 0 else { return }
                    switch store.state(of: item) {
                    case .ready(let details) where details.isEnabled:
                        analytics.track(event: "\(name.lowercased())_open", properties: ["item": item, "index": "\\(index)"])
                        router?.routeToDetails(item: item, details: details)
                    case .ready:
                        presenter.showError(message: "\\(item) is not available right now.")
                    case .loading:
                        pendingSelection = (item, index)
                    case .failed(let error):
                        retries += 1
                        if retries < 3 {
                            store.reload(item: item)
                        } else {
                            listener?.\(name.prefix(1).lowercased() + name.dropFirst())DidFinish(with: .failure(error))
                        }
                    }
                }

                /// The user pulled to refresh.
                func didRequestRefresh() {
                    retries = 0
                    store.reloadAll()
                        .receive(on: DispatchQueue.main)
                        .sink(
                            receiveCompletion: { [weak self] completion in
                                if case .failure(let error) = completion {
                                    self?.presenter.showError(message: error.localizedDescription)
                                }
                            },
                            receiveValue: { [weak self] count in
                                self?.analytics.track(event: "\(name.lowercased())_refresh", properties: ["count": "\\(count)"])
                            }
                        )
                        .store(in: &cancellables)
                }

                /// The user closed the screen.
                func didTapClose() {
                    let summary = store.items.value.prefix(5).joined(separator: ", ")
                    listener?.\(name.prefix(1).lowercased() + name.dropFirst())DidFinish(with: .success(summary))
                }

                private var pendingSelection: (item: String, index: Int)?
                private var retries = 0
                private var analytics: Analytics { store.analytics }
            }

            """
        let view = """
            import RIBs
            import UIKit

            /// What the view controller tells its interactor.
            protocol \(name)PresentableListener: AnyObject {
                func didSelect(item: String, at index: Int)
                func didRequestRefresh()
                func didTapClose()
            }

            final class \(name)ViewController: UIViewController, \(name)Presentable, \(name)ViewControllable {
                weak var listener: \(name)PresentableListener?
                private let tableView = UITableView(frame: .zero, style: .insetGrouped)
                private var items: [String] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .systemBackground
                    tableView.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(tableView)
                    NSLayoutConstraint.activate([
                        tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    ])
                }

                func show(items: [String], title: String) {
                    self.items = items
                    self.title = title
                    tableView.reloadData()
                }

                func present(_ viewController: ViewControllable) {
                    present(viewController.uiviewController, animated: true, completion: nil)
                }

                func dismiss(_ viewController: ViewControllable) {
                    if presentedViewController === viewController.uiviewController {
                        dismiss(animated: true, completion: nil)
                    }
                }

                func showError(message: String) {
                    let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
                    present(alert, animated: true, completion: nil)
                }
            }

            // MARK: - UITableViewDataSource, UITableViewDelegate

            extension \(name)ViewController: UITableViewDataSource, UITableViewDelegate {
                func numberOfSections(in tableView: UITableView) -> Int { 1 }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    items.count
                }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "\(name)Cell", for: indexPath)
                    var content = cell.defaultContentConfiguration()
                    content.text = items[indexPath.row]
                    content.secondaryText = indexPath.row == 0 ? "Most recent" : nil
                    content.image = UIImage(systemName: indexPath.row.isMultiple(of: 2) ? "star" : "star.fill")
                    cell.contentConfiguration = content
                    cell.accessoryType = .disclosureIndicator
                    return cell
                }

                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    tableView.deselectRow(at: indexPath, animated: true)
                    listener?.didSelect(item: items[indexPath.row], at: indexPath.row)
                }
            }

            """
        let folder = "Sources/\(module(of: index))/\(name)"
        return [
            ("\(folder)/\(name)Builder.swift", builder), ("\(folder)/\(name)Router.swift", router),
            ("\(folder)/\(name)Interactor.swift", interactor), ("\(folder)/\(name)ViewController.swift", view),
        ].map { path, text in (path, Self.licence(for: path) + text) }
    }

    /// The header uber/RIBs' example files start with.
    private static func licence(for path: String) -> String {
        """
        //
        //  \(path.split(separator: "/").last ?? "")
        //
        //  Copyright (c) 2017. Uber Technologies
        //
        //  Licensed under the Apache License, Version 2.0 (the "License");
        //  you may not use this file except in compliance with the License.
        //  You may obtain a copy of the License at
        //
        //  http://www.apache.org/licenses/LICENSE-2.0
        //
        //  Unless required by applicable law or agreed to in writing, software
        //  distributed under the License is distributed on an "AS IS" BASIS,
        //  WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
        //  See the License for the specific language governing permissions and
        //  limitations under the License.
        //

        """
    }
}
