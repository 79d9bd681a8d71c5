import Foundation
import Testing

@testable import StrutDeclarative

/// The defaults a `ViewTree` gets without implementing them.
@Suite struct ViewTreeDefaultsTests {
    @Test func hasSubviewsDefaultsToWhetherSubviewsIsNonEmpty() {
        let parent = TestNode(), child = TestNode()
        #expect(!TestTree.hasSubviews(parent))
        parent.addSubview(child)
        #expect(TestTree.hasSubviews(parent) && !TestTree.hasSubviews(child))
        child.removeFromSuperview()
        #expect(!TestTree.hasSubviews(parent))
    }
}
