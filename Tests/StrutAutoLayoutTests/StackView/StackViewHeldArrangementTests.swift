import Foundation
import StrutExamples
import Testing

@testable import StrutAutoLayout

/// A stack's first arrangement held as data (``HeldArrangement``): in a tree without an engine,
/// the stack keeps its plan's entries and a fitting engine makes their rows from them; the
/// constraints are made only when something needs them. Compared with the eager arrangement
/// (``StackView/holdsFirstArrangement`` off) and the general path
/// (``StackView/makesFirstArrangementGenerally``): the same frames, and once made, the same
/// constraints in the same lists in the same order, whatever made them.
@Suite struct StackViewHeldArrangementTests {
    enum Way: CaseIterable { case held, eager, general }

    /// A stack-view feed item whose stacks arrange the given way, and its subtree.
    static func feedItem(_ way: Way) -> (item: StackFeedItemView, views: [View], stacks: [StackView]) {
        let item = StackFeedItemView()
        item.configure(FeedItemData(index: 1))
        var views: [View] = []
        item.collectSubtree(into: &views)
        let stacks = views.compactMap { $0 as? StackView }
        for stack in stacks {
            stack.holdsFirstArrangement = way == .held
            stack.makesFirstArrangementGenerally = way == .general
        }
        return (item, views, stacks)
    }

    /// Every view's installed constraints and every node's (views' and guides') referencing
    /// constraints, in order, views and guides named by their place in the subtree. Reading
    /// them makes held arrangements' constraints.
    static func shapes(_ views: [View]) -> [[String]] {
        func name(_ item: (any LayoutItem)?) -> String {
            if let view = item as? View { return views.firstIndex { $0 === view }.map { "v\($0)" } ?? "?" }
            if let guide = item as? LayoutGuide, let owner = guide.owningView {
                return "v\(views.firstIndex { $0 === owner } ?? -1).g\(owner.layoutGuides.firstIndex { $0 === guide } ?? -1)"
            }
            return "nil"
        }
        func describe(_ list: [LayoutConstraint]) -> [String] {
            list.map { c in
                "\(c.identifier ?? "") \(name(c.firstItem)).\(c.firstAttribute) \(c.relation) \(c.multiplier) × "
                    + "\(name(c.secondItem)).\(c.secondAttribute) + \(c.constant) @\(c.priority.rawValue) "
                    + "vfl \(c.prefersVisualFormatDescription) implied \(c.isImpliedByOthers) active \(c.isActive) "
                    + "host \(name(c.host))"
            }
        }
        var lists: [[String]] = []
        for view in views {
            lists.append(describe(view.constraints))
            lists.append(describe(view.layoutNode.referencingConstraints))
            for guide in view.layoutGuides { lists.append(describe(guide.layoutNode.referencingConstraints)) }
        }
        return lists
    }

    /// The item measured detached holds its stacks' arrangements (its fitting engine made the
    /// rows from the data) and has the eager height; reading the lists then makes the
    /// constraints, equal to the eager and general ones, in the same order.
    @Test func measuredDetachedHoldsThenMakesTheSameConstraints() {
        let built = Way.allCases.map { Self.feedItem($0) }
        let heights = built.map { $0.item.fittingHeight(forWidth: 375) }
        #expect(heights[0] == heights[1] && heights[0] == heights[2])
        #expect(heights[0] > 300)
        // Not vacuous: the held item's stacks made no constraint, the others did.
        #expect(built[0].stacks.allSatisfy { $0.heldArrangement != nil })
        #expect(built[1].stacks.allSatisfy { $0.heldArrangement == nil && !$0.stackConstraints.isEmpty })
        let rows = built.map { $0.item.fittingCache?.engine.statistics }
        #expect(rows[0] == rows[1] && rows[0] != nil)
        let shapes = built.map { Self.shapes($0.views) }
        #expect(built[0].stacks.allSatisfy { $0.heldArrangement == nil })
        #expect(shapes[0] == shapes[1])
        #expect(shapes[0] == shapes[2])
    }

    /// The lists read first through an inner stack (a node two arrangements name: the stack it
    /// is and the stack it is arranged in) or through a new constraint on an arranged view: the
    /// arrangements are made earliest held first, before the new constraint, as eagerly.
    @Test(arguments: 0..<4)
    func listsReadThroughAnyItemMatchTheEagerOrder(start: Int) {
        let held = Self.feedItem(.held)
        let eager = Self.feedItem(.eager)
        _ = held.item.fittingHeight(forWidth: 375)
        _ = eager.item.fittingHeight(forWidth: 375)
        func touch(_ built: (item: StackFeedItemView, views: [View], stacks: [StackView])) {
            // Stacks are collected parents first: the last ones are innermost.
            let inner = built.stacks[built.stacks.count - 1 - start % built.stacks.count]
            switch start {
            case 0: _ = inner.layoutNode.referencingConstraints
            case 1: _ = inner.arrangedSubviews[0].constraints
            case 2:
                inner.arrangedSubviews[0].widthAnchor.constraint(greaterThanOrEqualToConstant: 1).isActive = true
            default:
                inner.arrangedSubviews.last?.heightAnchor.constraint(
                    equalTo: inner.arrangedSubviews[0].heightAnchor, multiplier: 0.5
                ).isActive = true
            }
        }
        touch(held)
        touch(eager)
        #expect(Self.shapes(held.views) == Self.shapes(eager.views))
        #expect(held.item.fittingHeight(forWidth: 320) == eager.item.fittingHeight(forWidth: 320))
    }

    /// Items measured detached, then laid out in a window (as the feed does: islands): the same
    /// frames; then re-plans over held arrangements (a new spacing, a view hidden, a view
    /// removed, an alignment changed), with nothing read before, give the eager frames and,
    /// read at the end, the eager constraints.
    @Test func replansOverHeldArrangementsMatchTheEagerPath() {
        let windows = [Window(size: CGSize(width: 375, height: 667)), Window(size: CGSize(width: 375, height: 667))]
        let built = [Self.feedItem(.held), Self.feedItem(.eager)]
        func layOut(_ width: CGFloat) {
            for (window, b) in zip(windows, built) {
                let h = b.item.fittingHeight(forWidth: width)
                b.item.frame = CGRect(x: 0, y: 0, width: width, height: h)
                if b.item.superview == nil { window.addSubview(b.item) }
                window.size = CGSize(width: width, height: 667)
                window.runRenderLoopTurn()
            }
        }
        func compare(_ context: String) {
            #expect(built[0].views.map(\.frame) == built[1].views.map(\.frame), "\(context)")
        }
        // Measured detached first: held. (In a window, a debug build's check of the fitting
        // engine's skipped update reads the lists, which makes the constraints.)
        for b in built { _ = b.item.fittingHeight(forWidth: 375) }
        #expect(built[0].stacks.allSatisfy { $0.heldArrangement != nil })
        layOut(375)
        compare("laid out")
        let changes = Self.changes + [("width", { _ in })]
        for (name, change) in changes {
            for b in built { change(b.stacks) }
            layOut(name == "width" ? 320 : 375)
            compare(name)
        }
        #expect(Self.shapes(built[0].views) == Self.shapes(built[1].views))
    }

    /// Changes that re-plan a stack of the feed item (stacks are collected parents first: the
    /// outer stack, the action bar, the card, its texts, the name row, the content, the social
    /// row, the actor row).
    static var changes: [(String, ([StackView]) -> Void)] {
        [
            ("spacing", { $0[0].spacing = 12 }),
            ("hidden", { $0[1].arrangedSubviews[0].isHidden = true }),
            ("removed", { $0[5].arrangedSubviews.last?.removeFromSuperview() }),
            ("alignment", { $0[3].alignment = .trailing }),
            ("arranged", { $0[6].removeArrangedSubview($0[6].arrangedSubviews[0]) }),
        ]
    }

    /// Each change applied to a detached item whose arrangements are held (nothing read
    /// before): measured again, the same height as eagerly; then the same constraints.
    @Test(arguments: 0..<5)
    func replanWhileHeldMatchesTheEagerPath(change: Int) {
        let built = [Self.feedItem(.held), Self.feedItem(.eager)]
        for b in built { _ = b.item.fittingHeight(forWidth: 375) }
        // Not vacuous: the change re-plans a held arrangement.
        #expect(built[0].stacks.allSatisfy { $0.heldArrangement != nil })
        for b in built { Self.changes[change].1(b.stacks) }
        let heights = built.map { $0.item.fittingHeight(forWidth: 375) }
        #expect(heights[0] == heights[1], "\(Self.changes[change].0)")
        #expect(Self.shapes(built[0].views) == Self.shapes(built[1].views), "\(Self.changes[change].0)")
        #expect(built[0].views.map(\.frame) == built[1].views.map(\.frame), "\(Self.changes[change].0)")
    }

    /// `constraintsAffectingLayout` and the engine's listing of a held item in a window: the
    /// same constraints as eagerly (the listing makes them).
    @Test func constraintsAffectingLayoutMatchTheEagerPath() {
        let built = [Self.feedItem(.held), Self.feedItem(.eager)]
        var listed: [[[String]]] = []
        for b in built {
            let window = Window(size: CGSize(width: 375, height: 667))
            let h = b.item.fittingHeight(forWidth: 375)
            b.item.frame = CGRect(x: 0, y: 0, width: 375, height: h)
            window.addSubview(b.item)
            window.runRenderLoopTurn()
            var lists: [[String]] = []
            for view in b.views {
                for axis in [LayoutConstraintAxis.horizontal, .vertical] {
                    lists.append(
                        view.constraintsAffectingLayout(for: axis).map { c in
                            let host = b.views.firstIndex { $0 === c.host } ?? -1
                            return "\(c.identifier ?? "") \(c.firstAttribute) \(c.relation) \(c.secondAttribute) \(c.constant) "
                                + "\(c.priority.rawValue) \(host)"
                        })
                }
            }
            listed.append(lists)
            withExtendedLifetime(window) {}
        }
        #expect(listed[0] == listed[1])
        #expect(listed[0].contains { $0.contains { $0.hasPrefix("UISV-") } })
        #expect(Self.shapes(built[0].views) == Self.shapes(built[1].views))
    }

    /// A conflict in a held item's fitting: the engine breaks the same constraint as eagerly
    /// (the arrangements get their constraints first, so the conflict names them), with the
    /// same message, and the same height.
    @Test func conflictInAHeldFittingMatchesTheEagerPath() {
        var messages: [[String]] = []
        var heights: [CGFloat] = []
        var shapes: [[[String]]] = []
        for way in [Way.held, .eager] {
            let b = Self.feedItem(way)
            // The social row is fill-equally: three equal widths; one more required width on
            // its first view that the others cannot follow at 375.
            let social = b.stacks.first { $0.distribution == .fillEqually }
            guard let social else {
                Issue.record("no fill-equally stack")
                return
            }
            social.arrangedSubviews[0].widthAnchor.constraint(equalToConstant: 5000).isActive = true
            // Measured detached (held), then placed in a window: the fitting broke a
            // constraint, so the item joins the window's engine, which reports it.
            heights.append(b.item.fittingHeight(forWidth: 375))
            let window = Window(size: CGSize(width: 375, height: 667))
            var log: [String] = []
            window.diagnosticLog = { log.append($0) }
            b.item.frame = CGRect(x: 0, y: 0, width: 375, height: heights[heights.count - 1])
            window.addSubview(b.item)
            window.runRenderLoopTurn()
            // Addresses differ between the two items: compare the messages' shapes only.
            messages.append(log.map { $0.replacingOccurrences(of: #"0x[0-9a-f]+"#, with: "0x", options: .regularExpression) })
            shapes.append(Self.shapes(b.views))
            withExtendedLifetime(window) {}
        }
        #expect(heights[0] == heights[1])
        #expect(messages[0] == messages[1])
        #expect(!messages[0].isEmpty)
        #expect(shapes[0] == shapes[1])
    }

    /// A detached conflict, measured by a fitting engine alone (the held rows are already in
    /// its solver when a later row conflicts): the same broken count and height as eagerly,
    /// and the held constraints listed with their rows.
    @Test func detachedConflictMatchesTheEagerPath() {
        var results: [(CGFloat, Int, [[String]])] = []
        for way in [Way.held, .eager] {
            let b = Self.feedItem(way)
            let social = b.stacks.first { $0.distribution == .fillEqually }
            social?.arrangedSubviews[0].widthAnchor.constraint(equalToConstant: 5000).isActive = true
            let h = b.item.fittingHeight(forWidth: 375)
            let statistics = b.item.fittingCache?.engine.statistics
            let listed = b.item.fittingCache?.engine.rows.count ?? -1
            results.append((h, (statistics?.constraintsBroken ?? -1) * 1000 + listed, Self.shapes(b.views)))
        }
        #expect(results[0].0 == results[1].0)
        #expect(results[0].1 == results[1].1)
        #expect(results[0].2 == results[1].2)
    }
}

/// Held arrangements and the engines that made rows from them refer to each other: nothing
/// outlives the item.
@Suite struct StackViewHeldArrangementLifetimeTests {
    @Test func aMeasuredItemAndItsHeldArrangementsGo() {
        weak var item: StackFeedItemView?
        weak var held: HeldArrangement?
        weak var engine: LayoutEngine?
        do {
            let built = StackViewHeldArrangementTests.feedItem(.held)
            _ = built.item.fittingHeight(forWidth: 375)
            item = built.item
            held = built.stacks[0].heldArrangement
            engine = built.item.fittingCache?.engine
            #expect(held != nil && engine != nil)
        }
        #expect(item == nil)
        #expect(held == nil)
        #expect(engine == nil)
    }

    /// The engine goes first (a new measurement replaces it), then the item.
    @Test func anEngineGoingFirstLeavesNothingBehind() {
        weak var held: HeldArrangement?
        weak var engine: LayoutEngine?
        do {
            let built = StackViewHeldArrangementTests.feedItem(.held)
            _ = built.item.fittingHeight(forWidth: 375)
            held = built.stacks[0].heldArrangement
            engine = built.item.fittingCache?.engine
            built.item.fittingCache = nil
            #expect(engine == nil)
            #expect(held != nil)
        }
        #expect(held == nil)
    }

    /// A held stack removed from the measured item before anything made its constraints: the
    /// item measures (at two widths) and lists its constraints as the eager item does after the
    /// same removal.
    @Test func aHeldStackRemovedMatchesTheEagerPath() {
        func measure(_ way: StackViewHeldArrangementTests.Way) -> (CGFloat, CGFloat, [String], Bool) {
            var item: StackFeedItemView?
            weak var removed: StackView?
            do {
                let (made, _, stacks) = StackViewHeldArrangementTests.feedItem(way)
                item = made
                _ = made.systemLayoutSizeFitting(
                    CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel)
                // The innermost stack that is not the item's own.
                let inner = stacks.last { $0.superview is StackView } ?? stacks[stacks.count - 1]
                removed = inner
                inner.removeFromSuperview()
            }
            guard let item else { return (0, 0, [], false) }
            let height = item.systemLayoutSizeFitting(
                CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
            let narrow = item.systemLayoutSizeFitting(
                CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
            let listed = item.constraintsAffectingLayout(for: .vertical).map { "\($0.identifier ?? "") \($0.constant)" }
            return (height, narrow, listed, removed == nil)
        }
        let held = measure(.held)
        let eager = measure(.eager)
        #expect(held.0 == eager.0)
        #expect(held.1 == eager.1)
        #expect(held.2 == eager.2)
        // (The item keeps its stacks as properties: the removed one lives on in both.)
        #expect(held.3 == eager.3)
        #expect(held.0 > 0 && held.1 > held.0)
    }
}
