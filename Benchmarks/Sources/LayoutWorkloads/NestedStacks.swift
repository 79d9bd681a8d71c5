import Foundation
import StrutDeclarative

/// Issue 6's depth cliff (facebook/yoga#2007): auto-sized stacks nested `depth` levels deep.
/// Each level is a stack of the next level and a 10 × 10 leaf, alternating axes, with no size
/// of its own, so every level's size depends on measuring everything below it — the case where
/// repeated measurement probes multiply per level unless measurements are cached.
public enum NestedStacks {
    /// The nested layout (`2·depth + 1` layouts).
    public static func make(depth: Int) -> any Layout {
        var inner: any Layout = SizeLayout(width: 10, height: 10)
        for level in 0..<depth {
            inner = StackLayout(
                axis: level % 2 == 0 ? .horizontal : .vertical, spacing: 1,
                sublayouts: [inner, SizeLayout(width: 10, height: 10)])
        }
        return inner
    }

    /// The depths of the growth series.
    public static let depths = [10, 50, 100, 1_000]

    /// Builds the layout and arranges it at width 375 (height measured).
    public static func workload(depth: Int) -> Workload {
        .simple("nested auto-sized stacks depth=\(depth)", units: depth, unitName: "level") {
            make(depth: depth).arrangement(width: 375)
        }
    }
}
