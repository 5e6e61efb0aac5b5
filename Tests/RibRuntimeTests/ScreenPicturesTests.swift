import RibInspector
import RibRuntime
import Testing

@Suite("Screen pictures")
struct ScreenPicturesTests {
    private let homeID = RibID(rawValue: 1)
    private let balanceID = RibID(rawValue: 3)
    /// The smallest PNG a trace accepts: its signature.
    private static let picture = ScreenImage(bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], mediaType: .png, pixelWidth: 1, pixelHeight: 1)

    @Test("viewful RIBs are pictured right after they load, viewless ones never, and on demand")
    func picturedAfterLoading() throws {
        var asked: [ViewController] = []
        let (trace, root) = recordTrace {
            ScreenPictures.taking(with: {
                asked.append($0); return Self.picture
            }) {
                let root = HomeRouter()
                root.onDidLoad = { router in
                    let card = CardRouter()
                    card.onDidLoad = { card in card.attachChild(BalanceRouter()) }
                    router.attachChild(card)
                }
                root.launch(from: Window())
                ScreenPictures.capture(root.viewController)
                return root
            }
        }
        #expect(trace.screens.map(\.rib) == [balanceID, homeID, homeID])
        #expect(asked.count == 3 && asked[1] === root.viewController)
        let loadedHome = try #require(trace.events.firstIndex { $0.kind == .loaded(homeID) })
        #expect(trace.screens[1].sequence == UInt64(trace.events.count) && trace.screens[1].sequence > UInt64(loadedHome))
        #expect(trace.screenImages.count == 1)
    }

    @Test("outside ScreenPictures.taking nothing is pictured")
    func noSourceNoPictures() {
        let (trace, root) = recordTrace {
            let root = HomeRouter()
            root.launch(from: Window())
            return root
        }
        #expect(ScreenPictures.capture(root.viewController) == nil)
        #expect(trace.screens.isEmpty)
    }
}
