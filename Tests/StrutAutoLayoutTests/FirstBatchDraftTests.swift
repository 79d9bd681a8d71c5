import Foundation
import StrutExamples
import Testing

@testable import StrutAutoLayout
@testable import StrutSolver

/// A fitting engine's first batch held as data (issue 12, item 3): adopted from a solved
/// structure, it makes no row object until something reads a row, and then makes the rows the
/// eager path makes. The oracle is the eager path on an identical cell (structure reuse off:
/// the rows are made at once and added), and hand-derived frames.
@Suite struct FirstBatchDraftTests {
    /// A cell: a title over a body, 10 from the leading edge, 5 from the top and bottom, 4
    /// between them; the body at most 10 from the trailing edge. Fitted 200 wide, it is
    /// 5 + title + 4 + body + 5 tall.
    final class Cell {
        let view = View()
        let title: IntrinsicView
        let body: IntrinsicView
        let top: LayoutConstraint
        let trailing: LayoutConstraint

        init(title titleSize: CGSize, body bodySize: CGSize) {
            title = IntrinsicView(titleSize.width, titleSize.height, identifier: "title")
            body = IntrinsicView(bodySize.width, bodySize.height, identifier: "body")
            title.setContentHuggingPriority(LayoutPriority(300), for: .vertical)
            view.identifier = "cell"
            view.addSubview(title)
            view.addSubview(body)
            top = title.topAnchor.constraint(equalTo: view.topAnchor, constant: 5)
            trailing = body.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -10)
            let constraints = [
                title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10), top,
                body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                view.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 5), trailing,
            ]
            for (c, name) in zip(constraints, ["leading", "top", "aligned", "spacing", "bottom", "trailing"]) {
                c.identifier = name
            }
            LayoutConstraint.activate(constraints)
        }

        /// Fits the cell 200 wide (height at the fitting level).
        func fit() -> CGSize {
            view.systemLayoutSizeFitting(
                CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        }

        var engine: LayoutEngine { view.fittingCache!.engine }

        /// The title's and the body's rectangles in the fitting engine.
        var rects: [CGRect] { [title, body].map { engine.alignmentRect(of: $0.layoutNode) } }
    }

    /// What a row is, independent of the cell's objects: its constraint's identifier (or its
    /// kind), relation, constants, priority, sequence, terms (as coefficients), host.
    static func describe(_ row: LayoutEngine.Row, in cell: Cell) -> String {
        let c = row.constraint
        let kind =
            switch c.kind {
            case .contentSize(let axis): axis == .horizontal ? "contentWidth" : "contentHeight"
            case .fittingSize: "fittingSize"
            default: "other"
            }
        let name = c.identifier ?? "\(kind) of \((c.firstItem as? View)?.identifier ?? "?")"
        let host = row.hostID == ObjectIdentifier(cell.view) ? "cell" : row.hostID == ObjectIdentifier(cell.title) ? "title" : "body"
        return
            "\(row.sequence) \(name) \(row.relation) \(row.currentConstant) base \(row.base) @\(row.currentPriority) \(row.terms.map(\.coefficient)) on \(host) broken \(row.isBroken)"
    }

    static func rows(of cell: Cell) -> [String] {
        cell.engine.rows.values.sorted { $0.sequence < $1.sequence }.map { describe($0, in: cell) }
    }

    /// Fits a template (eager: nothing to adopt), then `cell` through the same store, and
    /// `oracle` with reuse off.
    /// The 70 × 24 / 90 × 40 cell fitted twice: one adopting the template, one eagerly.
    static func adoptedAndEagerPair() -> (cell: Cell, oracle: Cell) {
        let cell = Cell(title: CGSize(width: 70, height: 24), body: CGSize(width: 90, height: 40))
        let oracle = Cell(title: CGSize(width: 70, height: 24), body: CGSize(width: 90, height: 40))
        _ = fitAdoptingAndEagerly(cell, oracle: oracle)
        return (cell, oracle)
    }

    static func fitAdoptingAndEagerly(_ cell: Cell, oracle: Cell) -> (adopted: CGSize, eager: CGSize) {
        let store = StructureTemplates()
        return StructureTemplates.$current.withValue(store) {
            let template = Cell(title: CGSize(width: 66, height: 20), body: CGSize(width: 80, height: 30))
            #expect(template.fit() == CGSize(width: 200, height: 64))
            #expect(!template.engine.structureReuse.adopted && template.engine.firstBatchDrafts == nil)
            let adopted = cell.fit()
            let eager = StructureTemplates.$isDisabled.withValue(true) { oracle.fit() }
            #expect(!oracle.engine.structureReuse.adopted && oracle.engine.firstBatchDrafts == nil)
            return (adopted, eager)
        }
    }

    @Test func anAdoptedFirstBatchMakesNoRowsUntilOneIsRead() throws {
        let cell = Cell(title: CGSize(width: 70, height: 24), body: CGSize(width: 90, height: 40))
        let oracle = Cell(title: CGSize(width: 70, height: 24), body: CGSize(width: 90, height: 40))
        let sizes = Self.fitAdoptingAndEagerly(cell, oracle: oracle)
        #expect(sizes.adopted == CGSize(width: 200, height: 78) && sizes.eager == sizes.adopted)
        let engine = cell.engine
        #expect(engine.structureReuse.adopted)
        // Held as data: 6 anchors, 2 fitting sizes, 2 × 2 × 2 content sizes; no row object and
        // no record with a constraint but the fitting sizes' (made at once: every fitting and
        // island layout changes their constants).
        #expect(engine.firstBatchDrafts?.order.count == 16 && engine.firstBatchDrafts?.drafts.count == 16)
        #expect(engine.storedRows.count == 2)
        #expect(
            engine.storedRows.values.allSatisfy {
                if case .fittingSize = $0.constraint.kind { true } else { false }
            })
        #expect(engine.solver.hasUnboundRecords)
        #expect(engine.solver.records.compactMap { $0 }.count == 2)
        let p = try #require(engine.participants[ObjectKey(cell.title.layoutNode)])
        #expect(p.lazyContentSize.vertical?.hugging == nil && p.lazyContentSize.vertical?.value == 24)
        #expect(engine.statistics.rowsAdded == 16)
        // Values need no row.
        #expect(cell.rects == [CGRect(x: 10, y: 5, width: 70, height: 24), CGRect(x: 10, y: 33, width: 90, height: 40)])
        #expect(oracle.rects == cell.rects)
        // A listing makes them: the eager path's rows, field by field, bound in the solver.
        let listed = Self.rows(of: cell)
        #expect(engine.firstBatchDrafts == nil && !engine.solver.hasUnboundRecords)
        #expect(listed == Self.rows(of: oracle))
        // By hand: the content sizes first (the items' internal constraints go before the
        // constraints that brought them in), then the anchors and the fitting sizes in queue
        // order; each row `first − multiplier × second − constant OP 0` in the cell's
        // coordinates (`spacing`: body.minY − title.minY − title.height − 4 == 0).
        #expect(
            listed == [
                "0 contentWidth of title <= -70.0 base 0.0 @250 [1.0] on title broken false",
                "1 contentWidth of title >= -70.0 base 0.0 @750 [1.0] on title broken false",
                "2 contentHeight of title <= -24.0 base 0.0 @300 [1.0] on title broken false",
                "3 contentHeight of title >= -24.0 base 0.0 @750 [1.0] on title broken false",
                "4 contentWidth of body <= -90.0 base 0.0 @250 [1.0] on body broken false",
                "5 contentWidth of body >= -90.0 base 0.0 @750 [1.0] on body broken false",
                "6 contentHeight of body <= -40.0 base 0.0 @250 [1.0] on body broken false",
                "7 contentHeight of body >= -40.0 base 0.0 @750 [1.0] on body broken false",
                "8 leading == -10.0 base 0.0 @1000 [1.0] on cell broken false",
                "9 top == -5.0 base 0.0 @1000 [1.0] on cell broken false",
                "10 aligned == 0.0 base 0.0 @1000 [1.0, -1.0] on cell broken false",
                "11 spacing == -4.0 base 0.0 @1000 [1.0, -1.0, -1.0] on cell broken false",
                "12 bottom == -5.0 base 0.0 @1000 [1.0, -1.0, -1.0] on cell broken false",
                "13 trailing <= 10.0 base 0.0 @1000 [1.0, 1.0, -1.0] on cell broken false",
                "14 fittingSize of cell == -200.0 base 0.0 @1000 [1.0] on cell broken false",
                "15 fittingSize of cell == 0.0 base 0.0 @50 [1.0] on cell broken false",
            ])
        for row in engine.rows.values {
            #expect(engine.solver.hasConstraint(row.solverConstraint))
            #expect(engine.solver.constant(of: row.solverConstraint) == row.currentConstant)
        }
        #expect(p.contentSize.vertical?.hugging.constant == 24)
    }

    /// What an island layout at the fitted size does to the fitting engine (the feed's path:
    /// the fitting height's constant changes from 0 to the height fitted) makes no row; laid
    /// out as islands, at that size and another, the cells' frames are the eager path's.
    @Test func anIslandLayoutAtTheFittedSizeMakesNoRow() throws {
        let (cell, oracle) = Self.adoptedAndEagerPair()
        // As `View.layOutIsland()` (whose debug builds also bring the engine up to date the
        // long way, reading every row, to assert that it finds nothing).
        for c in [cell, oracle] {
            let cache = try #require(c.view.fittingCache)
            cache.setTarget(CGSize(width: 200, height: 78), horizontal: .required, vertical: .fittingSizeLevel)
            c.engine.flushForLayout()
            #expect(c.engine.statistics.constantsChanged == 1)
        }
        #expect(cell.engine.firstBatchDrafts != nil && cell.engine.solver.hasUnboundRecords)
        #expect(cell.rects == [CGRect(x: 10, y: 5, width: 70, height: 24), CGRect(x: 10, y: 33, width: 90, height: 40)])
        #expect(oracle.rects == cell.rects)
        var windows: [Window] = []
        for c in [cell, oracle] {
            let window = Window(size: CGSize(width: 400, height: 400))
            c.view.frame = CGRect(x: 0, y: 0, width: 200, height: 78)
            window.addSubview(c.view)
            window.runRenderLoopTurn()
            windows.append(window)
        }
        #expect(cell.view.fittingCache?.isIsland == true && oracle.view.fittingCache?.isIsland == true)
        #expect(cell.title.frame == CGRect(x: 10, y: 5, width: 70, height: 24))
        #expect(cell.body.frame == CGRect(x: 10, y: 33, width: 90, height: 40))
        #expect([cell.title.frame, cell.body.frame] == [oracle.title.frame, oracle.body.frame])
        // 300 × 100: the body stretches to 100 − 5 − 24 − 4 − 5 = 62 (it hugs less than the title).
        for c in [cell, oracle] {
            c.view.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
            c.view.window?.runRenderLoopTurn()
        }
        #expect(cell.body.frame == CGRect(x: 10, y: 33, width: 90, height: 62))
        #expect([cell.title.frame, cell.body.frame] == [oracle.title.frame, oracle.body.frame])
        #expect(Self.rows(of: cell) == Self.rows(of: oracle))
    }

    /// A constant change, an intrinsic size change and a removal after an adopted fitting give
    /// the eager path's frames and rows.
    @Test func changesAfterAnAdoptedFittingMatchTheEagerPath() throws {
        let (cell, oracle) = Self.adoptedAndEagerPair()
        #expect(cell.engine.firstBatchDrafts != nil)
        for c in [cell, oracle] { c.top.constant = 8 }
        #expect(cell.fit() == CGSize(width: 200, height: 81) && oracle.fit() == CGSize(width: 200, height: 81))
        #expect(cell.engine.firstBatchDrafts == nil)
        #expect(cell.rects == [CGRect(x: 10, y: 8, width: 70, height: 24), CGRect(x: 10, y: 36, width: 90, height: 40)])
        #expect(oracle.rects == cell.rects)
        for c in [cell, oracle] { c.body.size = CGSize(width: 300, height: 50) }
        #expect(cell.fit() == CGSize(width: 200, height: 91) && oracle.fit() == cell.fit())
        // 300 wide but at most 200 − 10 − 10: compressed to 180.
        #expect(cell.rects == [CGRect(x: 10, y: 8, width: 70, height: 24), CGRect(x: 10, y: 36, width: 180, height: 50)])
        #expect(oracle.rects == cell.rects)
        for c in [cell, oracle] { c.trailing.isActive = false }
        #expect(cell.fit() == CGSize(width: 200, height: 91) && oracle.fit() == cell.fit())
        #expect(cell.rects == [CGRect(x: 10, y: 8, width: 70, height: 24), CGRect(x: 10, y: 36, width: 300, height: 50)])
        #expect(oracle.rects == cell.rects)
        #expect(Self.rows(of: cell) == Self.rows(of: oracle))
    }

    /// The first read after an adopted fitting being a change of its intrinsic size (a content
    /// size held as data getting its constraints).
    @Test func anIntrinsicSizeChangeFirstMatchesTheEagerPath() throws {
        let (cell, oracle) = Self.adoptedAndEagerPair()
        for c in [cell, oracle] { c.title.size = CGSize(width: 70, height: 30) }
        #expect(cell.fit() == CGSize(width: 200, height: 84) && oracle.fit() == cell.fit())
        #expect(cell.rects == [CGRect(x: 10, y: 5, width: 70, height: 30), CGRect(x: 10, y: 39, width: 90, height: 40)])
        #expect(oracle.rects == cell.rects)
        #expect(Self.rows(of: cell) == Self.rows(of: oracle))
    }

    /// A conflict after an adopted fitting is reported as the eager path reports it (the same
    /// constraints listed, the same one broken, the same log text but for addresses).
    @Test func aConflictAfterAnAdoptedFittingIsReportedAsEagerly() throws {
        let (cell, oracle) = Self.adoptedAndEagerPair()
        var reports: [[String]] = []
        for c in [cell, oracle] {
            let window = Window(size: CGSize(width: 400, height: 400))
            let report = ConflictReport(recording: window)
            c.view.frame = CGRect(x: 0, y: 0, width: 200, height: 78)
            window.addSubview(c.view)
            let conflicting = c.title.topAnchor.constraint(equalTo: c.view.topAnchor, constant: 50)
            conflicting.identifier = "conflicting"
            conflicting.isActive = true
            _ = c.fit()
            reports.append(try report.lines())
        }
        #expect(reports[0] == reports[1])
        #expect(reports[0].first == "conflicting")
        #expect(reports[0].contains { $0.contains("Unable to simultaneously satisfy constraints") })
    }
}

extension FirstBatchDraftTests {
    /// The feed's constraint item fitted at 375 (adopted), then at 320 and 375 again (its labels'
    /// heights change with the width: each such axis makes its own rows, not the batch's):
    /// the heights and frames of the eager path (structure reuse off), as `StructureReuseTests`
    /// compares them.
    @Test func refittingAnAdoptedFeedItemMatchesTheEagerPath() {
        let store = StructureTemplates()
        StructureTemplates.$current.withValue(store) {
            let template = ConstraintFeedItemView()
            template.configure(FeedItemData(index: 1))
            _ = template.fittingHeight(forWidth: 375)
            for index in [0, 2, 7] {
                let adopted = ConstraintFeedItemView()
                let eager = ConstraintFeedItemView()
                adopted.configure(FeedItemData(index: index))
                eager.configure(FeedItemData(index: index))
                for width in [375, 320, 375] as [CGFloat] {
                    let height = adopted.fittingHeight(forWidth: width)
                    let eagerHeight = StructureTemplates.$isDisabled.withValue(true) { eager.fittingHeight(forWidth: width) }
                    #expect(height == eagerHeight, "item \(index), width \(width)")
                    let frames = [adopted, eager].map { cell -> [CGRect] in
                        var views: [View] = []
                        cell.collectSubtree(into: &views)
                        let engine = cell.fittingCache!.engine
                        return views.map { engine.alignmentRect(of: $0.layoutNode) }
                    }
                    #expect(frames[0].count == frames[1].count && frames[0].count > 16)
                    _ = StructureReuseTests.compare(frames[0], frames[1])
                }
                #expect(adopted.fittingCache!.engine.structureReuse.adopted)
            }
        }
    }
}
