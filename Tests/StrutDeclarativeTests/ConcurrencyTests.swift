import DeclarativeTestSupport
import Foundation
import StrutDeclarative
import Testing

/// Layouts are shared across threads: concurrent arrangements of one tree (sharing its caches)
/// give the frames a sequential run gives. Run under `swift test --sanitize=thread`.
@Suite struct ConcurrencyTests {
    func card(_ index: Int) -> any Layout {
        InsetLayout(
            inset: 4,
            sublayout: StackLayout(
                axis: .vertical, spacing: 2,
                sublayouts: [
                    StackLayout(
                        axis: .horizontal, spacing: 3,
                        sublayouts: [
                            SizeLayout(width: 20, height: 20),
                            SizeLayout(minWidth: CGFloat(index % 7), minHeight: 12),
                        ]),
                    SizeLayout(height: 1),
                    OverlayLayout(
                        primaryLayouts: [SizeLayout(minWidth: 10, minHeight: CGFloat(index % 5) * 3)],
                        overlayLayouts: [SizeLayout(width: 4, height: 4, alignment: .topTrailing)]),
                ]))
    }

    @Test func concurrentArrangementsMatchSequentialOnes() async {
        let shared = card(3)
        let widths: [CGFloat] = (0..<64).map { CGFloat(40 + $0 % 9 * 10) }
        let expected = widths.map { shared.arrangement(width: $0).allArrangements.map(\.frame) }
        let fresh = card(3)
        let results = await withTaskGroup(of: (Int, [CGRect]).self) { group in
            for (index, width) in widths.enumerated() {
                group.addTask { (index, fresh.arrangement(width: width).allArrangements.map(\.frame)) }
            }
            var results = [[CGRect]](repeating: [], count: widths.count)
            for await (index, frames) in group { results[index] = frames }
            return results
        }
        #expect(results == expected)
    }

    /// Labels keep their last text layout beside their measurements (both guarded by the shared
    /// cache locks): measuring one label tree at many widths at once gives the sequential frames.
    @Test func concurrentLabelMeasurementsMatchSequentialOnes() async {
        func tree() -> any Layout {
            StackLayout(
                axis: .vertical, spacing: 2,
                sublayouts: (0..<6).map { i in
                    LabelLayout(
                        text: String(repeating: "Words wrap at the width given \(i). ", count: 1 + i % 3), numberOfLines: 0)
                })
        }
        let widths: [CGFloat] = (0..<48).map { CGFloat(60 + $0 % 11 * 23) }
        let expected = widths.map { tree().arrangement(width: $0).allArrangements.map(\.frame) }
        let shared = tree()
        let results = await withTaskGroup(of: (Int, [CGRect]).self) { group in
            for (index, width) in widths.enumerated() {
                group.addTask { (index, shared.arrangement(width: width).allArrangements.map(\.frame)) }
            }
            var results = [[CGRect]](repeating: [], count: widths.count)
            for await (index, frames) in group { results[index] = frames }
            return results
        }
        #expect(results == expected)
    }

    @Test func batchResultsMatchSequentialOnes() async throws {
        let layouts = (0..<40).map(card)
        let expected = layouts.map { $0.arrangement(width: 90).allArrangements.map(\.frame) }
        let batch = try await BatchLayout(width: 90, maxConcurrentTasks: 4).arrangements(of: layouts)
        #expect(batch.map { $0.allArrangements.map(\.frame) } == expected)
    }
}
