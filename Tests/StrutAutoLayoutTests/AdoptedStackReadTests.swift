import Foundation
import StrutExamples
import Testing

@testable import StrutAutoLayout
@testable import StrutSolver

/// What reads a stack-view item's rows after its fitting engine adopted a solved template (the
/// first batch held as data, the stacks' arrangements held as data too) sees the eager path's
/// rows: a listing that makes the arrangements' constraints first, then the next fittings that
/// read the rows by constraint (an item configured again, a stack's spacing changed in place, an
/// arranged view hidden, an axis changed), a conflict's report, a changed direction. The oracle
/// is an identical item fitted with structure reuse off, row by row (sequence, identifier,
/// relation, constants, priority, terms) and frame by frame.
@Suite struct AdoptedStackReadTests {
    /// An item adopted from a template (an item of other data fitted first) and its eager twin,
    /// both fitted at 375 and their fitting engines' rows listed once (the listing makes the
    /// stacks' arrangements' constraints).
    static func listedPair(in store: StructureTemplates) throws -> (adopted: StackFeedItemView, eager: StackFeedItemView) {
        try StructureTemplates.$current.withValue(store) {
            let (adopted, eager, _, _) = FirstBatchMemoryTests.fittedStackPair()
            let engine = try #require(adopted.fittingCache?.engine)
            #expect(engine.structureReuse.adopted && engine.firstBatchDrafts != nil)
            let eagerEngine = try #require(eager.fittingCache?.engine)
            #expect(!eagerEngine.structureReuse.adopted)
            #expect(FirstBatchMemoryTests.rows(of: adopted) == FirstBatchMemoryTests.rows(of: eager))
            return (adopted, eager)
        }
    }

    /// A change made to both items after the listing.
    enum Change: String, CaseIterable, CustomTestStringConvertible {
        /// New data (text sizes), fitted at another width.
        case configuredAgain
        /// A stack's spacing changed: its `UISV-spacing` constraints' constants change in place.
        case spacing
        /// An arranged view hidden: the stack's plan changes, constraints leave and join.
        case hidden
        /// A stack's axis changed: its constraints are replaced.
        case axis

        var testDescription: String { rawValue }

        func apply(to item: StackFeedItemView) throws {
            let nameRow = try #require(item.elementView(.name)?.superview as? StackView)
            let social = try #require(item.elementView(.like)?.superview as? StackView)
            switch self {
            case .configuredAgain: item.configure(FeedItemData(index: 7))
            case .spacing: nameRow.spacing = 11
            case .hidden: try #require(item.elementView(.degree)).isHidden = true
            case .axis: social.axis = .vertical
            }
        }

        var width: CGFloat { self == .configuredAgain ? 320 : 375 }
    }

    /// After the listing, a change and the next fitting (which reads the rows by constraint:
    /// a row not listed would be added again, or miss its constant change or its removal) give
    /// the eager path's height, frames and rows.
    @Test(arguments: Change.allCases)
    func aFittingAfterTheListingKeepsTheEagerRows(_ change: Change) throws {
        let store = StructureTemplates()
        let (adopted, eager) = try Self.listedPair(in: store)
        try StructureTemplates.$current.withValue(store) {
            try change.apply(to: adopted)
            try change.apply(to: eager)
            let height = adopted.fittingHeight(forWidth: change.width)
            let eagerHeight = StructureTemplates.$isDisabled.withValue(true) { eager.fittingHeight(forWidth: change.width) }
            #expect(height == eagerHeight)
            // (A broken constraint drops the fitting engine.)
            let engine = try #require(adopted.fittingCache?.engine)
            let eagerEngine = try #require(eager.fittingCache?.engine)
            #expect(FirstBatchMemoryTests.frames(of: adopted) == FirstBatchMemoryTests.frames(of: eager))
            #expect(FirstBatchMemoryTests.rows(of: adopted) == FirstBatchMemoryTests.rows(of: eager))
            #expect(engine.solver.records.compactMap { $0 }.count == eagerEngine.solver.records.compactMap { $0 }.count)
            #expect(engine.statistics.constraintsBroken == 0 && eagerEngine.statistics.constraintsBroken == 0)
        }
    }

    /// Every constraint installed in the item whose row the engine holds is found by it (the
    /// stacks' `UISV-…` constraints included), as on the eager path.
    @Test func theListedRowsAreFoundByTheirConstraints() throws {
        let (adopted, eager) = try Self.listedPair(in: StructureTemplates())
        func found(_ item: View) throws -> [String] {
            let engine = try #require(item.fittingCache?.engine)
            var views: [View] = []
            item.collectSubtree(into: &views)
            return views.flatMap(\.installed).compactMap { c in
                engine.rowStorage[ObjectKey(c)].map { "\($0.sequence) \(c.identifier ?? "-") \(c.constant)" }
            }
        }
        let listed = try found(adopted)
        #expect(listed.count(where: { $0.contains("UISV-") }) == 89)
        let eagerListed = try found(eager)
        #expect(listed == eagerListed)
    }

    /// A conflict after the listing is reported as the eager path reports it: the same broken
    /// constraint, the same conflicting constraints, the same log text but for addresses.
    @Test func aConflictAfterTheListingIsReportedAsEagerly() throws {
        let store = StructureTemplates()
        let (adopted, eager) = try Self.listedPair(in: store)
        var reports: [[String]] = []
        for item in [adopted, eager] {
            let window = Window(size: CGSize(width: 400, height: 800))
            let report = ConflictReport(recording: window)
            window.addSubview(item)
            let image = try #require(item.elementView(.contentImage))
            let conflicting = image.heightAnchor.constraint(equalToConstant: 120)
            conflicting.identifier = "conflicting"
            conflicting.isActive = true
            _ = StructureTemplates.$current.withValue(store) {
                StructureTemplates.$isDisabled.withValue(item === eager) { item.fittingHeight(forWidth: 375) }
            }
            reports.append(try report.lines())
        }
        #expect(reports[0] == reports[1])
        #expect(reports[0].first == "conflicting")
        #expect(reports[0].contains { $0.contains("Unable to simultaneously satisfy constraints") })
    }

    /// A changed direction after the listing (a fresh fitting engine for each item) gives the
    /// eager path's frames and rows.
    @Test func aChangedDirectionAfterTheListingLaysOutAsEagerly() throws {
        let store = StructureTemplates()
        let (adopted, eager) = try Self.listedPair(in: store)
        try StructureTemplates.$current.withValue(store) {
            adopted.semanticContentAttribute = .forceRightToLeft
            eager.semanticContentAttribute = .forceRightToLeft
            let height = adopted.fittingHeight(forWidth: 375)
            let eagerHeight = StructureTemplates.$isDisabled.withValue(true) { eager.fittingHeight(forWidth: 375) }
            #expect(height == eagerHeight)
            #expect(FirstBatchMemoryTests.frames(of: adopted) == FirstBatchMemoryTests.frames(of: eager))
            #expect(FirstBatchMemoryTests.rows(of: adopted) == FirstBatchMemoryTests.rows(of: eager))
            let engine = try #require(adopted.fittingCache?.engine)
            #expect(engine.statistics.constraintsBroken == 0)
        }
    }
}
