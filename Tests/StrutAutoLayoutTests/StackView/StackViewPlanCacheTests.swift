import Foundation
import StrutExamples
import Testing

@testable import StrutAutoLayout

/// What a stack's first arrangement reads without recomputing it: plans remembered by
/// configuration (``StackViewPlanCache``), the plan's items resolved slot by slot
/// (``StackView/PlanItems``), and one detached-input stamp for all the constraints made.
@Suite struct StackViewPlanCacheTests {
    /// Every axis, distribution and alignment, with and without hidden views, custom spacings
    /// and baseline-relative arrangement.
    static var configurations: [StackViewConstraintPlan.Configuration] {
        var all: [StackViewConstraintPlan.Configuration] = []
        let hiddens: [[Bool]] = [[false], [false, false, false], [false, true, false], [true, true]]
        for axis in LayoutConstraintAxis.allCases {
            for distribution in StackViewDistribution.allCases {
                for alignment in StackViewAlignment.allCases {
                    for (k, hidden) in hiddens.enumerated() {
                        all.append(
                            .init(
                                axis: axis, distribution: distribution, alignment: alignment,
                                isBaselineRelativeArrangement: k == 2 && axis == .vertical, hidden: hidden,
                                spacingAfter: hidden.indices.map { Double(4 * $0 + k) },
                                intrinsicLengths: distribution == .fillProportionally
                                    ? Array([160, 80, 40].prefix(hidden.count)) : []
                            ))
                    }
                }
            }
        }
        return all
    }

    /// The cache gives the plan the planner gives, when it plans (a miss) and when it remembers
    /// (a hit), also across emptying when full (capacity 7 among 240 configurations).
    @Test func rememberedPlansAreThePlans() {
        let cache = StackViewPlanCache(capacity: 7)
        let configurations = Self.configurations
        #expect(configurations.count == 2 * 5 * 6 * 4)
        for configuration in configurations {
            let planned = StackViewConstraintPlan(configuration).entries
            #expect(cache.plan(for: configuration).entries == planned)
            #expect(cache.plan(for: configuration).entries == planned)
            #expect(cache.count <= 7)
        }
    }

    /// Configurations that differ in one value only get their own plans: a spacing (the
    /// constant of `UISV-spacing`), a hidden view, the axis.
    @Test func nearConfigurationsKeepTheirOwnPlans() {
        let cache = StackViewPlanCache(capacity: 16)
        let base = StackViewConstraintPlan.Configuration(
            axis: .horizontal, hidden: [false, false], spacingAfter: [8, 8])
        var wider = base
        wider.spacingAfter[0] = 10
        var hiding = base
        hiding.hidden[1] = true
        var vertical = base
        vertical.axis = .vertical
        func spacing(_ plan: StackViewConstraintPlan) -> [String] {
            plan.entries.filter { $0.role == .spacing }.map(\.description)
        }
        #expect(spacing(cache.plan(for: base)) == ["'UISV-spacing' S1.leading == S0.trailing + 8"])
        #expect(spacing(cache.plan(for: wider)) == ["'UISV-spacing' S1.leading == S0.trailing + 10"])
        // The gap after the last visible view collapses to an exact 0.
        #expect(spacing(cache.plan(for: hiding)) == ["'UISV-spacing' S1.leading == S0.trailing"])
        #expect(spacing(cache.plan(for: vertical)) == ["'UISV-spacing' S1.top == S0.bottom + 8"])
        #expect(spacing(cache.plan(for: base)) == ["'UISV-spacing' S1.leading == S0.trailing + 8"])
        #expect(cache.count == 4)
    }

    /// A full cache empties and keeps going.
    @Test func staysBounded() {
        let cache = StackViewPlanCache(capacity: 3)
        for n in 1...10 {
            _ = cache.plan(for: .init(hidden: Array(repeating: false, count: n), spacingAfter: Array(repeating: 0, count: n)))
            #expect(cache.count <= 3)
        }
        #expect(cache.count == 1)  // (10 plans: emptied at the 4th, 7th and 10th)
    }

    /// The items a first arrangement reads, slot by slot, are the items the slots name: the
    /// canvas (here the margins guide), the stack, the spanner, the arranged views, the gaps.
    @Test(arguments: [false, true])
    func planItemsAreTheSlotsItems(marginsRelative: Bool) throws {
        let boxes = [TextBox(20, 10, name: "B0"), TextBox(30, 40, name: "B1"), TextBox(10, 10, name: "B2")]
        let stack = StackView(arrangedSubviews: boxes)
        stack.alignment = .center
        stack.distribution = .equalSpacing
        stack.isLayoutMarginsRelativeArrangement = marginsRelative
        _ = StackViewBehaviourTests.pinned(stack)
        let items = try #require(stack.firstArrangementItems)
        #expect(stack.spanner != nil && stack.gapGuides.count == 2)  // not vacuous: every kind of slot
        #expect(items.slotCount == 3 + 3 + 2)
        let canvas: any LayoutItem = marginsRelative ? stack.layoutMarginsGuide : stack
        var expected: [any LayoutItem] = [canvas, stack, try #require(stack.spanner)]
        for box in boxes { expected.append(box) }
        for guide in stack.gapGuides { expected.append(guide) }
        for (slot, item) in expected.enumerated() {
            #expect(items.item(at: slot) === item)
            #expect(items.node(at: slot) === item.layoutNode)
            #expect(items.identity(at: slot) == ObjectIdentifier(item))
        }
    }

    /// In a tree without an engine, the first arrangement gives the root a new detached-input
    /// stamp (once, after its last constraint), so that a fitting solved before it is not reused.
    @Test func firstArrangementStampsADetachedRoot() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stack = StackView(arrangedSubviews: [TextBox(20, 10, name: "B0"), TextBox(30, 40, name: "B1")])
        root.addSubview(stack)
        _ = root.stampedDetachedInput
        let before = root.detachedInputStamp
        #expect(before != 0)
        #expect(stack.arrangementConstraints.isEmpty)
        root.updateConstraintsIfNeeded()
        #expect(root.rootEngine == nil)
        #expect(stack.arrangementConstraints.count == 7)  // chain 3, fill alignment 4
        #expect(root.detachedInputStamp != before)
        #expect(root.detachedInputStamp != 0)
    }
}
