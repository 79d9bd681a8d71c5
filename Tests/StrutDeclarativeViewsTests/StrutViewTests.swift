import DeclarativeTestSupport
import Foundation
import StrutAutoLayout
import StrutDeclarative
import StrutDeclarativeViews
import StrutExamples
import StrutText
import Testing

/// makeViews, recycling, right to left and animation on Strut's own `View`.
@Suite struct StrutViewTests {
    final class Badge: View {}

    /// The views below `root`, depth first, with their frames in `root`'s coordinates.
    func flatten(_ root: View) -> [View] {
        root.subviews.flatMap { [$0] + flatten($0) }
    }

    @Test func recipesMakeTypedViewsAndConfigureThem() {
        let layout = SizeLayout(width: 5, height: 5, view: ViewRecipe({ Badge() }, configure: { $0.tag = 7 }))
        let root = layout.arrangement().makeViews()
        #expect(root is Badge)
        #expect(root.tag == 7)
        #expect(root.frame == CGRect(0, 0, 5, 5))
    }

    @Test func severalTopLevelViewsGetAGeneratedRoot() {
        let square = { SizeLayout(width: 50, height: 50, view: ViewRecipe { View() }) }
        let stack = StackLayout(
            axis: .horizontal,
            sublayouts: [
                InsetLayout(inset: 10, sublayout: square()), InsetLayout(inset: 10, sublayout: square()),
            ])
        let root = stack.arrangement(origin: CGPoint(x: 1, y: 2)).makeViews()
        #expect(root.frame == CGRect(1, 2, 140, 70))
        #expect(root.subviews.map(\.frame) == [CGRect(10, 10, 50, 50), CGRect(80, 10, 50, 50)])
    }

    @Test func aRightToLeftHostMirrorsALeftToRightLayout() {
        let host = View(frame: CGRect(0, 0, 100, 40))
        host.semanticContentAttribute = .forceRightToLeft
        let layout = StackLayout(
            axis: .horizontal, spacing: 5,
            sublayouts: [
                SizeLayout(width: 10, height: 10, viewReuseId: "a", view: ViewRecipe { View() }),
                SizeLayout(width: 20, height: 10, viewReuseId: "b", view: ViewRecipe { View() }),
            ])
        layout.arrangement(width: 100, height: 40).makeViews(in: host)
        // Left to right: a at 0, b at 10 + 5 = 15 (both exact sizes are inflexible, so nothing
        // stretches); vertically centred in 40: 15. Mirrored: 100 − 10 = 90 and 100 − 35 = 65.
        #expect(host.subviews.map(\.frame) == [CGRect(90, 15, 10, 10), CGRect(65, 15, 20, 10)])
    }

    @Test func animationOnViews() {
        final class Log: @unchecked Sendable { var red: View?; var little: View? }
        let log = Log()
        func squares(redInBig: Bool) -> any Layout {
            let red = SizeLayout(
                width: redInBig ? 10 : 20, height: redInBig ? 10 : 20, alignment: redInBig ? .bottomTrailing : .topLeading,
                viewReuseId: "redSquare", view: ViewRecipe({ View() }, configure: { log.red = $0 }))
            return InsetLayout(
                inset: 10,
                sublayout: StackLayout(
                    axis: .vertical, distribution: .fillEqualSpacing,
                    sublayouts: [
                        SizeLayout(
                            width: 100, height: 100, alignment: .topLeading, viewReuseId: "bigSquare",
                            sublayout: redInBig ? red : nil, view: ViewRecipe { View() }),
                        SizeLayout(
                            width: redInBig ? 80 : 50, height: redInBig ? 80 : 50, alignment: .bottomTrailing,
                            viewReuseId: "littleSquare", sublayout: redInBig ? nil : red,
                            view: ViewRecipe({ View() }, configure: { log.little = $0 })),
                    ]),
                view: ViewRecipe { View() })
        }
        let root = View(frame: CGRect(0, 0, 250, 250))
        squares(redInBig: true).arrangement(width: 250, height: 250).makeViews(in: root)
        #expect(log.red?.frame == CGRect(90, 90, 10, 10))
        let animation = squares(redInBig: false).arrangement(width: 250, height: 250)
            .prepareAnimation(for: root, direction: .rightToLeft)
        #expect(log.red?.frame == CGRect(-60, -60, 10, 10))
        #expect(log.red?.superview === log.little)
        animation.apply()
        #expect(log.little?.frame == CGRect(10, 190, 50, 50))
        #expect(log.red?.frame == CGRect(30, 0, 20, 20))
    }

    @Test func feedItemMakesSeventeenViewsAndReusesThem() {
        let cells = MonospacedCellMeasurer(cellWidth: 10, cellHeight: 20)
        let host = View(frame: CGRect(0, 0, 375, 600))
        LayoutKitFeedItem.layout(FeedItemData(index: 0), measurer: cells, makesViews: true).arrangement(width: 375).makeViews(in: host)
        let first = flatten(host)
        #expect(first.count == 17)
        LayoutKitFeedItem.layout(FeedItemData(index: 1), measurer: cells, makesViews: true).arrangement(width: 375).makeViews(in: host)
        let second = flatten(host)
        #expect(second.count == 17)
        // Every view has a reuse identifier, so every view is reused.
        #expect(zip(first, second).allSatisfy { $0 === $1 })
    }

    /// The feed item's frames in 10 × 20 cells at width 375, worked by hand:
    /// - rows (inner width 359, spacing 4): action bar 20; profile card max(50, 20+2+40+2+20) =
    ///   84 (the 37-character headline wraps at 30 cells after "some": 240 × 40); comment 20;
    ///   content 200 + 20 + 20 = 240; social actions 20; actor comment 50. Total
    ///   20+4+84+4+20+4+240+4+20+4+50 = 454, plus 2 × 8 = 470.
    @Test func feedItemFramesInCells() {
        let cells = MonospacedCellMeasurer(cellWidth: 10, cellHeight: 20)
        let arrangement = LayoutKitFeedItem.layout(FeedItemData(index: 0), measurer: cells, makesViews: true).arrangement(width: 375)
        #expect(arrangement.frame == CGRect(0, 0, 375, 470))
        let root = arrangement.makeViews()
        // Frames in the root view's coordinates (every view is a direct subview of the root,
        // all stacks being view-less), by reuse id order of the layout.
        let frames = root.subviews.map(\.frame)
        #expect(frames.count == 16)
        // "..." is measured first (inflexible), 30 wide; the action text stretches to 329; the
        // options label aligns top trailing: 8 + 329.
        #expect(frames[1] == CGRect(337, 8, 30, 20))
        // Profile card at y 8 + 24 = 32: the 50×50 image centres in the 84-pt row (y + 17);
        // the labels' column starts at 8 + 50 + 4 = 62; "2nd" after "poster name 0" (130) + 4.
        #expect(frames[2] == CGRect(8, 49, 50, 50))
        #expect(frames[3] == CGRect(62, 32, 130, 20))
        #expect(frames[4] == CGRect(196, 32, 30, 20))
        #expect(frames[5] == CGRect(62, 54, 240, 40))
        // Content image: top, fill → as wide as the 359-pt column (beyond its 350 maximum).
        #expect(frames[8] == CGRect(8, 144, 359, 200))
        // Like at the leading edge of the first third; the actor photo and comment last.
        #expect(frames[11] == CGRect(8, 388, 40, 20))
        #expect(frames[14] == CGRect(8, 412, 50, 50))
        #expect(frames[15] == CGRect(58, 427, 150, 20))
    }

    @Test func labelLayoutsMakeConfiguredLabels() {
        let cells = MonospacedCellMeasurer(cellWidth: 10, cellHeight: 20)
        let root = LayoutKitFeedItem.layout(FeedItemData(index: 3), measurer: cells, makesViews: true).arrangement(width: 375).makeViews()
        let labels = flatten(root).compactMap { $0 as? Label }
        #expect(labels.count == 13)
        #expect(labels.first?.text == "action text 3")
        #expect(labels.first { $0.text == "poster title 3 with some longer stuff" }?.numberOfLines == 2)
        #expect(labels.first { $0.text == "..." }?.numberOfLines == 1)
    }

    /// With the real font (Inter, OpenType advances and kerning), every label the feed item makes
    /// lays its text out in exactly the frame its layout measured: measuring and drawing agree.
    @Test func labelsDrawInTheSizeTheirLayoutMeasured() {
        let root = LayoutKitFeedItem.layout(FeedItemData(index: 7), measurer: OpenTypeMeasurer(), makesViews: true).arrangement(width: 375)
            .makeViews()
        let labels = flatten(root).compactMap { $0 as? Label }
        #expect(labels.count == 13)
        for label in labels {
            #expect(label.textLayout(forWidth: label.frame.width).size == label.frame.size, "\(label.text ?? "")")
        }
    }

    @Test func documentedRecipeFormsCompileAndWork() {
        let avatar = Image(name: "avatar", size: CGSize(width: 50, height: 50))
        let plain = SizeLayout(width: 50, height: 50, viewReuseId: "photo", view: ViewRecipe { ImageView() })
        let configured = SizeLayout(
            width: 50, height: 50, viewReuseId: "avatar", view: ViewRecipe({ ImageView() }, configure: { $0.image = avatar }))
        let root = StackLayout(axis: .horizontal, sublayouts: [plain, configured]).arrangement().makeViews()
        let images = root.subviews.compactMap { $0 as? ImageView }
        #expect(images.count == 2)
        #expect(images[0].image == nil)
        #expect(images[1].image == avatar)
        #expect(images[1].frame == CGRect(50, 0, 50, 50))
    }
}
