import DeclarativeTestSupport
import Foundation
import StrutDeclarative
import Testing

/// No depth cliffs: node visit counts (not times) for deeply nested auto-sized layouts.
@Suite struct DeepNestingTests {
    /// Yoga's "super deep" shape (layout-peers §1.5): each level a row holding the deeper level
    /// inset by 10 and two 10×10 leaves. Every row and leaf is wrapped in a counter.
    func superDeep(depth: Int, counter: Counter) -> any Layout {
        func leaf() -> any Layout {
            CountingLayout(base: SizeLayout(minWidth: 10, minHeight: 10), counter: counter)
        }
        var layout = leaf()
        for _ in 0..<depth {
            let row = StackLayout(axis: .horizontal, sublayouts: [InsetLayout(inset: 10, sublayout: layout), leaf(), leaf()])
            layout = CountingLayout(base: row, counter: counter)
        }
        return layout
    }

    @Test(arguments: [10, 100, 1000, 10000])
    func autoSizedNestingMeasuresEachNodeOnce(depth: Int) async {
        // Counted nodes: 1 innermost leaf + per level a row and two leaves = 1 + 3·depth.
        // Width: W(0) = 10, W(d) = W(d−1) + 2·10 + 10 + 10 = 10 + 40d. Height: 10 + 20d.
        let (count, frame) = await onLargeStack {
            let counter = Counter()
            let frame = superDeep(depth: depth, counter: counter).arrangement().frame
            return (counter.count, frame)
        }
        #expect(count == 1 + 3 * depth)
        #expect(frame == CGRect(0, 0, CGFloat(10 + 40 * depth), CGFloat(10 + 20 * depth)))
    }

    @Test func nestingInAGivenWidthMeasuresEachNodeOnce() {
        // 100 levels need 4010; in 5000 the last leaf of the root row (at 4010 − 10 = 4000, 10 wide) stretches by 990.
        let counter = Counter()
        let arrangement = superDeep(depth: 100, counter: counter).arrangement(width: 5000)
        #expect(counter.count == 301)
        #expect(arrangement.frame == CGRect(0, 0, 5000, 2010))
        #expect(arrangement.sublayouts.last?.frame == CGRect(4000, 0, 1000, 2010))
    }

    /// A chain of custom layouts that each measure their child twice (unbounded, then within
    /// the proposal), like SwiftUI's or flexbox's min/max-content probes.
    func probingChain(depth: Int, counter: Counter, cached: Bool) -> any Layout {
        var layout: any Layout = SizeLayout(width: 10, height: 10)
        for _ in 0..<depth {
            let probe = ProbingLayout(child: layout, counter: counter)
            layout = cached ? probe.cached() : probe
        }
        return layout
    }

    @Test func probesWithoutACacheDoublePerLevel() {
        // Level i is computed 2^i times: 1 + 2 + … + 2^9 = 2^10 − 1 = 1023 (Yoga's blow-up).
        let counter = Counter()
        _ = probingChain(depth: 10, counter: counter, cached: false).arrangement(width: 100, height: 100)
        #expect(counter.count == 1023)
    }

    @Test(arguments: [10, 100, 1000, 10000])
    func probesThroughTheCacheStayLinear(depth: Int) async {
        // The root is computed once (proposal 100×100). Every deeper level sees exactly two
        // proposals, unbounded and 100×100, and is computed once for each: 1 + 2·(depth − 1).
        let (count, frame) = await onLargeStack {
            let counter = Counter()
            let frame = probingChain(depth: depth, counter: counter, cached: true).arrangement(width: 100, height: 100).frame
            return (counter.count, frame)
        }
        #expect(count == 2 * depth - 1)
        #expect(frame == CGRect(0, 0, 100, 100))
    }

    @Test func builtInLayoutsReuseAMeasurementForARepeatedProposal() {
        let counter = Counter()
        let stack = StackLayout(axis: .vertical, sublayouts: [CountingLayout(base: SizeLayout(width: 5, height: 5), counter: counter)])
        let first = stack.measurement(within: CGSize(width: 10, height: 10))
        let second = stack.measurement(within: CGSize(width: 10, height: 10))
        #expect(counter.count == 1)
        #expect(first.size == second.size)
        let namesTheStack = (second.layout as AnyObject) === (stack as AnyObject)
        #expect(namesTheStack)
        _ = stack.measurement(within: CGSize(width: 20, height: 10))
        #expect(counter.count == 2)
    }

    @Test func theCacheRemembersTheLastFourProposals() {
        let counter = Counter()
        let inset = InsetLayout(inset: 1, sublayout: CountingLayout(base: SizeLayout(width: 5, height: 5), counter: counter))
        let widths: [CGFloat] = [10, 20, 30, 40, 50]  // five proposals: the first is evicted
        for width in widths { _ = inset.measurement(within: CGSize(width: width, height: 10)) }
        #expect(counter.count == 5)
        _ = inset.measurement(within: CGSize(width: 30, height: 10))  // still cached
        #expect(counter.count == 5)
        _ = inset.measurement(within: CGSize(width: 10, height: 10))  // evicted: recomputed
        #expect(counter.count == 6)
    }
}
