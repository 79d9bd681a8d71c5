import Foundation
import StrutSolver
import Testing

@testable import StrutAutoLayout

/// A fitting engine holds the content sizes of the items joining its solve as data: the rows
/// (hugging `size <= value`, compression resistance `size >= value`) without their
/// `NSContentSizeLayoutConstraint`s, which are made, with the same fields, description and rows,
/// when something needs them: a change of the value or of a priority (that axis only), a
/// listing of the rows, a conflict.
@Suite struct LazyContentSizeTests {
    /// A cell with a 66 × 20 label 10 from its leading edge and 5 from its top and bottom,
    /// hugging vertically at 300: fitted 200 wide, it is 30 tall.
    private func makeCell() -> (cell: View, label: IntrinsicView) {
        let cell = View()
        let label = IntrinsicView(66, 20, identifier: "label")
        label.setContentHuggingPriority(LayoutPriority(300), for: .vertical)
        cell.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 5),
            cell.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 5),
        ])
        return (cell, label)
    }

    private func fit(_ cell: View) -> CGSize {
        cell.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
    }

    private func participant(_ view: View, in engine: LayoutEngine) throws -> LayoutEngine.Participant {
        try #require(engine.participants[ObjectKey(view.layoutNode)])
    }

    @Test func fittingHoldsContentSizesAsData() throws {
        let (cell, label) = makeCell()
        #expect(fit(cell) == CGSize(width: 200, height: 30))
        let engine = try #require(cell.fittingCache?.engine)
        #expect(engine.alignmentRect(of: label.layoutNode) == CGRect(x: 10, y: 5, width: 66, height: 20))
        let p = try participant(label, in: engine)
        // (A first batch adopted from a solved structure makes its rows when they are read.)
        engine.bindFirstBatchRows()
        #expect(p.contentSize.horizontal == nil && p.contentSize.vertical == nil)
        let horizontal = try #require(p.lazyContentSize.horizontal)
        let vertical = try #require(p.lazyContentSize.vertical)
        #expect(horizontal.value == 66 && vertical.value == 20)
        for (axis, row, relation, constant, priority) in [
            (LayoutConstraintAxis.vertical, try #require(vertical.hugging), Relation.lessThanOrEqual, -20.0, LayoutPriority(300)),
            (.vertical, try #require(vertical.compressionResistance), .greaterThanOrEqual, -20, .defaultHigh),
            (.horizontal, try #require(horizontal.hugging), .lessThanOrEqual, -66, .defaultLow),
            (.horizontal, try #require(horizontal.compressionResistance), .greaterThanOrEqual, -66, .defaultHigh),
        ] {
            #expect(row.storedConstraint == nil)
            #expect(row.relation == relation)
            #expect(row.currentConstant == constant)
            #expect(row.currentPriority == priority)
            #expect(row.terms == label.layoutNode.sizeTerms(axis))
            #expect(row.hostID == ObjectIdentifier(label))
            #expect(engine.solver.hasConstraint(row))
        }
        // The rows of constraints: the three anchors' and the two fitting sizes'.
        #expect(engine.rowStorage.count == 5)
    }

    @Test func listingGivesTheRowsTheirConstraints() throws {
        let (cell, label) = makeCell()
        _ = fit(cell)
        let engine = try #require(cell.fittingCache?.engine)
        let p = try participant(label, in: engine)
        // (A first batch adopted from a solved structure makes its rows when they are read.)
        engine.bindFirstBatchRows()
        let lazy = try #require(p.lazyContentSize.vertical)
        let all = engine.rows
        #expect(all.count == 9)
        #expect(p.lazyContentSize.isEmpty)
        let pair = try #require(p.contentSize.vertical)
        for (c, row, relation, priority) in [
            (pair.hugging, try #require(lazy.hugging), LayoutRelation.lessThanOrEqual, LayoutPriority(300)),
            (pair.compressionResistance, try #require(lazy.compressionResistance), .greaterThanOrEqual, .defaultHigh),
        ] {
            #expect(all[ObjectKey(c)] === row)
            #expect(row.constraint === c)
            #expect(c.firstItem === label && c.firstAttribute == .height && c.secondItem == nil)
            #expect(c.relation == relation && c.multiplier == 1 && c.constant == 20 && c.priority == priority)
            #expect(c.host === label && c.ownerNode === label.layoutNode && c.engine == nil)
            #expect(!c.isUserConstraint)
        }
        #expect(
            pair.hugging.description
                == "<NSContentSizeLayoutConstraint:\(formatAddress(pair.hugging)) label.height == 20 Hug:300 CompressionResistance:750   (active, names: label:\(formatAddress(label)) )>"
        )
        // Listed again: the same constraints.
        _ = engine.rows
        #expect(p.contentSize.vertical?.hugging === pair.hugging)
    }

    @Test func aChangedIntrinsicSizeGivesOnlyThatAxisItsConstraints() throws {
        let (cell, label) = makeCell()
        _ = fit(cell)
        label.size = CGSize(width: 66, height: 30)
        #expect(fit(cell) == CGSize(width: 200, height: 40))
        let engine = try #require(cell.fittingCache?.engine)
        let p = try participant(label, in: engine)
        #expect(p.lazyContentSize.horizontal?.value == 66)
        #expect(p.lazyContentSize.vertical == nil)
        let pair = try #require(p.contentSize.vertical)
        #expect(pair.hugging.constant == 30 && pair.compressionResistance.constant == 30)
        #expect(engine.rowStorage[ObjectKey(pair.hugging)]?.currentConstant == -30)
        #expect(engine.alignmentRect(of: label.layoutNode) == CGRect(x: 10, y: 5, width: 66, height: 30))
    }

    @Test func aChangedPriorityGivesTheAxisItsConstraints() throws {
        let (cell, label) = makeCell()
        _ = fit(cell)
        label.setContentCompressionResistancePriority(LayoutPriority(700), for: .horizontal)
        _ = fit(cell)
        let engine = try #require(cell.fittingCache?.engine)
        let p = try participant(label, in: engine)
        #expect(p.lazyContentSize.horizontal == nil)
        #expect(p.lazyContentSize.vertical?.value == 20)
        let pair = try #require(p.contentSize.horizontal)
        #expect(pair.compressionResistance.priority == LayoutPriority(700))
        #expect(pair.hugging.priority == .defaultLow)
        #expect(engine.rowStorage[ObjectKey(pair.compressionResistance)]?.currentPriority == LayoutPriority(700))
    }

    /// A required compression resistance (66 wide) against a required `width == 50`: the
    /// conflict names the content-size constraint as UIKit prints it, and breaks the user's.
    @Test func conflictNamesTheContentSizeConstraint() throws {
        let window = RecordingWindow(400, 400)
        let (cell, label) = makeCell()
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        let width = label.widthAnchor.constraint(equalToConstant: 50)
        width.isActive = true
        window.addSubview(cell)
        _ = fit(cell)
        let event = try #require(window.events.first)
        #expect(window.events.count == 1)
        let listed = event.conflictingConstraints.map(\.description)
        #expect(listed.count == 2)
        #expect(listed.first?.hasPrefix("<NSContentSizeLayoutConstraint:0x") == true)
        #expect(
            listed.first?.hasSuffix(
                " label.width == 66 Hug:250 CompressionResistance:1000   (active, names: label:\(formatAddress(label)) )>")
                == true)
        #expect(
            listed.last
                == "<NSLayoutConstraint:\(formatAddress(width)) label.width == 50   (active, names: label:\(formatAddress(label)) )>"
        )
        #expect(event.brokenConstraint.id == ObjectIdentifier(width))
    }
}
