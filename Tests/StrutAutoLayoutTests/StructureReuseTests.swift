import Foundation
import StrutExamples
import StrutTestSupport
import Testing

@testable import StrutAutoLayout
@testable import StrutSolver

/// Structure reuse (issue 12, item 2): a fitting engine whose first batch has the structure of
/// one solved before starts from that solved tableau. The oracle is the ordinary path, run on
/// an identical cell in the same process with reuse turned off: every size, and every frame
/// value the fresh path computes exactly, must be bit-identical (values it rounds may differ in
/// the last bits, see `compare`), and every diagnostic the same.
@Suite struct StructureReuseTests {
    /// A feed item's text, `words` random words long (a seeded generator: reproducible).
    static func text(_ generator: inout SplitMix64, words: Int) -> String {
        let vocabulary = ["a", "feed", "item", "with", "longer", "words", "Strut", "constraint", "x", "layout", "é", "42"]
        return (0..<words).map { _ in vocabulary[Int(generator.next() % UInt64(vocabulary.count))] }.joined(
            separator: " ")
    }

    static func randomItem(_ generator: inout SplitMix64) -> FeedItemData {
        var item = FeedItemData(index: Int(generator.next() % 1000))
        item.actionText = text(&generator, words: 1 + Int(generator.next() % 6))
        item.posterName = text(&generator, words: 1 + Int(generator.next() % 4))
        item.posterHeadline = text(&generator, words: Int(generator.next() % 30))
        item.posterTimestamp = text(&generator, words: 1 + Int(generator.next() % 3))
        item.posterComment = text(&generator, words: Int(generator.next() % 40))
        item.contentTitle = text(&generator, words: 1 + Int(generator.next() % 12))
        item.contentDomain = text(&generator, words: 1 + Int(generator.next() % 3))
        item.actorComment = text(&generator, words: Int(generator.next() % 20))
        return item
    }

    /// Fits a fresh cell of `item` at `width` (through the template store unless `reuse` is
    /// off), lays it out at the fitted size, and returns its height, its 16 frames and whether
    /// its fitting engine started from a solved structure.
    static func fit(
        _ item: FeedItemData, width: CGFloat, reuse: Bool, store: StructureTemplates
    ) -> (height: CGFloat, frames: [CGRect], adopted: Bool, pivots: Int) {
        StructureTemplates.$current.withValue(store) {
            StructureTemplates.$isDisabled.withValue(!reuse) { fitNow(item, width: width) }
        }
    }

    private static func fitNow(_ item: FeedItemData, width: CGFloat) -> (
        height: CGFloat, frames: [CGRect], adopted: Bool, pivots: Int
    ) {
        let cell = ConstraintFeedItemView()
        cell.configure(item)
        let height = cell.fittingHeight(forWidth: width)
        let engine = cell.fittingCache!.engine
        let pivots = engine.solver.statistics.pivots
        // Laid out as the feed column does: framed, added to a window, one render-loop turn.
        let window = Window(size: CGSize(width: width, height: 2000))
        cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
        window.addSubview(cell)
        window.runRenderLoopTurn()
        let frames = cell.elementFrames().map(\.1)
        // The content image is 200 high (`FeedItemStyle.contentImageHeight`): the frames are
        // laid out, not left at zero.
        #expect(frames[FeedElement.allCases.firstIndex(of: .contentImage)!].height == 200)
        return (height, frames, engine.structureReuse.adopted, pivots)
    }

    /// Compares two cells' frames component by component: a value the fresh solve gives as a
    /// multiple of 1/64 (exact in binary: sums and differences of pixel-rounded text sizes and
    /// constants) must be bit-identical; one it gives with rounding (thirds of a width, from
    /// three equal-width buttons) may differ in the last bits only: within 1e-12 relative. The
    /// two paths round differently (the fresh one along its inserts and pivots, the reused one
    /// along the constant changes), and neither is the exact value.
    static func compare(_ reused: [CGRect], _ fresh: [CGRect]) -> (exact: Int, rounded: Int, largest: Double) {
        var exact = 0
        var rounded = 0
        var largest = 0.0
        for (r, f) in zip(reused, fresh) {
            for (a, b) in [(r.minX, f.minX), (r.minY, f.minY), (r.width, f.width), (r.height, f.height)] {
                if (b * 64).rounded() == b * 64 {
                    #expect(a == b)
                    exact += 1
                } else {
                    let difference = abs(a - b) / max(1, abs(b))
                    #expect(difference <= 1e-12)
                    largest = max(largest, difference)
                    rounded += 1
                }
            }
        }
        #expect(reused.count == fresh.count)
        return (exact, rounded, largest)
    }

    @Test func randomCellsMatchTheFreshSolve() {
        let store = StructureTemplates()
        var generator = SplitMix64(seed: 12)
        var adopted = 0
        var exact = 0
        var rounded = 0
        var differing = 0
        for round in 0..<60 {
            let item = Self.randomItem(&generator)
            let width = CGFloat(200 + Int(generator.next() % 400)) / (generator.next() % 2 == 0 ? 1 : 2) + 100
            let fresh = Self.fit(item, width: width, reuse: false, store: store)
            let reused = Self.fit(item, width: width, reuse: true, store: store)
            #expect(!fresh.adopted)
            // Heights are sums of pixel-rounded sizes and constants: exact on both paths.
            #expect(reused.height == fresh.height, "round \(round), width \(width)")
            let c = Self.compare(reused.frames, fresh.frames)
            exact += c.exact
            rounded += c.rounded
            if reused.frames != fresh.frames { differing += 1 }
            if reused.adopted { adopted += 1 }
        }
        #expect(adopted == 59)
        // The comparison is not vacuous: most values are exact, and some are not.
        #expect(exact > 60 * 50 && rounded > 0)
        print(
            "structure reuse, 60 random cells: \(exact) exact values identical, \(rounded) rounded values, cells with a last-bit difference: \(differing)"
        )
    }
}

extension StructureReuseTests {
    /// The benchmark's 100 feed items at 375 and 320: every frame as the fresh solve gives it,
    /// and fewer pivots in all.
    @Test func benchmarkFeedItemsMatchTheFreshSolve() {
        let store = StructureTemplates()
        var freshPivots = 0
        var reusedPivots = 0
        var adopted = 0
        for width in [375.0, 320.0] as [CGFloat] {
            for i in 0..<100 {
                let item = FeedItemData(index: i)
                let fresh = Self.fit(item, width: width, reuse: false, store: store)
                let reused = Self.fit(item, width: width, reuse: true, store: store)
                #expect(reused.height == fresh.height, "item \(i), width \(width)")
                _ = Self.compare(reused.frames, fresh.frames)
                freshPivots += fresh.pivots
                reusedPivots += reused.pivots
                if reused.adopted { adopted += 1 }
            }
        }
        // Every cell after the first starts from the first's solved structure.
        #expect(adopted >= 199)
        #expect(reusedPivots < freshPivots)
        print(
            "structure reuse, 200 benchmark feed items: pivots per fitting \(Double(freshPivots) / 200) fresh, \(Double(reusedPivots) / 200) reused"
        )
    }

    /// A cell of one structure whose constants conflict in the second instance only: the
    /// second does not start from the first (its constant change is unsatisfiable), and the
    /// fresh path breaks the same constraint and logs the same message as with reuse off.
    @Test func aConflictTakesTheFreshPathWithTheSameDiagnostics() {
        StructureTemplates.$current.withValue(StructureTemplates()) { conflictTakesTheFreshPath() }
    }

    private func conflictTakesTheFreshPath() {
        final class Cell {
            let window = Window(size: CGSize(width: 400, height: 400))
            let box = View(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
            let label = makeView("label")
            var log: [String] = []
            init(width: CGFloat) {
                window.addSubview(box)
                box.addSubview(label)
                window.diagnosticLog = { [unowned self] in log.append($0) }
                LayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
                    label.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
                    label.widthAnchor.constraint(equalToConstant: width),
                    label.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
                    label.heightAnchor.constraint(equalToConstant: 20),
                    box.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 10),
                    box.trailingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor),
                ])
            }
            func fit() -> (CGSize, Bool, [String]) {
                let size = box.systemLayoutSizeFitting(
                    CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel)
                let adopted = box.fittingCache?.engine.structureReuse.adopted ?? false
                // Addresses differ from cell to cell.
                let text = log.map { $0.replacing(/0x[0-9a-fA-F]+/, with: "0x") }
                return (size, adopted, text)
            }
        }
        // 10 + 20 + 10 high; the first cell (width 50) leaves its solved structure.
        let first = Cell(width: 50).fit()
        #expect(first.0 == CGSize(width: 300, height: 40) && first.2.isEmpty)
        let reused = Cell(width: 150).fit()
        let fresh = StructureTemplates.$isDisabled.withValue(true) { Cell(width: 150).fit() }
        #expect(!reused.1)
        #expect(reused.0 == fresh.0 && reused.2 == fresh.2)
        #expect(fresh.2.count == 1)
        #expect(fresh.2.first?.contains("Unable to simultaneously satisfy constraints") == true)
        // And a satisfiable one of the same structure does start from it: 10 + 20 + 10.
        let third = Cell(width: 70).fit()
        #expect(third.1 && third.0 == CGSize(width: 300, height: 40) && third.2.isEmpty)
    }

    /// A label whose horizontal position nothing decides (`leading >= box.leading` only): the
    /// optimum is not unique, so its solved state is not kept and no later cell starts from it.
    @Test func anAmbiguousStructureIsNeverReused() {
        StructureTemplates.$current.withValue(StructureTemplates()) { ambiguousStructureIsNeverReused() }
    }

    private func ambiguousStructureIsNeverReused() {
        func fit() -> (CGSize, Bool) {
            let box = View(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
            let label = makeView("label")
            box.addSubview(label)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(greaterThanOrEqualTo: box.leadingAnchor, constant: 10),
                label.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
                label.widthAnchor.constraint(equalToConstant: 40),
                label.heightAnchor.constraint(equalToConstant: 20),
                box.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 10),
            ])
            let size = box.systemLayoutSizeFitting(
                CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            return (size, box.fittingCache?.engine.structureReuse.adopted ?? true)
        }
        for _ in 0..<3 {
            let (size, adopted) = fit()
            // 10 + 20 + 10.
            #expect(size == CGSize(width: 300, height: 40))
            #expect(!adopted)
        }
    }

    /// The store keeps numbers only: a fitted cell goes away with its last reference.
    @Test func templatesKeepNoViewAlive() {
        weak var cell: ConstraintFeedItemView?
        do {
            let c = ConstraintFeedItemView()
            c.configure(FeedItemData(index: 3))
            _ = c.fittingHeight(forWidth: 375)
            _ = c.fittingHeight(forWidth: 320)
            cell = c
        }
        #expect(cell == nil)
    }
}
