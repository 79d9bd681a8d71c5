import Foundation
import StrutExamples
import Testing

@testable import StrutAutoLayout

/// The box feed cell (`StrutExamples.BoxFeedCell`), built with stack views and with plain
/// constraints: the two must place every leaf view identically.
@Suite struct FeedCellTests {
    /// Every leaf in the cell's coordinates, both ways; heights: 17 + 4 + 70 (the labels column,
    /// taller than the image) + 4 + 68 + 4 + 200 + 4 + 17 + 4 + 17 + 4 + 17 + 4 + 50 = 484.
    @Test func stackViewsAndPlainConstraintsAgree() {
        let stackRoot = View(frame: CGRect(x: 0, y: 0, width: 375, height: 2000))
        let (stackCell, stackLeaves) = BoxFeedCell.withStackViews(in: stackRoot)
        stackRoot.layoutIfNeeded()
        let plainRoot = View(frame: CGRect(x: 0, y: 0, width: 375, height: 2000))
        let (plainCell, plainLeaves) = BoxFeedCell.withConstraints(in: plainRoot)
        plainRoot.layoutIfNeeded()
        #expect(stackCell.frame.size == CGSize(width: 375, height: 484))
        #expect(plainCell.frame.size == CGSize(width: 375, height: 484))
        for (a, b) in zip(stackLeaves.all, plainLeaves.all) {
            let inStack = a.superview.map { $0.convert(a.frame, to: stackCell) } ?? .null
            #expect(approximatelyEqual(inStack, b.frame), "\(a.identifier ?? ""): \(inStack) vs \(b.frame)")
        }
        // Spot checks by hand: the image is centred on the 70-high labels column: 21 + 10 = 31;
        // the social row spreads (375 − 130)/2 = 122.5 between its three labels.
        #expect(plainLeaves.image.frame.minY == 31)
        #expect(plainLeaves.comment.frame.minX == 152.5)
    }
}
