import UIKit

/// The app's colours, shared by its views.
final class Theme {
    static let shared = Theme()
    let tint = UIColor.systemIndigo
}
