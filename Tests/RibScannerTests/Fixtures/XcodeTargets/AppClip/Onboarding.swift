import Foundation

/// Kept in the App Clip's folder, but compiled into the full app only.
final class OnboardingStore {
    static let shared = OnboardingStore()
    var hasSeenOnboarding = false
}
