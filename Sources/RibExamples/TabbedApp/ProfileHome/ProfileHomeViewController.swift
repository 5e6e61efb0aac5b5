import RibRuntime

protocol ProfileHomePresentableListener: AnyObject {}

/// The Profile tab: the user's name.
final class ProfileHomeViewController: ViewController, ProfileHomePresentable, ProfileHomeViewControllable {
    weak var listener: ProfileHomePresentableListener?

    let userName: String

    init(userName: String) {
        self.userName = userName
        super.init()
        title = "Profile"
    }
}
