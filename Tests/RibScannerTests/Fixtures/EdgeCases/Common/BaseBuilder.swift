import ModernRIBs

/// A project's own base classes: subclasses are builders and routers through them.
class BaseBuilder<DependencyType>: ModernRIBs.Builder<DependencyType> {}

class BaseRouter<InteractorType>: ModernRIBs.Router<InteractorType> {}
