/// The RIBs types the scanner recognises, the same in uber/RIBs and ModernRIBs.
enum FrameworkType: String, Sendable, CaseIterable {
    case builder = "Builder"
    case componentizedBuilder = "ComponentizedBuilder"
    case simpleComponentizedBuilder = "SimpleComponentizedBuilder"
    case multiStageComponentizedBuilder = "MultiStageComponentizedBuilder"
    case router = "Router"
    case viewableRouter = "ViewableRouter"
    case launchRouter = "LaunchRouter"
    case interactor = "Interactor"
    case presentableInteractor = "PresentableInteractor"
    case component = "Component"
    case emptyComponent = "EmptyComponent"
    case dependency = "Dependency"
    case emptyDependency = "EmptyDependency"
    case buildable = "Buildable"
    /// Needle's root component (`NeedleFoundation.BootstrapComponent`).
    case bootstrapComponent = "BootstrapComponent"

    /// The modules that export these types; a type qualified with one of them is always
    /// the framework's, whatever the project declares.
    static let modules: Set<String> = ["RIBs", "ModernRIBs"]

    /// uber/needle's module, the dependency-injection framework many RIBs apps use, and the
    /// types of it that mean the same as RIBs' (a `Component<D>` is a scope with `shared { }`
    /// objects; a `BootstrapComponent` is a root scope with no dependency).
    static let needleModule = "NeedleFoundation"
    static let needleTypes: Set<FrameworkType> = [.component, .bootstrapComponent, .dependency, .emptyDependency]

    /// Whether the type is a builder base class, and which of its generic arguments is the
    /// component (for componentized builders) rather than the dependency.
    var isBuilder: Bool {
        switch self {
        case .builder, .componentizedBuilder, .simpleComponentizedBuilder, .multiStageComponentizedBuilder: true
        default: false
        }
    }

    /// Whether the builder's first generic argument is its component.
    var isComponentizedBuilder: Bool {
        isBuilder && self != .builder
    }

    /// Whether the type is a router base class.
    var isRouter: Bool {
        self == .router || self == .viewableRouter || self == .launchRouter
    }

    /// Whether the type is an interactor base class.
    var isInteractor: Bool {
        self == .interactor || self == .presentableInteractor
    }

    /// Whether the type is a component base class.
    var isComponent: Bool {
        self == .component || self == .emptyComponent || self == .bootstrapComponent
    }
}
