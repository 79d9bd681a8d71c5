import StrutTestSupport
import Testing

@testable import StrutSolver

/// `Engine.sortSmall` (insertion sort for at most 32 ids, the library sort above) orders
/// distinct ids exactly as `sort()` does, at every length around the switch-over.
@Suite struct SmallSortTests {
    @Test func matchesLibrarySort() {
        var generator = SplitMix64(seed: 0x5EED_5017)
        for length in 0...40 {
            for _ in 0..<50 {
                var ids = Array(Set((0..<length).map { _ in Int.random(in: 0..<1_000, using: &generator) }))
                ids.shuffle(using: &generator)
                var expected = ids
                expected.sort()
                Engine.sortSmall(&ids)
                #expect(ids == expected)
            }
        }
    }

    /// Already sorted and reversed inputs (the insertion sort's best and worst cases).
    @Test func sortedAndReversedInputs() {
        for length in 0...40 {
            var ascending = Array(0..<length)
            Engine.sortSmall(&ascending)
            #expect(ascending == Array(0..<length))
            var descending = Array((0..<length).reversed())
            Engine.sortSmall(&descending)
            #expect(descending == Array(0..<length))
        }
    }
}
