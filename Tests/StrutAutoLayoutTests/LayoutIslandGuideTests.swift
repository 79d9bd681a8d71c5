import Foundation
import StrutExamples
import Testing

@testable import StrutAutoLayout

/// Islands with plain layout guides inside (a stack view's spacers, an app's own guides): they
/// stay islands, the guides' frames come from the island's engine, and a guide that ties the
/// subtree to the tree (another view's guide) merges the island as before.
@Suite struct LayoutIslandGuideTests {
    /// A 200 × 80 frame-placed box with a guide 10 from its leading edge, 50 wide, inset 5 top
    /// and bottom, and a view filling the guide: guide and view at (10, 5, 50, 70).
    final class GuideBox {
        let box = View()
        let guide = LayoutGuide()
        let content = View()

        init() {
            box.addLayoutGuide(guide)
            content.translatesAutoresizingMaskIntoConstraints = false
            box.addSubview(content)
            LayoutConstraint.activate([
                guide.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
                guide.widthAnchor.constraint(equalToConstant: 50),
                guide.topAnchor.constraint(equalTo: box.topAnchor, constant: 5),
                guide.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -5),
                content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                content.topAnchor.constraint(equalTo: guide.topAnchor),
                content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
        }
    }

    @Test func aBoxWithAGuideIsAnIsland() {
        let window = RecordingWindow(320, 480)
        let f = GuideBox()
        _ = f.box.systemLayoutSizeFitting(CGSize(width: 200, height: 80))
        f.box.frame = CGRect(0, 0, 200, 80)
        window.addSubview(f.box)
        window.layoutIfNeeded()
        #expect(f.guide.layoutFrame == CGRect(10, 5, 50, 70))
        #expect(f.content.frame == CGRect(10, 5, 50, 70))
        let stats = window.layoutEngineStatistics
        #expect(stats.islandsFormed == 1)
        #expect(stats.rowsAdded == 0)
        // The box shrinks to 200 × 40: the guide follows in the island (height 40 − 10 = 30).
        f.box.frame = CGRect(0, 0, 200, 40)
        window.layoutIfNeeded()
        #expect(f.guide.layoutFrame == CGRect(10, 5, 50, 30))
        #expect(f.content.frame == CGRect(10, 5, 50, 30))
        #expect(window.layoutEngineStatistics.rowsAdded == 0)
    }

    /// A constraint from inside the island to the window's own guide ties the island to the
    /// tree: it merges, and the view lands against the guide (the window's guide at x 100, so
    /// the content's leading edge is pinned there: x 100 in window coordinates).
    @Test func anOutsideGuideMergesTheIsland() {
        let window = RecordingWindow(320, 480)
        let outside = LayoutGuide()
        window.addLayoutGuide(outside)
        LayoutConstraint.activate([
            outside.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100),
            outside.topAnchor.constraint(equalTo: window.topAnchor),
            outside.widthAnchor.constraint(equalToConstant: 10),
            outside.heightAnchor.constraint(equalToConstant: 10),
        ])
        let f = GuideBox()
        _ = f.box.systemLayoutSizeFitting(CGSize(width: 200, height: 80))
        f.box.frame = CGRect(0, 0, 200, 80)
        window.addSubview(f.box)
        window.layoutIfNeeded()
        #expect(window.layoutEngineStatistics.islandsFormed == 1)
        let marker = View()
        marker.translatesAutoresizingMaskIntoConstraints = false
        f.box.addSubview(marker)
        LayoutConstraint.activate([
            marker.leadingAnchor.constraint(equalTo: outside.leadingAnchor),
            marker.topAnchor.constraint(equalTo: f.box.topAnchor),
            marker.widthAnchor.constraint(equalToConstant: 4),
            marker.heightAnchor.constraint(equalToConstant: 4),
        ])
        window.layoutIfNeeded()
        #expect(window.layoutEngineStatistics.islandsMerged == 1)
        #expect(marker.frame == CGRect(100, 0, 4, 4))
        #expect(f.content.frame == CGRect(10, 5, 50, 70))
    }

    /// The stack-view feed item (eight stack views, two spacer guides) joins the window as an
    /// island and places its views exactly where the constraint items chained in the window's
    /// engine put them.
    @Test func stackViewFeedItemsAreIslands() {
        let stacks = FeedColumn(implementation: .stackViews, count: 6)
        let chained = FeedColumn(implementation: .constraints, count: 6, inEngine: true)
        for width in [375, 320] as [CGFloat] {
            stacks.layOut(width: width)
            chained.layOut(width: width)
            for (a, b) in zip(stacks.views, chained.views) {
                #expect(a.frame == b.frame)
                // Stack views nest their elements: compare in the item's coordinates.
                for e in FeedElement.allCases {
                    let inA = a.elementView(e).map { $0.convert($0.bounds, to: a) }
                    let inB = b.elementView(e).map { $0.convert($0.bounds, to: b) }
                    #expect(inA != nil && inA == inB, "\(e) at \(width)")
                }
            }
        }
        let stats = stacks.window.layoutEngineStatistics
        #expect(stats.islandsFormed == 6)
        #expect(stats.rowsAdded == 0)
    }
}
