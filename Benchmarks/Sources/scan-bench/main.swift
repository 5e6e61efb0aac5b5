import Dispatch
import Foundation
import RibScanner
import SwiftParser
import SwiftSyntax

// Scanning 1,000 Swift files of RIBs code against parsing them with swift-syntax alone.
//
//     swift run -c release --package-path Benchmarks scan-bench [files] [rounds]
//
// Generates an app of 250 RIBs (builder with component and dependency, router holding its
// children's buildables, interactor, view controller: four files each) in a temporary
// folder, then times, in the same run: parsing the files already in memory, serially and
// on every core, and the whole scan (discovery, reading, filtering, parsing on every core,
// collecting, linking, validating). Prints the medians and the ratio; the target is at most
// 1.3× the time of parsing alone on every core.

let fileCount = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1000 : 1000
let rounds = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 7 : 7
let ribCount = max(1, fileCount / 4)

func ribName(_ index: Int) -> String { "Feature\(index)" }

func children(of index: Int) -> [Int] {
    [2 * index + 1, 2 * index + 2].filter { $0 < ribCount }
}

func files(for index: Int) -> [(String, String)] {
    let name = ribName(index)
    let kids = children(of: index).map(ribName)
    let listeners = kids.map { "\($0)Listener" }.joined(separator: ", ")
    let conformances = kids.map { "\($0)Dependency" }.joined(separator: ", ")
    let builder = """
        import RIBs

        protocol \(name)Dependency: Dependency {
            var session: Session { get }
            var analytics: Analytics { get }
        }

        final class \(name)Component: Component<\(name)Dependency>\(kids.isEmpty ? "" : ", " + conformances) {
            var session: Session { dependency.session }
            var analytics: Analytics { dependency.analytics }

            var store: \(name)Store {
                shared { \(name)Store(session: session) }
            }
        }

        protocol \(name)Buildable: Buildable {
            func build(withListener listener: \(name)Listener, id: String) -> ViewableRouting
        }

        final class \(name)Builder: Builder<\(name)Dependency>, \(name)Buildable {
            override init(dependency: \(name)Dependency) {
                super.init(dependency: dependency)
            }

            func build(withListener listener: \(name)Listener, id: String) -> ViewableRouting {
                let component = \(name)Component(dependency: dependency)
                let viewController = \(name)ViewController()
                let interactor = \(name)Interactor(presenter: viewController, store: component.store, id: id)
                interactor.listener = listener
                return \(name)Router(
                    interactor: interactor,
                    viewController: viewController\(kids.map { ",\n            \($0.prefix(1).lowercased() + $0.dropFirst())Builder: \($0)Builder(dependency: component)" }.joined())
                )
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

        final class \(name)Router: ViewableRouter<\(name)Interactable, \(name)ViewControllable>, \(name)Routing {
        \(kids.map { "    private let \($0.prefix(1).lowercased() + $0.dropFirst())Builder: \($0)Buildable\n" }.joined())    private var current: ViewableRouting?

            init(
                interactor: \(name)Interactable,
                viewController: \(name)ViewControllable\(kids.map { ",\n        \($0.prefix(1).lowercased() + $0.dropFirst())Builder: \($0)Buildable" }.joined())
            ) {
        \(kids.map { "        self.\($0.prefix(1).lowercased() + $0.dropFirst())Builder = \($0.prefix(1).lowercased() + $0.dropFirst())Builder\n" }.joined())        super.init(interactor: interactor, viewController: viewController)
                interactor.router = self
            }

        \(kids.map { kid in
            let property = kid.prefix(1).lowercased() + kid.dropFirst() + "Builder"
            return """
                    func routeTo\(kid)(id: String) {
                        detachCurrent()
                        let router = \(property).build(withListener: interactor, id: id)
                        attachChild(router)
                        viewController.present(router.viewControllable)
                        current = router
                    }

                """
        }.joined())    func detachCurrent() {
                guard let current else { return }
                detachChild(current)
                viewController.dismiss(current.viewControllable)
                self.current = nil
            }
        }

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
        }

        """
    let view = """
        import RIBs
        import UIKit

        protocol \(name)PresentableListener: AnyObject {}

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
        }

        """
    return [
        ("\(name)/\(name)Builder.swift", builder), ("\(name)/\(name)Router.swift", router),
        ("\(name)/\(name)Interactor.swift", interactor), ("\(name)/\(name)ViewController.swift", view),
    ]
}

// MARK: - Generate

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scan-bench-\(ProcessInfo.processInfo.processIdentifier)")
try? FileManager.default.removeItem(at: folder)
var sources: [String] = []
for index in 0..<ribCount {
    for (path, text) in files(for: index) {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
        sources.append(text)
    }
}
defer { try? FileManager.default.removeItem(at: folder) }
let bytes = sources.reduce(0) { $0 + $1.utf8.count }
print("\(sources.count) files, \(bytes / 1024) KiB of Swift, \(ribCount) RIBs, \(ProcessInfo.processInfo.activeProcessorCount) cores")

// MARK: - Measure

/// Keeps results alive so the optimiser cannot drop the work, from any thread.
final class Sink: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0
    private(set) var ribsFound = 0
    func add(_ value: Int) { lock.lock(); total &+= value; lock.unlock() }
    func found(_ ribs: Int) { lock.lock(); ribsFound = ribs; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return total }
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let sink = Sink()
let frozen = sources
func parseSerially() { for source in frozen { sink.add(Parser.parse(source: source).statements.count) } }
func parseOnEveryCore() {
    DispatchQueue.concurrentPerform(iterations: frozen.count) { index in
        sink.add(Parser.parse(source: frozen[index]).statements.count)
    }
}
let scannedFolder = folder.path
func scan() {
    let architecture = RibScanner().scan([scannedFolder])
    sink.found(architecture.ribs.count)
    sink.add(architecture.attachments.count + architecture.warnings.count)
}

parseOnEveryCore()
scan()
var serial: [Double] = []
var parallel: [Double] = []
var scans: [Double] = []
for _ in 0..<rounds {
    // Interleaved, so a busy neighbour on the machine slows all three alike.
    serial.append(seconds(parseSerially))
    parallel.append(seconds(parseOnEveryCore))
    scans.append(seconds(scan))
}
let parseTime = median(parallel)
let scanTime = median(scans)
func milliseconds(_ value: Double) -> String { String(format: "%.1f ms", value * 1000) }
print("parse only, one core:    \(milliseconds(median(serial)))")
print("parse only, every core:  \(milliseconds(parseTime))")
print("full scan, every core:   \(milliseconds(scanTime))  (\(sink.ribsFound) RIBs)")
print(String(format: "scan / parse (every core): %.2f×  (target ≤ 1.30×)", scanTime / parseTime))
print(String(format: "scan / parse (one core):   %.2f×", scanTime / median(serial)))
if sink.ribsFound != ribCount { print("error: found \(sink.ribsFound) RIBs, expected \(ribCount)"); exit(1) }
_ = sink.value
