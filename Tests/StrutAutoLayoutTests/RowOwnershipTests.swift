import Foundation
import Testing

@testable import StrutAutoLayout

/// What the engine holds and what it only borrows (issue 12, allocations and reference counts
/// per feed item): rows chained by key during a flush link each other unretained, and a torn-down
/// fitted cell frees its engine, rows and constraints.
@Suite struct RowOwnershipTests {
    /// Removed `[d1, d2]` (equal keys: chained by ``LayoutEngine/Row/nextSameKey``, which does
    /// not retain), added five constraints that match nothing (the in-order matching gives up
    /// after five failed scans), then `n1` and `n2` equal to `d1`: the key-based matching hands
    /// `d1`'s row to `n1` and `d2`'s to `n2`, every link is cleared after the flush (an
    /// unretained link must not outlive it), and the removed constraints are freed once dropped.
    @Test func rowsChainedByKeyGoInRemovalOrderAndTheRemovedConstraintsAreFreed() throws {
        let window = RecordingWindow(320, 200)
        let a = makeView("a")
        window.addSubview(a)
        LayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: window.topAnchor), a.heightAnchor.constraint(equalToConstant: 20),
            a.widthAnchor.constraint(equalToConstant: 40),
        ])
        weak var weakD1: LayoutConstraint?
        weak var weakD2: LayoutConstraint?
        do {
            let d1 = a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8)
            let d2 = a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8)
            LayoutConstraint.activate([d1, d2])
            window.layoutIfNeeded()
            let engine = try #require(window.rootEngine)
            let rowOfD1 = try #require(engine.rows[ObjectKey(d1)])
            let rowOfD2 = try #require(engine.rows[ObjectKey(d2)])
            let before = window.layoutEngineStatistics

            LayoutConstraint.deactivate([d1, d2])
            let unmatched = (1...5).map {
                a.topAnchor.constraint(greaterThanOrEqualTo: window.topAnchor, constant: -CGFloat($0))
            }
            let n1 = a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8)
            let n2 = a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8)
            LayoutConstraint.activate(unmatched + [n1, n2])
            window.layoutIfNeeded()
            let after = window.layoutEngineStatistics

            #expect(engine.rows[ObjectKey(n1)] === rowOfD1)
            #expect(engine.rows[ObjectKey(n2)] === rowOfD2)
            #expect(rowOfD1.nextSameKey == nil && rowOfD2.nextSameKey == nil)
            #expect(after.rowsReused - before.rowsReused == 2)
            #expect(after.rowsAdded - before.rowsAdded == 5)
            #expect(after.rowsRemoved == before.rowsRemoved)
            #expect(a.frame == CGRect(8, 0, 40, 20))
            weakD1 = d1
            weakD2 = d2
        }
        #expect(weakD1 == nil)
        #expect(weakD2 == nil)
    }

    /// A cell fitted (its own engine), laid out in a window and removed: the cell, its fitting
    /// engine, a constraint and that constraint's row are all freed. Sizes are the constants'
    /// sums: height 8 + 20 + 4 + 10 + 8 = 50; `b` half of `a`'s 320 − 2 × 8 = 304.
    @Test func aTornDownFittedCellFreesItsEngineRowsAndConstraints() throws {
        let window = RecordingWindow(320, 200)
        weak var weakCell: View?
        weak var weakEngine: LayoutEngine?
        weak var weakConstraint: LayoutConstraint?
        weak var weakRow: LayoutEngine.Row?
        do {
            let cell = View()
            let a = makeView("a")
            let b = makeView("b")
            cell.addSubview(a)
            cell.addSubview(b)
            let constraints = [
                a.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
                a.heightAnchor.constraint(equalToConstant: 20),
                a.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
                a.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
                b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 4),
                b.heightAnchor.constraint(equalToConstant: 10),
                b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
                b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
                b.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
            ]
            LayoutConstraint.activate(constraints)
            let size = cell.systemLayoutSizeFitting(
                CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            #expect(size == CGSize(width: 320, height: 50))
            let engine = try #require(cell.fittingCache?.engine)
            weakRow = engine.rows[ObjectKey(constraints[4])]
            #expect(weakRow != nil)
            cell.frame = CGRect(0, 0, 320, 50)
            window.addSubview(cell)
            window.layoutIfNeeded()
            #expect(a.frame == CGRect(8, 8, 304, 20))
            #expect(b.frame == CGRect(8, 32, 152, 10))
            weakCell = cell
            weakEngine = engine
            weakConstraint = constraints[4]
            cell.removeFromSuperview()
        }
        #expect(weakCell == nil)
        #expect(weakEngine == nil)
        #expect(weakConstraint == nil)
        #expect(weakRow == nil)
    }
}
