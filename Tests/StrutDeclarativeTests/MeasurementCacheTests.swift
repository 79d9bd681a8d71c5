import DeclarativeTestSupport
import Foundation
import StrutText
import Testing

@testable import StrutDeclarative

/// The four-slot measurement cache of a layout node: unused slots never hit (not even a NaN
/// proposal), a repeated proposal hits, and a fifth proposal replaces the oldest.
@Suite struct MeasurementCacheTests {
    private func entry(_ width: CGFloat) -> MeasurementCache.Entry {
        MeasurementCache.Entry(
            maxSize: CGSize(width: width, height: 100), size: CGSize(width: width / 2, height: 10), sublayouts: [])
    }

    private func hit(_ cache: inout MeasurementCache, _ width: CGFloat) -> CGSize? {
        var size = CGSize.zero
        var sublayouts: [LayoutMeasurement] = []
        return cache.lookUp(CGSize(width: width, height: 100), size: &size, sublayouts: &sublayouts) ? size : nil
    }

    @Test func anEmptyCacheHitsNothingNotEvenNaN() {
        var cache = MeasurementCache()
        var size = CGSize(width: 7, height: 7)
        var sublayouts: [LayoutMeasurement] = []
        #expect(!cache.lookUp(CGSize(width: CGFloat.nan, height: CGFloat.nan), size: &size, sublayouts: &sublayouts))
        #expect(!cache.lookUp(.zero, size: &size, sublayouts: &sublayouts))
        // Nothing copied on a miss.
        #expect(size == CGSize(width: 7, height: 7))
    }

    @Test func aRememberedProposalHitsUntilFourOthersFollowIt() {
        var cache = MeasurementCache()
        for width: CGFloat in [10, 20, 30, 40] { cache.insertIfAbsent(entry(width)) }
        #expect(hit(&cache, 10) == CGSize(width: 5, height: 10))
        #expect(hit(&cache, 40) == CGSize(width: 20, height: 10))
        // Inserting a remembered proposal again changes nothing.
        cache.insertIfAbsent(entry(20))
        #expect(hit(&cache, 10) == CGSize(width: 5, height: 10))
        // A fifth proposal replaces the oldest (10); the next one replaces 20.
        cache.insertIfAbsent(entry(50))
        #expect(hit(&cache, 10) == nil)
        #expect(hit(&cache, 50) == CGSize(width: 25, height: 10))
        cache.insertIfAbsent(entry(60))
        #expect(hit(&cache, 20) == nil)
        #expect(hit(&cache, 30) == CGSize(width: 15, height: 10))
    }

    @Test func aLabelKeepsTheTextItMeasuredLast() {
        let label = LabelLayout(text: "Nick Snyder", measurer: MonospacedCellMeasurer(cellWidth: 10, cellHeight: 20))
        var seen: (Bool, String, CGFloat)?
        label.withMeasuredText { seen = ($0, $1.text, $1.width) }
        #expect(seen?.0 == false)
        _ = label.measurement(within: CGSize(width: 60, height: 100))
        label.withMeasuredText { seen = ($0, $1.text, $1.width) }
        #expect(seen?.0 == true && seen?.1 == "Nick Snyder" && seen?.2 == 60)
        #expect(label.measurement(within: CGSize(width: 60, height: 100)).size == CGSize(width: 60, height: 40))
    }

    @Test func aLabelRemembersItsSizesAndKeepsTheTextOfItsLastComputedMeasurement() {
        // Cells of 10 × 20: "Nick Snyder" is 110 wide on one line, two lines ("Nick", "Snyder")
        // 60 wide and 40 high at width 60.
        let label = LabelLayout(text: "Nick Snyder", measurer: MonospacedCellMeasurer(cellWidth: 10, cellHeight: 20))
        #expect(label.measurement(within: CGSize(width: 60, height: 100)).size == CGSize(width: 60, height: 40))
        #expect(label.measurement(within: CGSize(width: 200, height: 30)).size == CGSize(width: 110, height: 20))
        // Capped at the proposal's height: 40 → 30.
        #expect(label.measurement(within: CGSize(width: 60, height: 30)).size == CGSize(width: 60, height: 30))
        var width: CGFloat = 0
        label.withMeasuredText { width = $1.width }
        #expect(width == 60)
        // A repeated proposal is answered from the cache: the size again, the text not re-laid out.
        #expect(label.measurement(within: CGSize(width: 200, height: 30)).size == CGSize(width: 110, height: 20))
        label.withMeasuredText { width = $1.width }
        #expect(width == 60)
        var size = CGSize.zero
        var sublayouts: [LayoutMeasurement] = []
        #expect(label.measurementCache.lookUp(CGSize(width: 200, height: 30), size: &size, sublayouts: &sublayouts))
        #expect(size == CGSize(width: 110, height: 20) && sublayouts.isEmpty)
    }

    @Test func anEmptyLabelMeasuresZeroRemembersItAndHasNoMeasuredText() {
        let label = LabelLayout(text: "", measurer: MonospacedCellMeasurer(cellWidth: 10, cellHeight: 20))
        let measured = label.measurement(within: CGSize(width: 60, height: 100))
        #expect(measured.size == .zero && measured.sublayouts.isEmpty && measured.maxSize == CGSize(width: 60, height: 100))
        var isMeasured = true
        label.withMeasuredText { measured, _ in isMeasured = measured }
        #expect(!isMeasured)
        var size = CGSize(width: 1, height: 1)
        var sublayouts: [LayoutMeasurement] = []
        #expect(label.measurementCache.lookUp(CGSize(width: 60, height: 100), size: &size, sublayouts: &sublayouts))
        #expect(size == .zero)
    }
}
