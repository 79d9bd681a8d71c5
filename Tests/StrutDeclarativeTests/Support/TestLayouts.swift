import Foundation
import StrutDeclarative
import Synchronization

/// A thread-safe counter shared by test layouts.
final class Counter: Sendable {
    private let value = Atomic<Int>(0)
    func increment() { value.add(1, ordering: .relaxed) }
    var count: Int { value.load(ordering: .relaxed) }
}

/// Counts how often it is measured, then measures its base (transparent like `CachedLayout`).
final class CountingLayout: Layout {
    let base: any Layout
    let counter: Counter

    init(base: any Layout, counter: Counter) {
        self.base = base
        self.counter = counter
    }

    func measurement(within maxSize: CGSize) -> LayoutMeasurement {
        counter.increment()
        return base.measurement(within: maxSize)
    }

    func arrangement(within rect: CGRect, measurement: LayoutMeasurement) -> LayoutArrangement {
        measurement.layout.arrangement(within: rect, measurement: measurement)
    }

    var flexibility: Flexibility { base.flexibility }
}

/// A custom container in SwiftUI's style: it measures its child twice, once unbounded ("ideal")
/// and once within the proposal, and counts its own (uncached) computations.
final class ProbingLayout: Layout {
    let child: any Layout
    let counter: Counter

    init(child: any Layout, counter: Counter) {
        self.child = child
        self.counter = counter
    }

    func measurement(within maxSize: CGSize) -> LayoutMeasurement {
        counter.increment()
        let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        _ = child.measurement(within: unbounded)
        let fitted = child.measurement(within: maxSize)
        return LayoutMeasurement(layout: self, size: fitted.size, maxSize: maxSize, sublayouts: [fitted])
    }

    func arrangement(within rect: CGRect, measurement: LayoutMeasurement) -> LayoutArrangement {
        let bounds = CGRect(origin: .zero, size: rect.size)
        return LayoutArrangement(
            layout: self, frame: rect, sublayouts: measurement.sublayouts.map { $0.arrangement(within: bounds) })
    }

    var flexibility: Flexibility { child.flexibility }
}

/// A stand-in view class for recipes in tests that do not make views.
final class TestView {}

extension LayoutArrangement {
    /// The arrangement of `layout` among the direct sublayouts, found by identity.
    func sublayout(_ layout: AnyObject) -> LayoutArrangement? {
        sublayouts.first { ($0.layout as AnyObject) === layout }
    }

    /// Every arrangement in the tree, depth first.
    var allArrangements: [LayoutArrangement] {
        [self] + sublayouts.flatMap(\.allArrangements)
    }
}

extension CGRect {
    /// Shorthand for tests.
    init(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
        self.init(x: x, y: y, width: width, height: height)
    }
}

let unbounded = CGFloat.greatestFiniteMagnitude
