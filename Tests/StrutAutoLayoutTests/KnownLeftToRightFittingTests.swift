import Foundation
import Testing

@testable import StrutAutoLayout

/// A fitting engine made for a subtree whose views are all left to right builds its
/// directional rows without asking any view's direction; a subtree with a right-to-left view
/// asks as before, and a direction changed after a fitting makes the next fitting use a fresh
/// engine that mirrors the rows.
@Suite struct KnownLeftToRightFittingTests {
    /// A 200-wide cell with one 50 × 20 subview 10 from the leading edge and 5 from the top
    /// and bottom: the cell is 30 tall; the subview's left edge is 10 left to right and
    /// 200 − 10 − 50 = 140 right to left.
    private func makeCell() -> (cell: View, sub: View) {
        let cell = View()
        let sub = View()
        sub.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(sub)
        LayoutConstraint.activate([
            sub.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            sub.topAnchor.constraint(equalTo: cell.topAnchor, constant: 5),
            sub.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -5),
            sub.widthAnchor.constraint(equalToConstant: 50), sub.heightAnchor.constraint(equalToConstant: 20),
        ])
        return (cell, sub)
    }

    private func fit(_ cell: View) -> CGSize {
        cell.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
    }

    @Test func leftToRightSubtreeSkipsDirectionLookups() throws {
        let (cell, sub) = makeCell()
        #expect(fit(cell) == CGSize(width: 200, height: 30))
        let engine = try #require(cell.fittingCache?.engine)
        #expect(engine.isKnownLeftToRight)
        #expect(engine.alignmentRect(of: sub.layoutNode) == CGRect(x: 10, y: 5, width: 50, height: 20))
    }

    @Test func rightToLeftSubtreeMirrors() throws {
        let (cell, sub) = makeCell()
        cell.semanticContentAttribute = .forceRightToLeft
        #expect(fit(cell) == CGSize(width: 200, height: 30))
        let engine = try #require(cell.fittingCache?.engine)
        #expect(!engine.isKnownLeftToRight)
        #expect(engine.alignmentRect(of: sub.layoutNode) == CGRect(x: 140, y: 5, width: 50, height: 20))
    }

    @Test func directionChangedAfterFittingMakesAFreshMirroredEngine() throws {
        let (cell, sub) = makeCell()
        _ = fit(cell)
        let first = try #require(cell.fittingCache?.engine)
        sub.semanticContentAttribute = .forceRightToLeft
        #expect(fit(cell) == CGSize(width: 200, height: 30))
        let second = try #require(cell.fittingCache?.engine)
        #expect(second !== first)
        #expect(!second.isKnownLeftToRight)
        // The row `sub.leading == cell.leading + 10` follows the subview's direction: mirrored.
        #expect(second.alignmentRect(of: sub.layoutNode) == CGRect(x: 140, y: 5, width: 50, height: 20))
    }
}
