import Foundation
import StrutDeclarative
import Synchronization

// Layouts and shorthands shared by the declarative test targets (core and views).

/// A thread-safe counter shared by test layouts.
public final class Counter: Sendable {
    private let value = Atomic<Int>(0)
    public init() {}
    public func increment() { value.add(1, ordering: .relaxed) }
    public var count: Int { value.load(ordering: .relaxed) }
}

/// Counts how often it is measured, then measures its base (transparent like `CachedLayout`).
public final class CountingLayout: Layout {
    public let base: any Layout
    public let counter: Counter

    public init(base: any Layout, counter: Counter) {
        self.base = base
        self.counter = counter
    }

    public func measurement(within maxSize: CGSize) -> LayoutMeasurement {
        counter.increment()
        return base.measurement(within: maxSize)
    }

    public func arrangement(within rect: CGRect, measurement: LayoutMeasurement) -> LayoutArrangement {
        measurement.layout.arrangement(within: rect, measurement: measurement)
    }

    public var flexibility: Flexibility { base.flexibility }
}

/// A custom container in SwiftUI's style: it measures its child twice, once unbounded ("ideal")
/// and once within the proposal, and counts its own (uncached) computations.
public final class ProbingLayout: Layout {
    public let child: any Layout
    public let counter: Counter

    public init(child: any Layout, counter: Counter) {
        self.child = child
        self.counter = counter
    }

    public func measurement(within maxSize: CGSize) -> LayoutMeasurement {
        counter.increment()
        let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        _ = child.measurement(within: unbounded)
        let fitted = child.measurement(within: maxSize)
        return LayoutMeasurement(layout: self, size: fitted.size, maxSize: maxSize, sublayouts: [fitted])
    }

    public func arrangement(within rect: CGRect, measurement: LayoutMeasurement) -> LayoutArrangement {
        let bounds = CGRect(origin: .zero, size: rect.size)
        return LayoutArrangement(
            layout: self, frame: rect, sublayouts: measurement.sublayouts.map { $0.arrangement(within: bounds) })
    }

    public var flexibility: Flexibility { child.flexibility }
}

/// A stand-in view class for recipes in tests that do not make views.
public final class TestView {
    public init() {}
}

extension LayoutArrangement {
    /// The arrangement of `layout` among the direct sublayouts, found by identity.
    public func sublayout(_ layout: AnyObject) -> LayoutArrangement? {
        sublayouts.first { ($0.layout as AnyObject) === layout }
    }

    /// Every arrangement in the tree, depth first.
    public var allArrangements: [LayoutArrangement] {
        [self] + sublayouts.flatMap(\.allArrangements)
    }
}

extension CGRect {
    /// Shorthand for tests.
    public init(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
        self.init(x: x, y: y, width: width, height: height)
    }
}

public let unbounded = CGFloat.greatestFiniteMagnitude
