import Foundation
import StrutAutoLayout

/// (b) Constraints through anchors on a flat hierarchy, made once; configuring changes only the
/// labels' texts (their intrinsic sizes). Its height is `systemLayoutSizeFitting` at the width.
public final class ConstraintFeedItemView: View, FeedItemView {
    let views: [FeedElement: View]

    public override init(frame: CGRect = .zero) {
        views = FeedItemStyle.makeViews()
        super.init(frame: frame)
        for e in FeedElement.allCases {
            let v = views[e]!
            v.translatesAutoresizingMaskIntoConstraints = false
            addSubview(v)
        }
        LayoutConstraint.activate(makeConstraints())
    }

    public func configure(_ item: FeedItemData) { FeedItemStyle.configure(views, with: item) }

    public func elementView(_ element: FeedElement) -> View? { views[element] }

    public func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    private func makeConstraints() -> [LayoutConstraint] {
        typealias S = FeedItemStyle
        func v(_ e: FeedElement) -> View { views[e]! }
        let action = v(.actionText), options = v(.options), avatar = v(.profileImage), name = v(.name)
        let degree = v(.degree), headline = v(.headline), timestamp = v(.timestamp), comment = v(.posterComment)
        let image = v(.contentImage), title = v(.contentTitle), domain = v(.contentDomain)
        let like = v(.like), commentAction = v(.comment), share = v(.share), actorImage = v(.actorImage)
        let actor = v(.actorComment)
        options.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        options.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
        degree.setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
        let commentBelowImage = comment.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: S.rowSpacing)
        commentBelowImage.priority = .defaultLow
        return [
            // 1. Action bar.
            action.leadingAnchor.constraint(equalTo: leadingAnchor, constant: S.inset),
            action.topAnchor.constraint(equalTo: topAnchor, constant: S.inset),
            options.leadingAnchor.constraint(equalTo: action.trailingAnchor),
            options.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -S.inset),
            options.topAnchor.constraint(equalTo: action.topAnchor),
            // 2. Profile card.
            avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: S.inset),
            avatar.topAnchor.constraint(equalTo: action.bottomAnchor, constant: S.rowSpacing),
            avatar.widthAnchor.constraint(equalToConstant: S.imageSide),
            avatar.heightAnchor.constraint(equalToConstant: S.imageSide),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: S.imageGap),
            name.topAnchor.constraint(equalTo: avatar.topAnchor),
            degree.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: S.nameGap),
            degree.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -S.inset),
            degree.topAnchor.constraint(equalTo: name.topAnchor),
            headline.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            headline.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -S.inset),
            headline.topAnchor.constraint(equalTo: name.bottomAnchor, constant: S.cardLineSpacing),
            timestamp.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            timestamp.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -S.inset),
            timestamp.topAnchor.constraint(equalTo: headline.bottomAnchor, constant: S.cardLineSpacing),
            // 3. Poster comment below the taller side of the card.
            comment.topAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor, constant: S.rowSpacing),
            comment.topAnchor.constraint(greaterThanOrEqualTo: timestamp.bottomAnchor, constant: S.rowSpacing),
            commentBelowImage,
            comment.leadingAnchor.constraint(equalTo: leadingAnchor, constant: S.inset),
            comment.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -S.inset),
            // 4. Content.
            image.topAnchor.constraint(equalTo: comment.bottomAnchor, constant: S.rowSpacing),
            image.leadingAnchor.constraint(equalTo: leadingAnchor, constant: S.inset),
            image.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -S.inset),
            image.heightAnchor.constraint(equalToConstant: S.contentImageHeight),
            title.topAnchor.constraint(equalTo: image.bottomAnchor),
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: S.inset),
            title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -S.inset),
            domain.topAnchor.constraint(equalTo: title.bottomAnchor),
            domain.leadingAnchor.constraint(equalTo: leadingAnchor, constant: S.inset),
            domain.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -S.inset),
            // 5. Social actions in thirds.
            like.topAnchor.constraint(equalTo: domain.bottomAnchor, constant: S.rowSpacing),
            like.leadingAnchor.constraint(equalTo: leadingAnchor, constant: S.inset),
            commentAction.leadingAnchor.constraint(equalTo: like.trailingAnchor),
            share.leadingAnchor.constraint(equalTo: commentAction.trailingAnchor),
            share.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -S.inset),
            commentAction.widthAnchor.constraint(equalTo: like.widthAnchor),
            share.widthAnchor.constraint(equalTo: like.widthAnchor),
            commentAction.topAnchor.constraint(equalTo: like.topAnchor),
            share.topAnchor.constraint(equalTo: like.topAnchor),
            // 6. Actor comment.
            actorImage.topAnchor.constraint(equalTo: like.bottomAnchor, constant: S.rowSpacing),
            actorImage.leadingAnchor.constraint(equalTo: leadingAnchor, constant: S.inset),
            actorImage.widthAnchor.constraint(equalToConstant: S.imageSide),
            actorImage.heightAnchor.constraint(equalToConstant: S.imageSide),
            actorImage.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -S.inset),
            actor.leadingAnchor.constraint(equalTo: actorImage.trailingAnchor, constant: S.imageGap),
            actor.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -S.inset),
            actor.centerYAnchor.constraint(equalTo: actorImage.centerYAnchor),
        ]
    }
}
