import Foundation
import StrutExamples
import Testing

@testable import StrutAutoLayout

/// What the stack-view feed item gives the engine, stack by stack: the `UISV-…` constraints each
/// stack generates, how many get a row and how many are implied by the others (no row).
///
/// Audit (issue 12): beyond the three implied ones, no generated constraint of the item follows
/// from the others of its plan. Fill alignment's four edge equalities per view, the spacing
/// chain and fill-equally's widths each fix a degree of freedom of their own; the card's and the
/// actor row's spanner rows are the only ones bounding the canvas by the taller view
/// (`spanner.bottom >= Si.bottom`, or `spanner.top <= Si.top` when centred), and their
/// `@999.5`, `@51` and `@25` rows decide optima that no required row fixes. Some of them change
/// no frame of this item (its labels are all 17 high, its images have required sizes), but that
/// follows from the arranged views' content, not from the plan, and can change with it.
@Suite struct StackFeedItemRowAccountingTests {
    /// Per stack in tree order (the outer column, action bar, profile card, its texts column and
    /// name row, content column, social row, actor row): generated constraints fed and implied.
    @Test func rowsPerStack() {
        let built = laidOutStackFeedItem { _ in }
        var fed: [Int] = [], implied: [Int] = []
        for case let stack as StackView in built.views {
            let constraints = stack.arrangementConstraints
            fed.append(constraints.filter { !$0.isImpliedByOthers }.count)
            implied.append(constraints.filter(\.isImpliedByOthers).count)
        }
        #expect(fed == [19, 7, 12, 10, 7, 10, 12, 12])
        #expect(implied == [0, 0, 1, 0, 0, 0, 0, 2])
        #expect(fed.reduce(0, +) == 89)
        // Every generated constraint is active, with or without its row.
        for case let stack as StackView in built.views {
            #expect(stack.arrangementConstraints.allSatisfy { $0.isActive && ($0.identifier ?? "").hasPrefix("UISV-") })
        }
    }
}
