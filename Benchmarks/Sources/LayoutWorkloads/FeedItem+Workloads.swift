import Foundation
import StrutDeclarative
import StrutExamples

/// The benchmarks' name for LayoutKit's own feed item (`StrutExamples.LayoutKitFeedItem`).
public typealias FeedItem = LayoutKitFeedItem

extension LayoutKitFeedItem {
    /// The pair (issue 6): hand-written frames, then the declarative layout (built and arranged),
    /// for `items` feed items per run at width 375.
    public static func workloads(_ items: Int = 20) -> (manual: Workload, declarative: Workload) {
        let data = (0..<items).map(FeedItemData.init(index:))
        return (
            .simple("feed item, hand-written frames (\(items) items)", units: items, unitName: "item") {
                data.map { manualFrames($0, width: 375) }
            },
            .simple("feed item, declarative layout (\(items) items)", units: items, unitName: "item") {
                data.map { layout($0).arrangement(width: 375) }
            }
        )
    }
}
