import Foundation
import StrutDeclarative
import StrutText

/// LayoutKit's feed item (reference layoutkit.md §10.1), for issue 6: built declaratively
/// (``declarative(_:)``, LayoutKit's `FeedItemLayout` tree) and laid out by hand-written frame
/// arithmetic (``manualFrames(_:width:)``), which measures the same texts with the same measurer
/// and computes the same sixteen leaf frames (``LayoutRatios`` checks that they agree before
/// timing). Neither side makes views: both time layout only.
public enum FeedItem {
    /// The texts of item `i` (LayoutKit's `FeedItemData.generate`).
    public struct Data: Sendable {
        public let actionText, posterName, posterHeadline, posterTimestamp: String
        public let posterComment, contentTitle, contentDomain, actorComment: String

        public init(_ i: Int) {
            actionText = "action text \(i)"
            posterName = "poster name \(i)"
            posterHeadline = "poster title \(i) with some longer stuff"
            posterTimestamp = "poster timestamp \(i)"
            posterComment = "poster comment \(i)"
            contentTitle = "content title \(i)"
            contentDomain = "content domain \(i)"
            actorComment = "actor comment \(i)"
        }
    }

    /// The layout tree of §10.1 (labels in the default 17-point font).
    public static func declarative(_ d: Data) -> any Layout {
        let actionBar = StackLayout(
            axis: .horizontal,
            sublayouts: [
                LabelLayout(text: d.actionText, viewReuseId: "actionText"),
                LabelLayout(
                    text: "...", numberOfLines: 1, alignment: .topTrailing, flexibility: .inflexible,
                    viewReuseId: "contentFilteringOptions"),
            ])
        let profileCard = StackLayout(
            axis: .horizontal, spacing: 4,
            sublayouts: [
                SizeLayout(width: 50, height: 50, viewReuseId: "profileImage"),
                StackLayout(
                    axis: .vertical, spacing: 2, alignment: Alignment(vertical: .center, horizontal: .leading),
                    sublayouts: [
                        StackLayout(
                            axis: .horizontal, spacing: 4,
                            sublayouts: [
                                LabelLayout(text: d.posterName, viewReuseId: "name"),
                                LabelLayout(text: "2nd", viewReuseId: "connectionDegree"),
                            ]),
                        LabelLayout(text: d.posterHeadline, numberOfLines: 2, viewReuseId: "headline"),
                        LabelLayout(text: d.posterTimestamp, numberOfLines: 2, viewReuseId: "timestamp"),
                    ]),
            ])
        let content = StackLayout(
            axis: .vertical,
            sublayouts: [
                SizeLayout(
                    width: 350, height: 200, alignment: Alignment(vertical: .top, horizontal: .fill),
                    viewReuseId: "contentImage"),
                LabelLayout(text: d.contentTitle, viewReuseId: "contentTitle"),
                LabelLayout(text: d.contentDomain, viewReuseId: "contentDomain"),
            ])
        let social = StackLayout(
            axis: .horizontal, distribution: .fillEqualSize,
            sublayouts: [
                LabelLayout(text: "Like", alignment: .centerLeading, viewReuseId: "like"),
                LabelLayout(text: "Comment", alignment: .center, viewReuseId: "comment"),
                LabelLayout(text: "Share", alignment: .centerTrailing, viewReuseId: "share"),
            ])
        let actor = StackLayout(
            axis: .horizontal,
            sublayouts: [
                SizeLayout(width: 50, height: 50, viewReuseId: "actorCommentPhoto"),
                LabelLayout(text: d.actorComment, alignment: .centerLeading, viewReuseId: "actorComment"),
            ])
        return InsetLayout(
            inset: 8, viewReuseId: "feedItem",
            sublayout: StackLayout(
                axis: .vertical, spacing: 4,
                sublayouts: [
                    actionBar, profileCard,
                    LabelLayout(text: d.posterComment, numberOfLines: 4, viewReuseId: "posterComment"),
                    content, social, actor,
                ]))
    }

    /// The leaf frames of an arrangement in the root's coordinates, depth first.
    public static func leafFrames(_ a: LayoutArrangement, origin: CGPoint = .zero, into frames: inout [CGRect]) {
        let frame = a.frame.offsetBy(dx: origin.x, dy: origin.y)
        if a.sublayouts.isEmpty {
            frames.append(frame)
        } else {
            for s in a.sublayouts { leafFrames(s, origin: frame.origin, into: &frames) }
        }
    }

    /// The same sixteen leaf frames as the declarative tree at `width`, by hand: every text
    /// measured once at the width its stack offers it, positions by arithmetic.
    public static func manualFrames(_ d: Data, width: CGFloat) -> [CGRect] {
        let measurer = OpenTypeMeasurer()
        let font = Font.systemFont(ofSize: 17)
        func size(_ text: String, lines: Int, _ maxWidth: CGFloat) -> CGSize {
            let s = measurer.size(
                of: text, style: TextStyle(font: font, numberOfLines: lines, lineBreakMode: .byTruncatingTail),
                width: maxWidth)
            return CGSize(width: min(s.width, maxWidth), height: s.height)
        }
        let inset: CGFloat = 8
        let w = width - 2 * inset
        var frames: [CGRect] = []
        frames.reserveCapacity(16)

        // Action bar: the options label is measured first (inflexible); the action label gets
        // the rest and the excess; the options label sits at the trailing edge.
        let options = size("...", lines: 1, w)
        let action = size(d.actionText, lines: 0, w - options.width)
        let barHeight = max(action.height, options.height)
        var y = inset
        frames.append(CGRect(x: inset, y: y, width: action.width, height: action.height))
        frames.append(CGRect(x: inset + w - options.width, y: y, width: options.width, height: options.height))
        y += barHeight + 4

        // Profile card: 50×50 image, 4, a column (name row, headline, timestamp; spacing 2)
        // centred vertically against the image.
        let column = w - 54
        let name = size(d.posterName, lines: 0, column)
        let degree = size("2nd", lines: 0, column - name.width - 4)
        let rowHeight = max(name.height, degree.height)
        let headline = size(d.posterHeadline, lines: 2, column)
        let timestamp = size(d.posterTimestamp, lines: 2, column)
        let columnHeight = rowHeight + 2 + headline.height + 2 + timestamp.height
        let cardHeight = max(50, columnHeight)
        frames.append(CGRect(x: inset, y: y + (cardHeight - 50) / 2, width: 50, height: 50))
        let columnY = y + (cardHeight - columnHeight) / 2
        let columnX = inset + 54
        frames.append(CGRect(x: columnX, y: columnY, width: name.width, height: name.height))
        frames.append(CGRect(x: columnX + name.width + 4, y: columnY, width: degree.width, height: degree.height))
        frames.append(CGRect(x: columnX, y: columnY + rowHeight + 2, width: headline.width, height: headline.height))
        frames.append(
            CGRect(
                x: columnX, y: columnY + rowHeight + 2 + headline.height + 2, width: timestamp.width, height: timestamp.height))
        y += cardHeight + 4

        // Poster comment, at most four lines.
        let comment = size(d.posterComment, lines: 4, w)
        frames.append(CGRect(x: inset, y: y, width: comment.width, height: comment.height))
        y += comment.height + 4

        // Content: the image fills the width (200 high), then title and domain.
        let title = size(d.contentTitle, lines: 0, w)
        let domain = size(d.contentDomain, lines: 0, w)
        frames.append(CGRect(x: inset, y: y, width: w, height: 200))
        frames.append(CGRect(x: inset, y: y + 200, width: title.width, height: title.height))
        frames.append(CGRect(x: inset, y: y + 200 + title.height, width: domain.width, height: domain.height))
        y += 200 + title.height + domain.height + 4

        // Social actions: three equal slots; leading, centred, trailing, centred vertically.
        let slot = w / 3
        let like = size("Like", lines: 0, slot), commentAction = size("Comment", lines: 0, slot)
        let share = size("Share", lines: 0, slot)
        let socialHeight = max(like.height, commentAction.height, share.height)
        frames.append(CGRect(x: inset, y: y + (socialHeight - like.height) / 2, width: like.width, height: like.height))
        frames.append(
            CGRect(
                x: inset + slot + (slot - commentAction.width) / 2, y: y + (socialHeight - commentAction.height) / 2,
                width: commentAction.width, height: commentAction.height))
        frames.append(
            CGRect(
                x: inset + 2 * slot + slot - share.width, y: y + (socialHeight - share.height) / 2,
                width: share.width, height: share.height))
        y += socialHeight + 4

        // Actor row: 50×50 image and the comment, both centred vertically.
        let actor = size(d.actorComment, lines: 0, w - 50)
        let actorHeight = max(50, actor.height)
        frames.append(CGRect(x: inset, y: y + (actorHeight - 50) / 2, width: 50, height: 50))
        frames.append(CGRect(x: inset + 50, y: y + (actorHeight - actor.height) / 2, width: actor.width, height: actor.height))
        return frames
    }

    /// The largest difference between the declarative and manual leaf frames of item `i`
    /// (`.infinity` when the leaf counts differ).
    public static func disagreement(_ i: Int, width: CGFloat = 375) -> CGFloat {
        let d = Data(i)
        var layoutFrames: [CGRect] = []
        leafFrames(declarative(d).arrangement(width: width), into: &layoutFrames)
        let manual = manualFrames(d, width: width)
        guard layoutFrames.count == manual.count else { return .infinity }
        var worst: CGFloat = 0
        for (a, b) in zip(layoutFrames, manual) {
            worst = max(worst, abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height))
        }
        return worst
    }

    /// The pair (issue 6): hand-written frames, then the declarative layout (built and arranged),
    /// for `items` feed items per run at width 375.
    public static func workloads(_ items: Int = 20) -> (manual: Workload, declarative: Workload) {
        let data = (0..<items).map(Data.init)
        return (
            .simple("feed item, hand-written frames (\(items) items)", units: items, unitName: "item") {
                data.map { manualFrames($0, width: 375) }
            },
            .simple("feed item, declarative layout (\(items) items)", units: items, unitName: "item") {
                data.map { declarative($0).arrangement(width: 375) }
            }
        )
    }
}
