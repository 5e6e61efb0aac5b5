@testable import App
import RIBs
import XCTest

final class ChildDependencyMock: ChildDependency {}

final class ChildBuilderTests: XCTestCase {
    func testBuildAttachesNothing() {
        let router = ChildBuilder(dependency: ChildDependencyMock()).build(withListener: ChildListenerMock())
        XCTAssertTrue(router.children.isEmpty)
    }
}
