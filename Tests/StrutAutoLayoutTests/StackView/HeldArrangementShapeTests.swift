import Foundation
import Testing

@testable import StrutAutoLayout

/// A held arrangement's entries, hosts and fed entries (``HeldArrangementShape``) are worked out
/// once per plan and shared by the stacks configured alike; stacks with the same plan but other
/// slots (a margins-relative canvas, implied constraints fed) get shapes of their own. Every
/// stack measures, solves and lists exactly as with the eager arrangement.
@Suite struct HeldArrangementShapeTests {
    /// Four centred rows with the same plan (two views, spacing 6, the second taking the rest
    /// of the width): plain, plain again,
    /// margins-relative, and feeding its implied constraints. Centre alignment has implied
    /// entries (each view's end boundary), so the last stack's rows differ from the others'.
    static func column(held: Bool) -> (root: View, views: [View], stacks: [StackView]) {
        let root = View()
        let column = StackView()
        column.axis = .vertical
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            column.topAnchor.constraint(equalTo: root.topAnchor),
            column.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        var stacks = [column]
        for row in 0..<4 {
            let a = View()
            let b = View()
            a.widthAnchor.constraint(equalToConstant: 20 + CGFloat(row)).isActive = true
            a.heightAnchor.constraint(equalToConstant: 30 + 10 * CGFloat(row)).isActive = true
            b.heightAnchor.constraint(equalToConstant: 12).isActive = true
            let stack = StackView(arrangedSubviews: [a, b])
            stack.alignment = .center
            stack.spacing = 6
            if row == 2 {
                stack.isLayoutMarginsRelativeArrangement = true
                stack.layoutMargins = EdgeInsets(top: 3, left: 5, bottom: 7, right: 9)
            }
            if row == 3 { stack.feedsImpliedConstraints = true }
            column.addArrangedSubview(stack)
            stacks.append(stack)
        }
        var views: [View] = []
        root.collectSubtree(into: &views)
        for stack in stacks { stack.holdsFirstArrangement = held }
        return (root, views, stacks)
    }

    static func fit(_ root: View) -> CGSize {
        root.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
    }

    @Test func stacksConfiguredAlikeShareAShapeAndMatchTheEagerPath() {
        let held = Self.column(held: true)
        let eager = Self.column(held: false)
        let sizes = [Self.fit(held.root), Self.fit(eager.root)]
        // Independently: rows of max(30 + 10k, 12) (k = 0…3) plus the margins' 3 + 7.
        #expect(sizes[0] == CGSize(width: 200, height: 30 + 40 + 50 + 60 + 10))
        #expect(sizes[0] == sizes[1])
        // Not vacuous: every stack held its arrangement; the plain rows share one shape, the
        // margins-relative and the feeding ones have their own.
        let shapes = held.stacks.map { $0.heldArrangement?.shape }
        #expect(shapes.allSatisfy { $0 != nil })
        #expect(shapes[1] === shapes[2])
        #expect(shapes[3] !== shapes[1])
        #expect(shapes[4] !== shapes[1] && shapes[4] !== shapes[3])
        #expect(shapes[4]?.fedByHost.count == (shapes[1]?.fedByHost.count ?? 0) + 2)
        // The engines made the same rows from the data as from the constraints.
        #expect(held.root.fittingCache?.engine.statistics == eager.root.fittingCache?.engine.statistics)
        #expect(held.root.fittingCache?.engine.statistics.constraintsBroken == 0)
        for root in [held.root, eager.root] {
            root.frame = CGRect(origin: .zero, size: sizes[0])
            root.layoutIfNeeded()
        }
        #expect(held.views.map(\.frame) == eager.views.map(\.frame))
        // The margins-relative row (at y = 30 + 40): its first view inside the margins
        // (left 5, top 3), centred in the 50 points between them; the second, 12 high, centred
        // too, after the spacing, to the right margin (200 − 9).
        let marginRow = held.stacks[3]
        #expect(marginRow.frame == CGRect(x: 0, y: 70, width: 200, height: 60))
        #expect(marginRow.arrangedSubviews[0].frame == CGRect(x: 5, y: 3, width: 22, height: 50))
        #expect(marginRow.arrangedSubviews[1].frame == CGRect(x: 33, y: 22, width: 158, height: 12))
        // Once read, the same constraints in the same lists (implied flags included).
        #expect(StackViewHeldArrangementTests.shapes(held.views) == StackViewHeldArrangementTests.shapes(eager.views))
        #expect(held.stacks.allSatisfy { $0.heldArrangement == nil })
    }
}
