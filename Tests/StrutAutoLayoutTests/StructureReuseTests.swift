import Foundation
import StrutExamples
import Testing

@testable import StrutAutoLayout
@testable import StrutSolver

/// Structure reuse (issue 12, item 2): a fitting engine whose first batch has the structure of
/// one solved before starts from that solved tableau. The oracle is the ordinary path, run on
/// an identical cell in the same process with reuse turned off: every size and frame must be
/// bit-identical, and every diagnostic the same.
@Suite struct StructureReuseTests {
    /// A feed item's text, `words` random words long (a seeded generator: reproducible).
    static func text(_ generator: inout ReuseRandom, words: Int) -> String {
        let vocabulary = ["a", "feed", "item", "with", "longer", "words", "Strut", "constraint", "x", "layout", "é", "42"]
        return (0..<words).map { _ in vocabulary[Int(generator.next() % UInt64(vocabulary.count))] }.joined(
            separator: " ")
    }

    static func randomItem(_ generator: inout ReuseRandom) -> FeedItemData {
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
        _ item: FeedItemData, width: CGFloat, reuse: Bool
    ) -> (height: CGFloat, frames: [CGRect], adopted: Bool, pivots: Int) {
        StructureTemplates.$isDisabled.withValue(!reuse) {
            let cell = ConstraintFeedItemView()
            cell.configure(item)
            let height = cell.fittingHeight(forWidth: width)
            let engine = cell.fittingCache!.engine
            let pivots = engine.solver.statistics.pivots
            cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
            cell.layoutIfNeeded()
            return (height, cell.elementFrames().map(\.1), engine.structureReuse.adopted, pivots)
        }
    }

    @Test func randomCellsMatchTheFreshSolveBitForBit() {
        var generator = ReuseRandom(seed: 12)
        var adopted = 0
        for round in 0..<60 {
            let item = Self.randomItem(&generator)
            let width = CGFloat(200 + Int(generator.next() % 400)) / (generator.next() % 2 == 0 ? 1 : 2) + 100
            let fresh = Self.fit(item, width: width, reuse: false)
            let reused = Self.fit(item, width: width, reuse: true)
            #expect(!fresh.adopted)
            #expect(reused.height == fresh.height, "round \(round), width \(width)")
            #expect(reused.frames == fresh.frames, "round \(round), width \(width)")
            if reused.adopted { adopted += 1 }
        }
        #expect(adopted >= 59)
    }
}

/// A small seeded generator (SplitMix64), so that every run sees the same cells.
struct ReuseRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
