import Foundation
import Testing

@testable import StrutAutoLayout

/// Each view caches its effective layout direction for its root and the root's tree epoch; a
/// fitting engine fills the caches of its subtree with the directions it derived top-down
/// (`FittingCache.init`), so building the rows asks no view to walk to the root. These tests
/// check the cached answers against hand-derived directions and that a stale cache (another
/// root, a new epoch, a moved view) is never used.
@Suite struct DirectionCacheTests {
    /// window (right-to-left) ─ a ─ b (forced left-to-right) ─ c ─ d. By hand: a inherits the
    /// window's right-to-left; b forces left-to-right; c and d inherit b's. Asking d first fills
    /// the caches of d, c and b (the walk stops at b, which decides); a's comes from the window. Moving c under a makes c and d right-to-left (they now inherit a's), though
    /// their caches held left-to-right.
    @Test func cachedDirectionsFollowAMovedView() {
        let window = Window(size: CGSize(width: 100, height: 100))
        window.layoutDirection = .rightToLeft
        let a = View(), b = View(), c = View(), d = View()
        b.semanticContentAttribute = .forceLeftToRight
        window.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)
        c.addSubview(d)
        #expect(d.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(c.cachedDirection == .leftToRight && c.cachedDirectionRoot === window)
        #expect(b.cachedDirection == .leftToRight && b.cachedDirectionRoot === window)
        #expect(a.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        c.removeFromSuperview()
        a.addSubview(c)
        #expect(d.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(c.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        window.layoutDirection = .leftToRight
        #expect(d.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(a.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    /// A cell fitted inside a right-to-left window: its views' caches hold what the walk to the
    /// root gives (checked by invalidating the epoch and asking again). The cell is 100 wide,
    /// `plain` (20 wide) is pinned 10 from the cell's leading edge, `forced` (in a forced
    /// left-to-right container filling the cell) 10 from its container's leading edge. By hand:
    /// right-to-left, plain's minX = 100 − 10 − 20 = 70; forced's minX = 10 either way.
    @Test func aFittingFillsTheCachesWithTheWalksAnswers() {
        let window = Window(size: CGSize(width: 300, height: 300))
        window.layoutDirection = .rightToLeft
        let cell = View()
        let container = makeView(), plain = makeView(), forced = makeView()
        container.semanticContentAttribute = .forceLeftToRight
        window.addSubview(cell)
        cell.addSubview(container)
        cell.addSubview(plain)
        container.addSubview(forced)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            container.topAnchor.constraint(equalTo: cell.topAnchor),
            forced.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            forced.widthAnchor.constraint(equalToConstant: 20),
            forced.topAnchor.constraint(equalTo: container.topAnchor),
            forced.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            forced.heightAnchor.constraint(equalToConstant: 5),
            plain.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            plain.widthAnchor.constraint(equalToConstant: 20),
            plain.topAnchor.constraint(equalTo: container.bottomAnchor),
            plain.heightAnchor.constraint(equalToConstant: 5),
            plain.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
        ])
        func fit() -> (plain: Double, forced: Double) {
            _ = cell.systemLayoutSizeFitting(
                CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            let engine = cell.fittingCache!.engine
            return (engine.solver.value(of: plain.layoutNode.minX), engine.solver.value(of: forced.layoutNode.minX))
        }
        let first = fit()
        #expect(first.plain == 70 && first.forced == 10)
        let views = [cell, container, plain, forced]
        let seeded = views.map(\.cachedDirection)
        #expect(seeded == [.rightToLeft, .leftToRight, .rightToLeft, .leftToRight])
        #expect(views.allSatisfy { $0.cachedDirectionRoot === window && $0.cachedDirectionEpoch == window.treeEpoch })
        window.treeEpoch &+= 1  // every cache is stale: the walk answers again
        #expect(views.map(\.effectiveUserInterfaceLayoutDirection) == seeded)
        // Moved to a left-to-right window: the caches name the old root and are not used.
        cell.removeFromSuperview()
        let other = Window(size: CGSize(width: 300, height: 300))
        other.addSubview(cell)
        let moved = fit()
        #expect(moved.plain == 10 && moved.forced == 10)
        #expect(views.map(\.effectiveUserInterfaceLayoutDirection) == [.leftToRight, .leftToRight, .leftToRight, .leftToRight])
    }

    /// A detached cell ─ a (forced right-to-left) ─ a1; cell ─ b. Detached, by hand: the cell
    /// and b are left-to-right (a root that is not a window), a and a1 right-to-left. Added to a
    /// left-to-right window, the cell keeps its direction, so the subtree's caches are carried
    /// over to the window (same answers, keyed to the new root, roots cached too). A second such
    /// cell added to a right-to-left window changes direction: nothing is carried, and b,
    /// asked again, walks up and answers right-to-left; a1 stays right-to-left (a forces it).
    @Test func cachesCarryOverToANewTreeOnlyWhenTheDirectionHolds() {
        func makeCell() -> (cell: View, a1: View, b: View) {
            let cell = View(), a = View(), a1 = View(), b = View()
            a.semanticContentAttribute = .forceRightToLeft
            cell.addSubview(a)
            a.addSubview(a1)
            cell.addSubview(b)
            #expect(a1.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            #expect(b.effectiveUserInterfaceLayoutDirection == .leftToRight)
            #expect(cell.effectiveUserInterfaceLayoutDirection == .leftToRight)
            return (cell, a1, b)
        }
        let leftToRight = Window(size: CGSize(width: 100, height: 100))
        let first = makeCell()
        leftToRight.addSubview(first.cell)
        #expect(first.a1.cachedDirectionRoot === leftToRight && first.a1.cachedDirection == .rightToLeft)
        #expect(first.b.cachedDirectionRoot === leftToRight && first.b.cachedDirection == .leftToRight)
        #expect(first.a1.cachedRoot === leftToRight && first.a1.rootView === leftToRight)
        #expect(first.a1.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(first.b.effectiveUserInterfaceLayoutDirection == .leftToRight)

        let rightToLeft = Window(size: CGSize(width: 100, height: 100))
        rightToLeft.layoutDirection = .rightToLeft
        let second = makeCell()
        rightToLeft.addSubview(second.cell)
        #expect(second.b.cachedDirectionRoot !== rightToLeft)  // not carried: the cell's direction changed
        #expect(second.b.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(second.a1.effectiveUserInterfaceLayoutDirection == .rightToLeft)

        // Leaving the window: the carried caches name the window, no longer the root.
        first.cell.removeFromSuperview()
        #expect(first.b.rootView === first.cell)
        rightToLeft.addSubview(first.cell)
        #expect(first.b.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
}
