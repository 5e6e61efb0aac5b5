import Foundation

/// The implementation target's resources, shared by its views.
final class ModuleBundle {
    static let shared = Bundle.module
}
