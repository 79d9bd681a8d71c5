import Foundation
import StrutExamples
import Testing

@testable import StrutAutoLayout

/// A stack finds its remembered plan from its own state (``StackView/currentPlan(in:)``),
/// without building its configuration: the plan found is the one planned from
/// ``StackView/planConfiguration``, a plan remembered through either way is found through the
/// other, and a state differing in one value gets its own plan. The held arrangement's list of
/// engine registrations keeps its order and drops engines gone.
@Suite struct StackViewPlanLookupTests {
    /// Stacks in many states (every axis, distribution and alignment; hidden views; a spacing,
    /// the system spacing, a custom spacing; baseline-relative): the plan found is the planned
    /// one, found again without planning, and found by the configuration's digest.
    @Test func plansFoundFromTheStateAreThePlans() {
        let cache = StackViewPlanCache(capacity: 1024)
        var count = 0
        for axis in LayoutConstraintAxis.allCases {
            for distribution in StackViewDistribution.allCases {
                for alignment in StackViewAlignment.allCases {
                    for variant in 0..<5 {
                        let views = (0..<(variant == 4 ? 1 : 3)).map { TextBox(CGFloat(20 + 10 * $0), 10, name: "B\($0)") }
                        let stack = StackView(arrangedSubviews: views)
                        stack.axis = axis
                        stack.distribution = distribution
                        stack.alignment = alignment
                        stack.spacing = variant == 1 ? StackView.spacingUseSystem : CGFloat(variant * 3)
                        if variant == 2 { views[1].isHidden = true }
                        if variant == 3 {
                            stack.setCustomSpacing(7, after: views[0])
                            stack.isBaselineRelativeArrangement = true
                        }
                        let planned = StackViewConstraintPlan(stack.planConfiguration).entries
                        #expect(stack.currentPlan(in: cache).entries == planned)
                        let remembered = cache.count
                        #expect(stack.currentPlan(in: cache).entries == planned)
                        #expect(cache.plan(for: stack.planConfiguration).entries == planned)
                        #expect(cache.count == remembered)  // (found, not planned again)
                        count += 1
                    }
                }
            }
        }
        #expect(count == 2 * 5 * 6 * 5)
    }

    /// A plan remembered from a configuration is found from a stack in that state, and the
    /// reverse; one value changed (a view hidden, the spacing, the axis, the alignment) plans
    /// again.
    @Test func aStateDifferingInOneValueGetsItsOwnPlan() {
        let cache = StackViewPlanCache(capacity: 16)
        let views = [TextBox(20, 10, name: "B0"), TextBox(30, 10, name: "B1")]
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 8
        let configuration = StackViewConstraintPlan.Configuration(
            axis: .horizontal, hidden: [false, false], spacingAfter: [8, 8])
        _ = cache.plan(for: configuration)
        #expect(cache.count == 1)
        #expect(stack.currentPlan(in: cache).entries == StackViewConstraintPlan(configuration).entries)
        #expect(cache.count == 1)
        func spacing() -> [String] {
            stack.currentPlan(in: cache).entries.filter { $0.role == .spacing }.map(\.description)
        }
        views[0].isHidden = true
        #expect(spacing() == ["'UISV-spacing' S1.leading == S0.trailing"])
        #expect(cache.count == 2)
        views[0].isHidden = false
        stack.spacing = 10
        #expect(spacing() == ["'UISV-spacing' S1.leading == S0.trailing + 10"])
        stack.axis = .vertical
        #expect(spacing() == ["'UISV-spacing' S1.top == S0.bottom + 10"])
        stack.alignment = .center
        #expect(stack.currentPlan(in: cache).usesSpanner)
        #expect(cache.count == 5)
        // Back to the first state: the first plan, found.
        stack.axis = .horizontal
        stack.alignment = .fill
        stack.spacing = 8
        #expect(spacing() == ["'UISV-spacing' S1.leading == S0.trailing + 8"])
        #expect(cache.count == 5)
    }

    /// More than 64 arranged views (past the bits a lookup keeps of the hidden flags): the plan
    /// found is still the planned one, with a hidden view past the 64th.
    @Test func manyViews() {
        let cache = StackViewPlanCache(capacity: 16)
        let views = (0..<70).map { TextBox(4, 4, name: "B\($0)") }
        let stack = StackView(arrangedSubviews: views)
        views[66].isHidden = true
        #expect(stack.currentPlan(in: cache).entries == StackViewConstraintPlan(stack.planConfiguration).entries)
        views[66].isHidden = false
        views[3].isHidden = true
        #expect(stack.currentPlan(in: cache).entries == StackViewConstraintPlan(stack.planConfiguration).entries)
        #expect(stack.currentPlan(in: cache).entries == StackViewConstraintPlan(stack.planConfiguration).entries)
        #expect(cache.count == 2)
    }

    /// A held arrangement's registrations: in the order the engines registered; from the fifth
    /// on, those of engines gone are dropped first; taken away all at once.
    @Test func registrationsKeepTheirOrder() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let stack = StackView(arrangedSubviews: [TextBox(20, 10, name: "B0"), TextBox(30, 40, name: "B1")])
        root.addSubview(stack)
        root.updateConstraintsIfNeeded()
        let held = try #require(stack.heldArrangement)
        let engines = (0..<6).map { _ in LayoutEngine(root: root, isFitting: true) }
        let made = engines.map { LayoutEngine.PlannedRowRegistration(engine: $0, held: held) }
        func listed() -> [Int] { held.registrations.map { r in made.firstIndex { $0 === r } ?? -1 } }
        #expect(listed().isEmpty)
        held.register(made[0])
        #expect(listed() == [0])
        held.register(made[1])
        held.register(made[2])
        held.register(made[3])
        #expect(listed() == [0, 1, 2, 3])
        made[0].engine = nil
        made[2].engine = nil
        held.register(made[4])
        #expect(listed() == [1, 3, 4])
        held.register(made[5])
        #expect(listed() == [1, 3, 4, 5])
        let (first, more) = held.takeRegistrations()
        #expect(first === made[1])
        #expect(more.map { r in made.firstIndex { $0 === r } ?? -1 } == [3, 4, 5])
        #expect(listed().isEmpty)
        withExtendedLifetime(engines) {}
    }

    /// A fitting engine whose first batch is adopted as data (an item measured after a first
    /// one like it) makes no planned row: its registrations have no list of rows allocated. The
    /// arrangements' constraints, once made, give the same lists as the eager path. An engine
    /// that made its rows (the first item's, unless an item like it was measured earlier in the
    /// process) lists every planned row, in a list allocated once at its size.
    @Test func adoptedFittingAllocatesNoRowList() throws {
        let first = StackViewHeldArrangementTests.feedItem(.held)
        let held = StackViewHeldArrangementTests.feedItem(.held)
        let eager = StackViewHeldArrangementTests.feedItem(.eager)
        let height = first.item.fittingHeight(forWidth: 375)
        #expect(held.item.fittingHeight(forWidth: 375) == height)
        #expect(eager.item.fittingHeight(forWidth: 375) == height)
        let engine = try #require(held.item.fittingCache?.engine)
        #expect(engine.plannedRegistrations.count == 8)
        for registration in engine.plannedRegistrations { #expect(registration.rows.capacity == 0) }
        let firstEngine = try #require(first.item.fittingCache?.engine)
        for registration in firstEngine.plannedRegistrations {
            let rows = registration.rows
            #expect(rows.isEmpty ? rows.capacity == 0 : rows.count == registration.held.fedByHost.count)
            #expect(rows.capacity == rows.count)
        }
        #expect(StackViewHeldArrangementTests.shapes(held.views) == StackViewHeldArrangementTests.shapes(eager.views))
        #expect(StackViewHeldArrangementTests.shapes(first.views) == StackViewHeldArrangementTests.shapes(eager.views))
    }
}
