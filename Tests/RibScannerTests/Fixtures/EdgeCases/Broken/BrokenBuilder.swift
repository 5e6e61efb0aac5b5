import ModernRIBs

final class BrokenBuilder: Builder<BrokenDependency> {
    func build( -> BrokenRouting {
        return BrokenRouter(
    }
}
