import Foundation
import Testing

@testable import StrutAutoLayout

/// Re-planning a stack by walking the old and new plans in step (``StackView/alignedMatches(for:)``)
/// against the reference that hashes every key (``StackView/keyedMatches(for:)``): two trees
/// built alike from one seed — random nested stacks (axis, distribution, alignment, spacing and
/// custom spacing, baseline-relative arrangement, margins, hidden views, intrinsic sizes and
/// baselines, right-to-left) — go through the same random changes (hide, show, insert, remove,
/// move, new spacing, new alignment or distribution or axis). After every change both are laid
/// out and must agree exactly: every frame bit for bit, each stack's generated constraints
/// (identifier, items, attributes, relation, multiplier, constant, priority, active) in order,
/// what `constraintsAffectingLayout(for:)` reports for every view on both axes, and the engine's
/// counters (so the two paths asked the solver for the same operations).
@Suite struct StackViewReplanningDifferentialTests {
    /// One random tree, described before it is built so that it can be built twice.
    indirect enum Blueprint {
        case box(width: CGFloat, height: CGFloat, firstBaseline: CGFloat?, hugging: Float)
        case stack(StackSpec, [Blueprint])
    }

    struct StackSpec {
        var axis: LayoutConstraintAxis
        var distribution: StackViewDistribution
        var alignment: StackViewAlignment
        var spacing: CGFloat
        var baselineRelative: Bool
        var marginsRelative: Bool
        var hidden: [Bool]
        var customSpacing: [CGFloat?]
    }

    /// A built tree: the root, its stacks and every view, in building order.
    final class Tree {
        let root = View(frame: CGRect(x: 0, y: 0, width: 480, height: 480))
        var stacks: [StackView] = []
        var views: [View] = []
        var boxes = 0

        /// Whether the stacks give the engine a row for every constraint, implied ones included.
        let feedsImpliedConstraints: Bool

        /// Whether the stacks make their first arrangement by the general path.
        let makesFirstArrangementGenerally: Bool

        init(
            _ blueprint: Blueprint, rightToLeft: Bool, reference: Bool, feedsImpliedConstraints: Bool = false,
            makesFirstArrangementGenerally: Bool = false
        ) {
            self.feedsImpliedConstraints = feedsImpliedConstraints
            self.makesFirstArrangementGenerally = makesFirstArrangementGenerally
            root.identifier = "root"
            if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
            let top = build(blueprint, reference: reference)
            top.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(top)
            LayoutConstraint.activate([
                top.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3),
                top.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
                top.widthAnchor.constraint(lessThanOrEqualToConstant: 400),
            ])
            root.layoutIfNeeded()
        }

        func makeBox(width: CGFloat, height: CGFloat, firstBaseline: CGFloat?, hugging: Float) -> View {
            let box = TextBox(width, height, first: firstBaseline, lastFromBottom: 2, name: "B\(boxes)")
            boxes += 1
            box.setContentHuggingPriority(LayoutPriority(hugging), for: .horizontal)
            box.setContentHuggingPriority(LayoutPriority(hugging), for: .vertical)
            views.append(box)
            return box
        }

        private func build(_ blueprint: Blueprint, reference: Bool) -> View {
            switch blueprint {
            case .box(let width, let height, let first, let hugging):
                return makeBox(width: width, height: height, firstBaseline: first, hugging: hugging)
            case .stack(let spec, let children):
                let stack = StackView()
                stack.identifier = "S\(stacks.count)"
                stack.replansByKeys = reference
                stack.feedsImpliedConstraints = feedsImpliedConstraints
                stack.makesFirstArrangementGenerally = makesFirstArrangementGenerally
                stacks.append(stack)
                views.append(stack)
                stack.axis = spec.axis
                stack.distribution = spec.distribution
                stack.alignment = spec.alignment
                stack.spacing = spec.spacing
                stack.isBaselineRelativeArrangement = spec.baselineRelative
                stack.isLayoutMarginsRelativeArrangement = spec.marginsRelative
                for (i, child) in children.enumerated() {
                    let view = build(child, reference: reference)
                    stack.addArrangedSubview(view)
                    view.isHidden = spec.hidden[i]
                    if let custom = spec.customSpacing[i] { stack.setCustomSpacing(custom, after: view) }
                }
                return stack
            }
        }
    }

    /// One change, with indices reduced modulo the counts when applied.
    enum Change {
        case toggleHidden(stack: Int, view: Int)
        case customSpacing(stack: Int, view: Int, CGFloat)
        case spacing(stack: Int, CGFloat)
        case insert(stack: Int, at: Int, width: CGFloat, height: CGFloat)
        case remove(stack: Int, view: Int)
        case move(stack: Int, from: Int, to: Int)
        case alignment(stack: Int, StackViewAlignment)
        case distribution(stack: Int, StackViewDistribution)
        case axis(stack: Int)
    }

    static func spec(_ rng: inout SeededGenerator, count: Int) -> StackSpec {
        let spacings: [CGFloat] = [0, 4, 10, StackView.spacingUseSystem]
        return StackSpec(
            axis: Bool.random(using: &rng) ? .horizontal : .vertical,
            distribution: StackViewDistribution.allCases.randomElement(using: &rng)!,
            alignment: StackViewAlignment.allCases.randomElement(using: &rng)!,
            spacing: spacings.randomElement(using: &rng)!,
            baselineRelative: Int.random(in: 0..<4, using: &rng) == 0,
            marginsRelative: Int.random(in: 0..<5, using: &rng) == 0,
            hidden: (0..<count).map { _ in Int.random(in: 0..<5, using: &rng) == 0 },
            customSpacing: (0..<count).map { _ in Int.random(in: 0..<4, using: &rng) == 0 ? 7 : nil }
        )
    }

    static func blueprint(_ rng: inout SeededGenerator, depth: Int) -> Blueprint {
        let count = Int.random(in: 1...5, using: &rng)
        let children: [Blueprint] = (0..<count).map { _ in
            if depth > 0, Int.random(in: 0..<3, using: &rng) == 0 { return blueprint(&rng, depth: depth - 1) }
            let first: CGFloat? = Bool.random(using: &rng) ? CGFloat(Int.random(in: 4...12, using: &rng)) : nil
            return .box(
                width: CGFloat(Int.random(in: 5...60, using: &rng)), height: CGFloat(Int.random(in: 5...40, using: &rng)),
                firstBaseline: first, hugging: [249, 250, 251].randomElement(using: &rng)!)
        }
        return .stack(spec(&rng, count: count), children)
    }

    static func change(_ rng: inout SeededGenerator) -> Change {
        let s = Int.random(in: 0..<64, using: &rng), v = Int.random(in: 0..<64, using: &rng)
        switch Int.random(in: 0..<12, using: &rng) {
        case 0...3: return .toggleHidden(stack: s, view: v)
        case 4: return .customSpacing(stack: s, view: v, [3, 12, StackView.spacingUseDefault].randomElement(using: &rng)!)
        case 5: return .spacing(stack: s, [0, 6, -2].randomElement(using: &rng)!)
        case 6: return .insert(stack: s, at: v, width: CGFloat(Int.random(in: 5...50, using: &rng)), height: 12)
        case 7: return .remove(stack: s, view: v)
        case 8: return .move(stack: s, from: v, to: Int.random(in: 0..<64, using: &rng))
        case 9: return .alignment(stack: s, StackViewAlignment.allCases.randomElement(using: &rng)!)
        case 10: return .distribution(stack: s, StackViewDistribution.allCases.randomElement(using: &rng)!)
        default: return .axis(stack: s)
        }
    }

    static func apply(_ change: Change, to tree: Tree) {
        func stack(_ s: Int) -> StackView { tree.stacks[s % tree.stacks.count] }
        func arranged(_ stack: StackView, _ v: Int) -> View? {
            stack.arrangedSubviews.isEmpty ? nil : stack.arrangedSubviews[v % stack.arrangedSubviews.count]
        }
        switch change {
        case .toggleHidden(let s, let v):
            arranged(stack(s), v)?.isHidden.toggle()
        case .customSpacing(let s, let v, let value):
            if let view = arranged(stack(s), v) { stack(s).setCustomSpacing(value, after: view) }
        case .spacing(let s, let value):
            stack(s).spacing = value
        case .insert(let s, let at, let width, let height):
            let target = stack(s)
            let box = tree.makeBox(width: width, height: height, firstBaseline: 6, hugging: 250)
            target.insertArrangedSubview(box, at: at % (target.arrangedSubviews.count + 1))
        case .remove(let s, let v):
            // Stacks stay (the tree's list holds them); leaves go.
            if let view = arranged(stack(s), v), !(view is StackView) { view.removeFromSuperview() }
        case .move(let s, let from, let to):
            let target = stack(s)
            if let view = arranged(target, from) { target.insertArrangedSubview(view, at: to % target.arrangedSubviews.count) }
        case .alignment(let s, let value):
            stack(s).alignment = value
        case .distribution(let s, let value):
            stack(s).distribution = value
        case .axis(let s):
            stack(s).axis = stack(s).axis == .horizontal ? .vertical : .horizontal
        }
    }

    /// A constraint without addresses: items by their names in the tree.
    static func signature(_ c: LayoutConstraint) -> String {
        func name(_ item: (any LayoutItem)?) -> String {
            if let view = item as? View { return view.identifier ?? "?" }
            if let guide = item as? LayoutGuide {
                let owner = guide.owningView
                let index = owner?.layoutGuides.firstIndex { $0 === guide } ?? -1
                return "\(owner?.identifier ?? "?").guide\(index)'\(guide.identifier)'"
            }
            return item == nil ? "nil" : "?"
        }
        return
            "\(c.identifier ?? "") \(name(c.firstItem)).\(c.firstAttribute) \(c.relation) \(c.multiplier) × "
            + "\(name(c.secondItem)).\(c.secondAttribute) + \(c.constant) @\(c.priority.rawValue) "
            + (c.isActive ? "active" : "inactive")
    }

    /// Everything the two trees must agree on.
    struct Observation: Equatable {
        var frames: [CGRect] = []
        var arrangement: [[String]] = []
        var affecting: [[String]] = []
        var statistics = EngineStatistics()
    }

    static func observe(_ tree: Tree) -> Observation {
        tree.root.layoutIfNeeded()
        var observation = Observation()
        for view in tree.views {
            observation.frames.append(view.frame)
            for axis in LayoutConstraintAxis.allCases {
                observation.affecting.append(view.constraintsAffectingLayout(for: axis).map(signature))
            }
        }
        observation.arrangement = tree.stacks.map { $0.arrangementConstraints.map(signature) }
        observation.statistics = tree.root.layoutEngineStatistics
        return observation
    }

    @Test(arguments: 1...24 as ClosedRange<UInt64>)
    func alignedReplanningMatchesKeyedReplanning(seed: UInt64) {
        var rng = SeededGenerator(state: seed &* 0x9E37_79B9_7F4A_7C15)
        let blueprint = Self.blueprint(&rng, depth: 2)
        let rightToLeft = Bool.random(using: &rng)
        let aligned = Tree(blueprint, rightToLeft: rightToLeft, reference: false)
        let keyed = Tree(blueprint, rightToLeft: rightToLeft, reference: true)
        #expect(Self.observe(aligned) == Self.observe(keyed))
        for step in 0..<12 {
            let change = Self.change(&rng)
            Self.apply(change, to: aligned)
            Self.apply(change, to: keyed)
            let a = Self.observe(aligned), k = Self.observe(keyed)
            #expect(a.frames == k.frames, "seed \(seed), step \(step): \(change)")
            #expect(a.arrangement == k.arrangement, "seed \(seed), step \(step): \(change)")
            #expect(a.affecting == k.affecting, "seed \(seed), step \(step): \(change)")
            #expect(a.statistics == k.statistics, "seed \(seed), step \(step): \(change)")
            // The oracle is not vacuous: frames are finite and some view has a size.
            #expect(a.frames.allSatisfy { $0.origin.x.isFinite && $0.width.isFinite && $0.height.isFinite })
        }
    }

    /// The aligned walk finds the same matches as hashing, entry by entry, for plans that differ
    /// by one change (a hidden view drops entries in the middle and adds some at the end).
    @Test func alignedMatchesEqualKeyedMatchesAfterHiding() {
        let boxes = (0..<6).map { TextBox(10, 10, name: "B\($0)") }
        let stack = StackView(arrangedSubviews: boxes)
        stack.alignment = .center
        let root = StackViewBehaviourTests.pinned(stack)
        boxes[3].isHidden = true
        // The plan for the new configuration, resolved against the same views.
        let plan = StackViewConstraintPlan(stack.planConfiguration)
        _ = root
        let identities = stack.itemIdentities
        let keys = plan.entries.map { stack.resolve($0, in: identities) }
        let aligned = stack.alignedMatches(for: keys)
        let keyed = stack.keyedMatches(for: keys)
        #expect(aligned == keyed)
        // Hiding drops B3's alignment and spanning pair and adds two entries (its alignment to
        // the reference's top and its `UISV-hiding`): those two have no match; everything else
        // of the 6-view centre plan (…) is matched.
        #expect(aligned.filter { $0 == nil }.count == 2)
        #expect(aligned.compactMap { $0 }.count == plan.entries.count - 2)
    }
}
