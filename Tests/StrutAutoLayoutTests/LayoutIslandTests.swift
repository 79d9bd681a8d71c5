import Foundation
import StrutExamples
import Testing

@testable import StrutAutoLayout

/// A frame-placed view fitted with `systemLayoutSizeFitting` before it joins a window keeps its
/// fitting engine as a layout island: the window's engine adds none of its rows, and the
/// frames are exactly those the window's engine gives the same tree.
@Suite struct LayoutIslandTests {
    /// A cell made from a seed: rows of intrinsic-size views, each pinned at a leading inset and
    /// kept inside the trailing inset; some rows have a second view beside the first; a row's
    /// top is below the taller view of the row above (two required inequalities and a weak
    /// equality, as the feed item's comment row); the box's bottom follows the last row. Every
    /// size and position has one optimum (ties avoided: the second view of a row gives way
    /// first, at compression resistance 749; the pulls are at priority 1, far below any
    /// content priority), so any correct solve gives the same frames.
    final class RandomCell {
        let box = View()
        var parts: [IntrinsicView] = []
        var constraints: [LayoutConstraint] = []

        init(seed: UInt64) {
            var rng = SeededGenerator(state: seed)
            let rows = Int.random(in: 1...6, using: &rng)
            var above: [View] = []
            for _ in 0..<rows {
                let inset = CGFloat(Int.random(in: 0...20, using: &rng))
                let gap = CGFloat(Int.random(in: 0...12, using: &rng))
                let first = IntrinsicView(
                    CGFloat(Int.random(in: 10...260, using: &rng)), CGFloat(Int.random(in: 5...60, using: &rng)))
                box.addSubview(first)
                parts.append(first)
                var row: [View] = [first]
                constraints += [
                    first.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: inset),
                    first.trailingAnchor.constraint(lessThanOrEqualTo: box.trailingAnchor, constant: -inset),
                ]
                if Bool.random(using: &rng) {
                    let second = IntrinsicView(
                        CGFloat(Int.random(in: 10...120, using: &rng)), CGFloat(Int.random(in: 5...60, using: &rng)))
                    second.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
                    box.addSubview(second)
                    parts.append(second)
                    row.append(second)
                    constraints += [
                        second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: gap),
                        second.trailingAnchor.constraint(lessThanOrEqualTo: box.trailingAnchor, constant: -inset),
                        second.topAnchor.constraint(equalTo: first.topAnchor),
                    ]
                }
                if above.isEmpty {
                    constraints.append(first.topAnchor.constraint(equalTo: box.topAnchor, constant: gap))
                } else {
                    for v in above { constraints.append(first.topAnchor.constraint(greaterThanOrEqualTo: v.bottomAnchor, constant: gap)) }
                    let pull = first.topAnchor.constraint(equalTo: above[0].bottomAnchor, constant: gap)
                    pull.priority = LayoutPriority(1)
                    constraints.append(pull)
                }
                above = row
            }
            for v in above {
                constraints.append(box.bottomAnchor.constraint(greaterThanOrEqualTo: v.bottomAnchor, constant: 8))
            }
            let bottom = box.bottomAnchor.constraint(equalTo: above[0].bottomAnchor, constant: 8)
            bottom.priority = LayoutPriority(1)
            constraints.append(bottom)
            LayoutConstraint.activate(constraints)
        }

        func fittedHeight(width: CGFloat) -> CGFloat {
            box.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }

        var frames: [CGRect] { [box.frame] + parts.map(\.frame) }
    }

    /// The differential check: cells fitted, framed and added (islands) against the same cells
    /// framed at the same heights without fitting (the window's engine solves them), at two
    /// widths; then the debugging call moves the islands into the window's engine and the
    /// frames stay.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func islandsGiveTheFramesOfOneEngine(seed: UInt64) {
        let fitted = RecordingWindow(375, 667)
        let plain = RecordingWindow(375, 667)
        let cellsA = (0..<3).map { RandomCell(seed: seed &* 31 &+ UInt64($0)) }
        let cellsB = (0..<3).map { RandomCell(seed: seed &* 31 &+ UInt64($0)) }
        for width in [375, 300] as [CGFloat] {
            var y: CGFloat = 0
            for (a, b) in zip(cellsA, cellsB) {
                let h = a.fittedHeight(width: width)
                a.box.frame = CGRect(0, y, width, h)
                b.box.frame = CGRect(0, y, width, h)
                if a.box.superview == nil {
                    fitted.addSubview(a.box)
                    plain.addSubview(b.box)
                }
                y += h
            }
            fitted.runRenderLoopTurn()
            plain.runRenderLoopTurn()
            for (a, b) in zip(cellsA, cellsB) { #expect(a.frames == b.frames) }
        }
        let stats = fitted.layoutEngineStatistics
        #expect(stats.islandsFormed == 3)
        #expect(stats.rowsAdded == 0)
        #expect(stats.islandSolves == 6)
        #expect(plain.layoutEngineStatistics.islandsFormed == 0)
        #expect(plain.layoutEngineStatistics.rowsAdded > 0)
        let before = cellsA.map(\.frames)
        // A question about the whole tree: the islands' rows move into the window's engine.
        _ = cellsA[0].parts[0].hasAmbiguousLayout
        fitted.layoutIfNeeded()
        #expect(fitted.layoutEngineStatistics.islandsMerged == 3)
        #expect(fitted.layoutEngineStatistics.rowsAdded > 0)
        #expect(cellsA.map(\.frames) == before)
        #expect(fitted.events.isEmpty && plain.events.isEmpty)
    }

    /// A box 200 wide holding one intrinsic view (40 × 30) inset 10 left and top, the box's
    /// bottom 10 below it: fitted height 10 + 30 + 10 = 50.
    final class Fixture {
        let box = View()
        let content = IntrinsicView(40, 30)
        let gap: LayoutConstraint
        init() {
            box.addSubview(content)
            gap = content.topAnchor.constraint(equalTo: box.topAnchor, constant: 10)
            LayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10), gap,
                box.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 10),
            ])
        }
        /// Fits at 200 and places the box at `y` (returns the fitted height).
        @discardableResult
        func place(at y: CGFloat) -> CGFloat {
            let h = box.systemLayoutSizeFitting(
                CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
            box.frame = CGRect(0, y, 200, h)
            return h
        }
    }

    @Test func changesInsideAnIslandReachIt() {
        let window = RecordingWindow(320, 480)
        let f = Fixture()
        #expect(f.place(at: 100) == 50)
        window.addSubview(f.box)
        window.layoutIfNeeded()
        #expect(f.content.frame == CGRect(10, 10, 40, 30))
        // A constant changed with no fitting after it: the box keeps its 50-point frame, so the
        // content (compression resistance 750) gives way to the required insets: 50 - 12 - 10 = 28.
        f.gap.constant = 12
        window.layoutIfNeeded()
        #expect(f.content.frame == CGRect(10, 12, 40, 28))
        // A frame-placed view inside the island, named by a constraint: moved by hand, the view
        // pinned below it follows (its bottom 4 + 6 = 10, the follower 2 below: y = 12).
        let tag = View(frame: CGRect(150, 4, 20, 6))
        let follower = IntrinsicView(8, 8)
        f.box.addSubview(tag)
        f.box.addSubview(follower)
        LayoutConstraint.activate([
            follower.topAnchor.constraint(equalTo: tag.bottomAnchor, constant: 2),
            follower.leadingAnchor.constraint(equalTo: tag.leadingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(follower.frame == CGRect(150, 12, 8, 8))
        tag.frame = CGRect(160, 20, 20, 6)
        window.layoutIfNeeded()
        // 20 + 6 + 2 = 28.
        #expect(follower.frame == CGRect(160, 28, 8, 8))
        follower.removeFromSuperview()
        tag.removeFromSuperview()
        // A constant: content 25 from the top; the box is fitted again, as a list does when a
        // cell changes: 25 + 30 + 10 = 65.
        f.gap.constant = 25
        #expect(f.place(at: 100) == 65)
        window.layoutIfNeeded()
        #expect(f.content.frame == CGRect(10, 25, 40, 30))
        // An intrinsic size: 25 + 44 + 10 = 79.
        f.content.size = CGSize(width: 60, height: 44)
        #expect(f.place(at: 100) == 79)
        window.layoutIfNeeded()
        #expect(f.content.frame == CGRect(10, 25, 60, 44))
        // A new constraint inside the island: the content's width fixed at 33 (required beats
        // its hugging and compression resistance).
        let width = f.content.widthAnchor.constraint(equalToConstant: 33)
        width.isActive = true
        window.layoutIfNeeded()
        #expect(f.content.frame == CGRect(10, 25, 33, 44))
        width.isActive = false
        window.layoutIfNeeded()
        #expect(f.content.frame == CGRect(10, 25, 60, 44))
        // A new subview joins the island: 12 × 8, pinned 3 right of the content's trailing edge
        // (10 + 60 + 3 = 73) and level with its top.
        let badge = IntrinsicView(12, 8)
        f.box.addSubview(badge)
        LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: f.content.trailingAnchor, constant: 3),
            badge.topAnchor.constraint(equalTo: f.content.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(73, 25, 12, 8))
        let stats = window.layoutEngineStatistics
        #expect(stats.rowsAdded == 0)
        #expect(stats.islandsFormed == 1)
        #expect(stats.islandsMerged == 0)
        #expect(window.events.isEmpty)
    }

    /// The island is solved at its view's frame, not at the fitted size: a frame 80 high (fitted
    /// 50) stretches the content to 80 - 10 - 10 = 60 (the required top and bottom insets beat
    /// its hugging), as the window's engine does for the same tree never fitted; back at the
    /// fitted height it is 30 again.
    @Test func theIslandFollowsItsFrame() {
        let window = RecordingWindow(320, 480)
        let f = Fixture()
        f.place(at: 0)
        f.box.frame = CGRect(0, 0, 200, 80)
        window.addSubview(f.box)
        window.layoutIfNeeded()
        #expect(f.content.frame == CGRect(10, 10, 40, 60))
        let plain = Fixture()
        plain.box.frame = CGRect(0, 0, 200, 80)
        let other = RecordingWindow(320, 480)
        other.addSubview(plain.box)
        other.layoutIfNeeded()
        #expect(plain.content.frame == f.content.frame)
        f.box.frame = CGRect(0, 0, 200, 50)
        window.layoutIfNeeded()
        #expect(f.content.frame == CGRect(10, 10, 40, 30))
        #expect(window.layoutEngineStatistics.rowsAdded == 0)
        #expect(window.layoutEngineStatistics.islandSolves == 2)
    }

    /// A constraint from outside naming a view of the island moves the island's rows into the
    /// window's engine; the frames stay and the new view is placed against the island's view.
    @Test func aCrossingConstraintMergesTheIsland() {
        let window = RecordingWindow(320, 480)
        let f = Fixture()
        f.place(at: 100)
        window.addSubview(f.box)
        window.layoutIfNeeded()
        #expect(window.layoutEngineStatistics.rowsAdded == 0)
        let marker = IntrinsicView(20, 20)
        window.addSubview(marker)
        LayoutConstraint.activate([
            marker.leadingAnchor.constraint(equalTo: f.content.trailingAnchor, constant: 5),
            marker.topAnchor.constraint(equalTo: window.topAnchor, constant: 7),
        ])
        window.layoutIfNeeded()
        let stats = window.layoutEngineStatistics
        #expect(stats.islandsMerged == 1)
        #expect(stats.rowsAdded > 0)
        // The content's trailing edge in the window: 0 + 10 + 40 = 50; the marker 5 right of it.
        #expect(marker.frame == CGRect(55, 7, 20, 20))
        #expect(f.content.frame == CGRect(10, 10, 40, 30))
        #expect(f.box.frame == CGRect(0, 100, 200, 50))
        // Merged, it follows the window's engine: a constant change still lands. The box stays
        // 50 high (its frame is required), the gap 12 and the bottom 10 are required, so the
        // content gives way (compression resistance 750): 50 - 12 - 10 = 28 high.
        f.gap.constant = 12
        window.layoutIfNeeded()
        #expect(f.content.frame == CGRect(10, 12, 40, 28))
        #expect(window.events.isEmpty)
    }

    /// A fitted box nesting twelve views, each inset 2 on every side in its parent, around a
    /// 40 × 30 intrinsic view. The constraints of the deepest levels are hosted more than eight
    /// levels below the box (the island test then looks them up in a set of the subtree, not by
    /// walking up): still an island. Fitted at 200: 13 pairs of insets, content 200 − 13 × 4 =
    /// 148 wide (its hugging gives way to required edges), box 30 + 13 × 4 = 82 high.
    @Test func aDeeplyNestedBoxIsAnIsland() {
        func nestedBox() -> (box: View, levels: [View], content: IntrinsicView) {
            let box = View()
            var levels: [View] = []
            var outer = box
            let content = IntrinsicView(40, 30)
            for level in 0...12 {
                let inner = level == 12 ? content : View()
                inner.translatesAutoresizingMaskIntoConstraints = false
                outer.addSubview(inner)
                LayoutConstraint.activate([
                    inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 2),
                    inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 2),
                    outer.trailingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 2),
                    outer.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: 2),
                ])
                if level < 12 { levels.append(inner) }
                outer = inner
            }
            return (box, levels, content)
        }
        let window = RecordingWindow(320, 480)
        let (box, levels, content) = nestedBox()
        let height = box.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
        #expect(height == 82)
        box.frame = CGRect(0, 40, 200, height)
        window.addSubview(box)
        window.layoutIfNeeded()
        #expect(window.layoutEngineStatistics.islandsFormed == 1)
        #expect(window.layoutEngineStatistics.rowsAdded == 0)
        #expect(levels[0].frame == CGRect(2, 2, 196, 78))
        #expect(levels[11].frame == CGRect(2, 2, 152, 34))
        #expect(content.frame == CGRect(2, 2, 148, 30))
        // The same box, with its content also kept below the window's top (a constraint that
        // leaves the subtree, which holds anyway), fitted once in the window: no island; the
        // window's engine solves it all, to the same frames.
        let crossing = RecordingWindow(320, 480)
        let other = nestedBox()
        other.box.frame = CGRect(0, 40, 200, 82)
        crossing.addSubview(other.box)
        other.content.topAnchor.constraint(greaterThanOrEqualTo: crossing.topAnchor, constant: 1).isActive = true
        _ = other.box.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        crossing.layoutIfNeeded()
        #expect(crossing.layoutEngineStatistics.islandsFormed == 0)
        #expect(crossing.layoutEngineStatistics.rowsAdded > 0)
        #expect(other.content.frame == CGRect(2, 2, 148, 30))
        #expect(window.events.isEmpty && crossing.events.isEmpty)
    }

    /// Moving an island between containers and out of the window: it forms again where it
    /// lands, and changes made while it is out reach it when it comes back.
    @Test func reparentingAndRemoval() {
        let window = RecordingWindow(320, 600)
        let top = View(frame: CGRect(0, 0, 320, 300))
        let bottom = View(frame: CGRect(0, 300, 320, 300))
        window.addSubview(top)
        window.addSubview(bottom)
        let f = Fixture()
        f.place(at: 20)
        top.addSubview(f.box)
        window.layoutIfNeeded()
        #expect(f.content.frame == CGRect(10, 10, 40, 30))
        bottom.addSubview(f.box)
        window.layoutIfNeeded()
        #expect(f.box.superview === bottom)
        #expect(f.content.frame == CGRect(10, 10, 40, 30))
        #expect(window.rootEngine?.islands.count == 1)
        f.box.removeFromSuperview()
        #expect(window.rootEngine?.islands.isEmpty == true)
        // Out of the window: 18 from the top, re-fitted 18 + 30 + 10 = 58.
        f.gap.constant = 18
        #expect(f.place(at: 0) == 58)
        window.addSubview(f.box)
        window.layoutIfNeeded()
        #expect(f.content.frame == CGRect(10, 18, 40, 30))
        let stats = window.layoutEngineStatistics
        #expect(stats.islandsFormed == 3)
        #expect(stats.rowsAdded == 0)
    }

    /// A frame smaller than the content allows: the conflict is reported once, by the window,
    /// exactly as for the same tree never fitted.
    @Test func aConflictIsReportedAsByTheWindowsEngine() {
        func run(fitting: Bool) -> (events: [UnsatisfiableConstraintsEvent], logs: Int, frame: CGRect, merged: Int) {
            let window = RecordingWindow(320, 480)
            let f = Fixture()
            f.gap.identifier = "gap"
            // Required: 10 + 30 + 10 = 50 high, whatever the frame says.
            let height = f.content.heightAnchor.constraint(equalToConstant: 30)
            height.identifier = "height"
            height.isActive = true
            if fitting { f.place(at: 0) }
            // 40 high where 50 is required.
            f.box.frame = CGRect(0, 0, 200, 40)
            window.addSubview(f.box)
            window.layoutIfNeeded()
            return (window.events, window.logs.count, f.content.frame, window.layoutEngineStatistics.islandsMerged)
        }
        let island = run(fitting: true)
        let plain = run(fitting: false)
        #expect(island.events.count == 1)
        #expect(island.events.map(\.brokenConstraint.identifier) == plain.events.map(\.brokenConstraint.identifier))
        #expect(
            island.events.map { $0.conflictingConstraints.map(\.identifier) }
                == plain.events.map { $0.conflictingConstraints.map(\.identifier) })
        #expect(island.logs == plain.logs)
        #expect(island.frame == plain.frame)
        #expect(island.merged == 1)
    }

    /// Self-sizing table cells: each cell's content view is fitted after the cell joins the
    /// table, becomes an island, and the window's engine ends up with no rows of any cell.
    @Test func tableCellsBecomeIslands() {
        let (window, table) = makeTableWindow()
        let source = BlockSource(count: 30) { CGFloat(10 + $0 % 7 * 5) }
        source.install(in: table)
        window.layoutIfNeeded()
        let cells = table.contentView.subviews.compactMap { $0 as? BlockCell }.filter { !$0.isHidden }
        #expect(!cells.isEmpty)
        for cell in cells {
            // Block inset 8 on the top, left and bottom: the cell is 16 + block height tall.
            let h = cell.block.size.height
            #expect(cell.block.frame == CGRect(8, 8, 50, h))
            #expect(cell.frame.height == 16 + h)
        }
        let stats = window.layoutEngineStatistics
        #expect(stats.islandsFormed == cells.count)
        #expect(stats.islandsMerged == 0)
        #expect(stats.rowsAdded == 0)
    }
}

/// Self-sizing collection cells (the flow-layout case of `CollectionViewTests`): each cell's
/// content view is fitted after the cell joins, becomes an island, and the frames are the ones
/// derived there (cells `FlowLayoutTests.verticalFrames`; block 3 inset 8 in its 200 × 40 cell).
@Suite struct CollectionIslandTests {
    @Test func selfSizingCollectionCellsBecomeIslands() throws {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 40)
        layout.sectionInset = EdgeInsets(all: 10)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 5
        let blocks = [
            CGSize(width: 124, height: 14), CGSize(width: 74, height: 34), CGSize(width: 44, height: 4),
            CGSize(width: 184, height: 24), CGSize(width: 104, height: 8),
        ]
        let (window, view) = makeCollectionWindow(layout)
        let source = ItemSource(counts: [5]) { blocks[$0.item] }
        source.install(in: view)
        window.runRenderLoopTurn()
        #expect(view.visibleCells.map(\.frame) == FlowLayoutTests.verticalFrames)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 3, section: 0)) as? BlockItemCell)
        #expect(cell.block.frame == CGRect(8, 8, 184, 24))
        let stats = window.layoutEngineStatistics
        #expect(stats.islandsFormed == 5)
        #expect(stats.islandsMerged == 0)
        #expect(window.events.isEmpty)
    }
}

/// The feed benchmark's constraint column: every item fitted, framed and added joins the window
/// as an island, and its views land exactly where the one-engine column (the same items chained
/// in the window's engine, no fitting) puts them.
@Suite struct FeedIslandTests {
    @Test func feedItemsAreIslandsWithTheOneEngineFrames() {
        let fitted = FeedColumn(implementation: .constraints, count: 12)
        let chained = FeedColumn(implementation: .constraints, count: 12, inEngine: true)
        for width in [375, 320] as [CGFloat] {
            fitted.layOut(width: width)
            chained.layOut(width: width)
            for (a, b) in zip(fitted.views, chained.views) {
                #expect(a.frame == b.frame)
                for e in FeedElement.allCases {
                    #expect(a.elementView(e)?.frame == b.elementView(e)?.frame)
                }
            }
        }
        let stats = fitted.window.layoutEngineStatistics
        #expect(stats.islandsFormed == 12)
        #expect(stats.rowsAdded == 0)
        #expect(chained.window.layoutEngineStatistics.rowsAdded > 0)
    }
}
