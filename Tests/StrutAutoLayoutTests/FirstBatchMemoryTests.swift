import Foundation
import StrutExamples
import Testing

@testable import StrutAutoLayout
@testable import StrutSolver

/// What a kept fitting engine holds after its first batch was adopted (issue 12): the drafts
/// list reserved at the batch's size, drafts without a string of their own for a stack's held
/// entries (the identifier read from the plan when the row is made), and an island's solver
/// without scratch storage once laid out. The oracle is the eager path on an identical item
/// (structure reuse off), row by row and frame by frame, as `FirstBatchDraftTests` compares.
@Suite struct FirstBatchMemoryTests {
    /// Every row of a fitting engine, in sequence order: identifier (the constraint's or the
    /// held entry's), relation, constants, priority, terms (as coefficients), broken.
    static func rows(of view: View) -> [String] {
        let engine = view.fittingCache!.engine
        return engine.rows.values.sorted { $0.sequence < $1.sequence }.map { row in
            let name = row.constraint.identifier ?? "\(row.constraint.kind)"
            return
                "\(row.sequence) \(name) \(row.relation) \(row.currentConstant) base \(row.base) @\(row.currentPriority) \(row.terms.map(\.coefficient)) broken \(row.isBroken)"
        }
    }

    static func frames(of view: View) -> [CGRect] {
        var views: [View] = []
        view.collectSubtree(into: &views)
        let engine = view.fittingCache!.engine
        return views.map { engine.alignmentRect(of: $0.layoutNode) }
    }

    /// Within a templates store (`StructureTemplates.current`): a stack-view item of other data
    /// fitted first (the template), then an item adopted from it and its eager twin (structure
    /// reuse off), both with the same data, fitted at 375; their fitted heights.
    static func fittedStackPair() -> (adopted: StackFeedItemView, eager: StackFeedItemView, CGFloat, CGFloat) {
        let template = StackFeedItemView()
        template.configure(FeedItemData(index: 1))
        _ = template.fittingHeight(forWidth: 375)
        let adopted = StackFeedItemView(), eager = StackFeedItemView()
        adopted.configure(FeedItemData(index: 4))
        eager.configure(FeedItemData(index: 4))
        let height = adopted.fittingHeight(forWidth: 375)
        let eagerHeight = StructureTemplates.$isDisabled.withValue(true) { eager.fittingHeight(forWidth: 375) }
        return (adopted, eager, height, eagerHeight)
    }

    /// A stack-view item adopted from a template: its held entries' rows, made when listed,
    /// carry the `UISV-…` identifiers of the eager path's, with the same fields and sequences.
    @Test func anAdoptedStackItemListsTheEagerRows() throws {
        let store = StructureTemplates()
        try StructureTemplates.$current.withValue(store) {
            let (adopted, eager, height, eagerHeight) = Self.fittedStackPair()
            #expect(height == eagerHeight)
            let engine = try #require(adopted.fittingCache?.engine)
            #expect(engine.structureReuse.adopted && engine.firstBatchDrafts != nil)
            // The drafts list at the template's batch size (its draft count, noted by the store).
            let drafts = try #require(engine.firstBatchDrafts?.drafts)
            #expect(drafts.capacity == drafts.count && store.draftCountHint == drafts.count)
            #expect(
                drafts.contains {
                    if case .planned = $0.destination { true } else { false }
                })
            #expect(Self.frames(of: adopted) == Self.frames(of: eager))
            let listed = Self.rows(of: adopted)
            #expect(listed.contains { $0.contains("UISV-") })
            // Every row, though the listing makes the arrangements' constraints first (the
            // registrations it takes were marked as in the solver at the adoption: marked when
            // the batch was bound, within the listing, most held entries' rows went unlisted).
            #expect(listed == Self.rows(of: eager))
            #expect(listed.count == 164)
        }
    }

    /// Every row of a fitting engine, in sequence order, with its terms as (the item: its place
    /// in `view`'s subtree, or a layout guide's by first appearance; the variable's role; the
    /// coefficient): which variables a row names.
    static func rowTerms(of view: View) -> [String] {
        var views: [View] = []
        view.collectSubtree(into: &views)
        var places: [UInt: String] = [:]
        for (i, v) in views.enumerated() { places[UInt(bitPattern: ObjectIdentifier(v.layoutNode))] = "\(i)" }
        let engine = view.fittingCache!.engine
        return engine.rows.values.sorted { $0.sequence < $1.sequence }.map { row in
            var text = "\(row.sequence)"
            for term in row.terms {
                let context = term.variable.context
                if places[context] == nil { places[context] = "g\(places.count - views.count)" }
                text += " \(places[context]!).\(term.variable.name)×\(term.coefficient)"
            }
            return text
        }
    }

    /// An adopted batch keeps no terms the solver holds (no term of coefficient zero in a feed
    /// item): its drafts drop them, and the rows made later take them from the solver's records,
    /// the eager path's terms over the item's own variables (a constraint item and a stack item).
    @Test func anAdoptedBatchTakesItsRowsTermsFromTheSolver() throws {
        let store = StructureTemplates()
        try StructureTemplates.$current.withValue(store) {
            let (adopted, eager, height, eagerHeight) = Self.fittedStackPair()
            #expect(height == eagerHeight)
            let template = ConstraintFeedItemView()
            template.configure(FeedItemData(index: 1))
            _ = template.fittingHeight(forWidth: 375)
            let item = ConstraintFeedItemView(), twin = ConstraintFeedItemView()
            item.configure(FeedItemData(index: 3))
            twin.configure(FeedItemData(index: 3))
            #expect(
                item.fittingHeight(forWidth: 375)
                    == StructureTemplates.$isDisabled.withValue(true) { twin.fittingHeight(forWidth: 375) })
            for (view, oracle) in [(adopted as View, eager as View), (item, twin)] {
                let engine = try #require(view.fittingCache?.engine)
                let held = try #require(engine.firstBatchDrafts)
                #expect(held.termsHeldBySolver && held.terms.isEmpty)
                let terms = Self.rowTerms(of: view)
                #expect(!terms.isEmpty && terms == Self.rowTerms(of: oracle))
                #expect(Self.rows(of: view) == Self.rows(of: oracle))
                #expect(Self.frames(of: view) == Self.frames(of: oracle))
            }
        }
    }

    /// A batch with a term of coefficient zero (left out of the signature and the solver's
    /// records) keeps its drafts' terms: the rows made later have the zero term, as eagerly.
    @Test func aBatchWithAZeroCoefficientKeepsItsTerms() throws {
        let store = StructureTemplates()
        try StructureTemplates.$current.withValue(store) {
            func make() -> View {
                let root = View(), child = View()
                root.addSubview(child)
                child.translatesAutoresizingMaskIntoConstraints = false
                LayoutConstraint.activate([
                    child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                    child.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
                    child.widthAnchor.constraint(equalToConstant: 40),
                    child.heightAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0, constant: 30),
                    root.bottomAnchor.constraint(equalTo: child.bottomAnchor, constant: 8),
                ])
                return root
            }
            func fit(_ view: View) -> CGSize {
                view.systemLayoutSizeFitting(
                    CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel)
            }
            _ = fit(make())
            let root = make(), oracle = make()
            let size = fit(root)
            #expect(size == CGSize(width: 100, height: 46))
            #expect(size == StructureTemplates.$isDisabled.withValue(true) { fit(oracle) })
            let engine = try #require(root.fittingCache?.engine)
            #expect(engine.structureReuse.adopted)
            let held = try #require(engine.firstBatchDrafts)
            #expect(!held.termsHeldBySolver && !held.terms.isEmpty)
            // The drafts' ranges tile the pool in drafting order (an axis's two content-size
            // rows share one term), and each holds its eager row's terms.
            var next: Int32 = 0
            var previous: (start: Int32, count: Int32)?
            for draft in held.drafts {
                let range = (start: draft.row.termStart, count: draft.row.termCount)
                if let previous, previous == range, case .contentSize = draft.destination { continue }
                #expect(range.start == next)
                next = range.start + range.count
                previous = range
            }
            #expect(Int(next) == held.terms.count)
            let eagerTerms = oracle.fittingCache!.engine.rows.values.sorted { $0.sequence < $1.sequence }.map(\.terms)
            let draftTerms = held.order.map { held.drafts[$0].terms(in: held.terms) }
            #expect(draftTerms.map { $0.map(\.coefficient) } == eagerTerms.map { $0.map(\.coefficient) })
            #expect(draftTerms.map { $0.map(\.variable.name) } == eagerTerms.map { $0.map(\.variable.name) })
            #expect(Self.rowTerms(of: root) == Self.rowTerms(of: oracle))
            #expect(Self.rows(of: root) == Self.rows(of: oracle))
            #expect(engine.rows.values.contains { row in row.terms.contains { $0.coefficient == 0 } })
        }
    }

    /// A draft is 88 bytes on a 64-bit platform (a batch's drafts stay with the adopted engine).
    @Test func aDraftStaysSmall() {
        #expect(MemoryLayout<LayoutEngine.RowDraft>.stride <= 88)
    }

    /// Feed items laid out as islands: each island's solver has freed its scratch lists, and a
    /// re-layout at another width (which grows some again) gives the eager path's frames.
    @Test func anIslandFreesItsScratchAndLaysOutAsEagerly() throws {
        let store = StructureTemplates()
        try StructureTemplates.$current.withValue(store) {
            let columns = [false, true].map { eager in
                StructureTemplates.$isDisabled.withValue(eager) {
                    FeedColumn(implementation: .constraints, count: 4, inEngine: false)
                }
            }
            for width in [375, 320] as [CGFloat] {
                for (i, column) in columns.enumerated() {
                    StructureTemplates.$isDisabled.withValue(i == 1) { _ = column.layOut(width: width) }
                }
                let items = columns.map { $0.views.map { $0 as View } }
                #expect(items[0].count == 4 && items[1].count == 4)
                for (adopted, eager) in zip(items[0], items[1]) {
                    #expect(adopted.frame == eager.frame)
                    let cache = try #require(adopted.fittingCache)
                    #expect(cache.isIsland)
                    let e = cache.engine.solver.engine
                    #expect(e.touched.retainedStorage == 0 && e.journalCells.retainedStorage == 0)
                    #expect(e.writtenSymbols.retainedStorage == 0)
                    // The layout engine's queues too (the first batch's, the content-size rows').
                    #expect(cache.engine.pendingOrder.capacity == 0 && cache.engine.pendingLazyRows.capacity == 0)
                    var views: [View] = [], eagerViews: [View] = []
                    adopted.collectSubtree(into: &views)
                    eager.collectSubtree(into: &eagerViews)
                    #expect(views.map(\.frame) == eagerViews.map(\.frame))
                }
            }
        }
    }
}
