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

    @Test func theCacheStaysWithinItsBound() {
        let cache = ClusterAdvanceCache()
        let limit = ClusterAdvanceCache.characterLimit
        var computed = 0
        // Texts of 1,000 characters: the cache empties itself whenever the next would pass the bound.
        for i in 0..<(limit / 1000 * 3) {
            let units = cache.advances(of: "\(i)") {
                computed += 1
                return ClusterAdvances(units: [Int](repeating: i, count: 1000), lineStartKerning: [])
            }
            #expect(units.units.count == 1000 && units.units[0] == i)
            #expect(cache.characterCount <= limit)
        }
        #expect(computed == limit / 1000 * 3)
        // The most recent text is still cached: no second computation.
        _ = cache.advances(of: "\(limit / 1000 * 3 - 1)") {
            computed += 1
            return ClusterAdvances(units: [], lineStartKerning: [])
        }
        #expect(computed == limit / 1000 * 3)
    }
}
