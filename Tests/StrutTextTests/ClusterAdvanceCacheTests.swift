import Foundation
import Testing

@testable import StrutText

/// The face's cache of shaped texts: a hit returns exactly what shaping returns, and the cache
/// stays within its bound.
@Suite struct ClusterAdvanceCacheTests {
    /// Advances straight from the shaper, bypassing the cache.
    static func uncachedUnits(_ text: String, face: FontFace) -> [Int] {
        var units: [Int] = []
        face.forEachClusterAdvance(in: text) { _, advance in units.append(advance) }
        return units
    }

    @Test(arguments: ["office", "coffee traffic", "x->y", "T\u{325}o", "AVATAR AVATAR", "مرحبا", "a\tb", ""])
    func aCachedTextMeasuresAsShaped(_ text: String) {
        let face = FontLibrary.bundledFace
        let shaped = Self.uncachedUnits(text, face: face)
        // Twice: the first call fills the cache, the second is a hit.
        #expect(face.clusterAdvanceUnits(of: text) == shaped)
        #expect(face.clusterAdvanceUnits(of: text) == shaped)
        // A substring with the same characters is the same key.
        #expect(face.clusterAdvanceUnits(of: ("[" + text + "]").dropFirst().dropLast()) == shaped)
    }

    @Test func widthsAreTheSameBeforeAndAfterTheCacheFills() {
        let font = Font.systemFont(ofSize: 17)
        let texts = (0..<200).map { "Cell \($0): coffee, office & traffic — \($0 * 7919 % 1000)" }
        let first = texts.map { font.width(of: $0) }
        let second = texts.map { font.width(of: $0) }
        #expect(first == second)
        let expected = texts.map { text in
            // Summed as `width(of:)` sums: each cluster scaled to points, in order.
            Self.uncachedUnits(text, face: font.face).reduce(CGFloat(0)) { $0 + CGFloat($1) * font.scale }
        }
        #expect(first == expected)
    }

    /// Advances of `count` characters that are all `value` (a stand-in entry of known size).
    static func filler(_ value: Int, count: Int = 1000) -> ClusterAdvances {
        ClusterAdvances(units: [Int](repeating: value, count: count), lineStartKerning: [])
    }

    @Test func theCacheStaysWithinItsBound() {
        let cache = ClusterAdvanceCache()
        let limit = ClusterAdvanceCache.generationLimit
        // Texts of 1,000 characters: a generation holds 262 of them (262,144 / 1,000), so 786
        // texts turn the generations three times.
        let total = limit / 1000 * 3
        var computed = 0
        for i in 0..<total {
            let units = cache.advances(of: "\(i)") {
                computed += 1
                return Self.filler(i)
            }
            #expect(units.units.count == 1000 && units.units[0] == i)
            #expect(cache.characterCount <= 2 * limit)
        }
        #expect(computed == total)
        // The last generation's worth of texts (262 of 1,000 characters) are all still held:
        // the cache keeps at least `generationLimit` characters of the most recent entries.
        for i in (total - limit / 1000)..<total { #expect(cache.contains("\(i)")) }
        // And the oldest are gone: 786 texts were entered, at most 524 fit.
        #expect(!cache.contains("0"))
        _ = cache.advances(of: "\(total - 1)") {
            computed += 1
            return Self.filler(-1)
        }
        #expect(computed == total)
    }

    /// A text in use survives the turns of the generations: hit in the old generation, it moves
    /// into the young one. Without the move it would be dropped at the second turn.
    @Test func aTextInUseSurvivesEveryTurn() {
        let cache = ClusterAdvanceCache()
        let perGeneration = ClusterAdvanceCache.generationLimit / 1000  // 262 texts of 1,000 characters
        var computedHot = 0
        func hot() -> ClusterAdvances {
            cache.advances(of: "hot") {
                computedHot += 1
                return Self.filler(7, count: 10)
            }
        }
        #expect(hot().units == [Int](repeating: 7, count: 10))
        // Ten generations of new texts; the hot text is asked for once per half generation.
        for i in 0..<(perGeneration * 10) {
            _ = cache.advances(of: "cold \(i)") { Self.filler(i) }
            if i % (perGeneration / 2) == 0 { #expect(hot().units[0] == 7) }
        }
        #expect(computedHot == 1)
        // A text not asked for again is gone after two turns.
        #expect(!cache.contains("cold 0"))
    }

    /// A hit and a miss give bit-identical advances across an eviction: the advances of real
    /// texts are cached, pushed out by two generations of other entries, and shaped again.
    @Test(arguments: ["office", "AVATAR AVATAR", "x->y", "coffee, traffic & fluffy Wolf", "مرحبا", "T\u{325}o"])
    func aMissAfterEvictionEqualsTheHitBefore(_ text: String) {
        let face = FontLibrary.bundledFace
        let cache = ClusterAdvanceCache()
        var shaped = 0
        let first = cache.advances(of: text) {
            shaped += 1
            return face.shapeClusters(of: text)
        }
        let hit = cache.advances(of: text) {
            shaped += 1
            return face.shapeClusters(of: text)
        }
        #expect(shaped == 1)
        #expect(hit == first)
        for i in 0..<(ClusterAdvanceCache.generationLimit / 1000 * 2 + 1) {
            _ = cache.advances(of: "filler \(i)") { Self.filler(i) }
        }
        #expect(!cache.contains(text))
        let again = cache.advances(of: text) {
            shaped += 1
            return face.shapeClusters(of: text)
        }
        #expect(shaped == 2)
        #expect(again == first)
        #expect(again.units == Self.uncachedUnits(text, face: face))
    }
}
