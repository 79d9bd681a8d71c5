import Foundation
import StrutAutoLayout

/// (a) Hand-written: frame arithmetic in `layoutSubviews` over the labels' own text measurement
/// (`Label.textLayout(forWidth:)`, cached per label and width).
public final class ManualFeedItemView: View, FeedItemView {
    let views: [FeedElement: View]

    public override init(frame: CGRect = .zero) {
        views = FeedItemStyle.makeViews()
        super.init(frame: frame)
        for e in FeedElement.allCases { addSubview(views[e]!) }
    }

    public func configure(_ item: FeedItemData) {
        FeedItemStyle.configure(views, with: item)
        setNeedsLayout()
    }

    public func elementView(_ element: FeedElement) -> View? { views[element] }

    public func fittingHeight(forWidth width: CGFloat) -> CGFloat { frames(forWidth: width).height }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let result = frames(forWidth: bounds.width)
        for (e, f) in result.frames { views[e]!.frame = f }
    }

    private func size(_ e: FeedElement, width: CGFloat = .greatestFiniteMagnitude) -> CGSize {
        (views[e] as! Label).textLayout(forWidth: width).size
    }

    /// Every element's frame and the total height at a width.
    func frames(forWidth width: CGFloat) -> (frames: [(FeedElement, CGRect)], height: CGFloat) {
        typealias S = FeedItemStyle
        let x = S.inset, c = width - 2 * S.inset
        let tx = x + S.imageSide + S.imageGap, cw = c - S.imageSide - S.imageGap
        var out: [(FeedElement, CGRect)] = []
        out.reserveCapacity(16)
        var y = S.inset

        // 1. Action bar.
        let options = size(.options), action = size(.actionText)
        out.append((.actionText, CGRect(x: x, y: y, width: c - options.width, height: action.height)))
        out.append((.options, CGRect(x: x + c - options.width, y: y, width: options.width, height: options.height)))
        y += max(action.height, options.height) + S.rowSpacing

        // 2. Profile card.
        out.append((.profileImage, CGRect(x: x, y: y, width: S.imageSide, height: S.imageSide)))
        let name = size(.name), degree = size(.degree)
        out.append((.name, CGRect(x: tx, y: y, width: name.width, height: name.height)))
        out.append(
            (.degree, CGRect(x: tx + name.width + S.nameGap, y: y, width: max(0, cw - name.width - S.nameGap), height: degree.height)))
        var ty = y + max(name.height, degree.height) + S.cardLineSpacing
        let headline = size(.headline, width: cw)
        out.append((.headline, CGRect(x: tx, y: ty, width: cw, height: headline.height)))
        ty += headline.height + S.cardLineSpacing
        let timestamp = size(.timestamp, width: cw)
        out.append((.timestamp, CGRect(x: tx, y: ty, width: cw, height: timestamp.height)))
        ty += timestamp.height
        y = max(y + S.imageSide, ty) + S.rowSpacing

        // 3. Poster comment.
        let comment = size(.posterComment, width: c)
        out.append((.posterComment, CGRect(x: x, y: y, width: c, height: comment.height)))
        y += comment.height + S.rowSpacing

        // 4. Content.
        out.append((.contentImage, CGRect(x: x, y: y, width: c, height: S.contentImageHeight)))
        y += S.contentImageHeight
        let title = size(.contentTitle)
        out.append((.contentTitle, CGRect(x: x, y: y, width: c, height: title.height)))
        y += title.height
        let domain = size(.contentDomain)
        out.append((.contentDomain, CGRect(x: x, y: y, width: c, height: domain.height)))
        y += domain.height + S.rowSpacing

        // 5. Social actions in thirds.
        let third = c / 3
        let like = size(.like), commentAction = size(.comment), share = size(.share)
        out.append((.like, CGRect(x: x, y: y, width: third, height: like.height)))
        out.append((.comment, CGRect(x: x + third, y: y, width: third, height: commentAction.height)))
        out.append((.share, CGRect(x: x + 2 * third, y: y, width: third, height: share.height)))
        y += max(like.height, commentAction.height, share.height) + S.rowSpacing

        // 6. Actor comment, centred on its image.
        out.append((.actorImage, CGRect(x: x, y: y, width: S.imageSide, height: S.imageSide)))
        let actor = size(.actorComment)
        out.append((.actorComment, CGRect(x: tx, y: y + (S.imageSide - actor.height) / 2, width: cw, height: actor.height)))
        y += max(S.imageSide, actor.height) + S.inset
        return (out, y)
    }
}
