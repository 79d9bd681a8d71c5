import Foundation
import StrutAutoLayout
import StrutDeclarative
import StrutText

/// LayoutKit's feed item exactly as LayoutKit's benchmark builds it (reference layoutkit.md
/// §10.1): the `FeedItemLayout` tree (``layout(_:measurer:makesViews:)``, labels in the default
/// 17-point font) and the same sixteen leaf frames by hand-written frame arithmetic
/// (``manualFrames(_:width:)``), which measures the same texts with the same measurer; the
/// layout benchmarks check that the two agree before timing them. Unlike the four
/// ``FeedItemView`` implementations, which share ``FeedItemStyle``, this is LayoutKit's own
/// geometry, so its figures compare with LayoutKit's published ones.
public enum LayoutKitFeedItem {
    /// The layout tree of §10.1 (labels in the default 17-point font).
    ///
    /// - Parameters:
    ///   - d: The item's texts.
    ///   - measurer: What measures the labels (default: a new `OpenTypeMeasurer` per label, as
    ///     `LabelLayout` makes by default).
    ///   - makesViews: Whether the images and the root make plain views when the arrangement
    ///     makes views (labels always do); the timed benchmarks leave them view-less.
    public static func layout(
        _ d: FeedItemData, measurer: (any TextMeasuring)? = nil, makesViews: Bool = false
    ) -> any Layout {
        func label(
            _ text: String, _ id: String, lines: Int = 0, alignment: Alignment = .topLeading,
            flexibility: Flexibility = .flexible
        ) -> any Layout {
            LabelLayout(
                text: text, numberOfLines: lines, alignment: alignment, flexibility: flexibility, viewReuseId: id,
                measurer: measurer ?? OpenTypeMeasurer())
        }
        func image(_ width: CGFloat, _ height: CGFloat, _ id: String, alignment: Alignment? = nil) -> any Layout {
            SizeLayout(
                width: width, height: height, alignment: alignment, viewReuseId: id,
                view: makesViews ? ViewRecipe { View() } : nil)
        }
        let actionBar = StackLayout(
            axis: .horizontal,
            sublayouts: [
                label(d.actionText, "actionText"),
                label("...", "contentFilteringOptions", lines: 1, alignment: .topTrailing, flexibility: .inflexible),
            ])
        let profileCard = StackLayout(
            axis: .horizontal, spacing: 4,
            sublayouts: [
                image(50, 50, "profileImage"),
                StackLayout(
                    axis: .vertical, spacing: 2, alignment: Alignment(vertical: .center, horizontal: .leading),
                    sublayouts: [
                        StackLayout(
                            axis: .horizontal, spacing: 4,
                            sublayouts: [label(d.posterName, "name"), label("2nd", "connectionDegree")]),
                        label(d.posterHeadline, "headline", lines: 2),
                        label(d.posterTimestamp, "timestamp", lines: 2),
                    ]),
            ])
        let content = StackLayout(
            axis: .vertical,
            sublayouts: [
                image(350, 200, "contentImage", alignment: Alignment(vertical: .top, horizontal: .fill)),
                label(d.contentTitle, "contentTitle"),
                label(d.contentDomain, "contentDomain"),
            ])
        let social = StackLayout(
            axis: .horizontal, distribution: .fillEqualSize,
            sublayouts: [
                label("Like", "like", alignment: .centerLeading),
                label("Comment", "comment", alignment: .center),
                label("Share", "share", alignment: .centerTrailing),
            ])
        let actor = StackLayout(
            axis: .horizontal,
            sublayouts: [
                image(50, 50, "actorCommentPhoto"),
                label(d.actorComment, "actorComment", alignment: .centerLeading),
            ])
        return InsetLayout(
            inset: 8, viewReuseId: "feedItem",
            sublayout: StackLayout(
                axis: .vertical, spacing: 4,
                sublayouts: [
                    actionBar, profileCard, label(d.posterComment, "posterComment", lines: 4), content, social, actor,
                ]),
            view: makesViews ? ViewRecipe { View() } : nil)
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
    public static func manualFrames(_ d: FeedItemData, width: CGFloat) -> [CGRect] {
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
        let d = FeedItemData(index: i)
        var layoutFrames: [CGRect] = []
        leafFrames(layout(d).arrangement(width: width), into: &layoutFrames)
        let manual = manualFrames(d, width: width)
        guard layoutFrames.count == manual.count else { return .infinity }
        var worst: CGFloat = 0
        for (a, b) in zip(layoutFrames, manual) {
            worst = max(worst, abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height))
        }
        return worst
    }
}
