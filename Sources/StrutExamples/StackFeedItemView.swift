import Foundation
import StrutAutoLayout

/// (c) Stack views: a vertical stack (spacing 4) pinned inside 8-point insets holding the action
/// bar, the profile card (image beside a vertical stack of the name row, headline and
/// timestamp), the comment, the content stack, the social actions (fill equally) and the
/// actor-comment row (centred).
public final class StackFeedItemView: View, FeedItemView {
    let views: [FeedElement: View]
    let stack: StackView

    public override init(frame: CGRect = .zero) {
        typealias S = FeedItemStyle
        let views = FeedItemStyle.makeViews()
        self.views = views
        func v(_ e: FeedElement) -> View { views[e]! }
        for e in [FeedElement.profileImage, .actorImage] {
            LayoutConstraint.activate([
                v(e).widthAnchor.constraint(equalToConstant: S.imageSide),
                v(e).heightAnchor.constraint(equalToConstant: S.imageSide),
            ])
        }
        v(.contentImage).heightAnchor.constraint(equalToConstant: S.contentImageHeight).isActive = true
        v(.options).setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        v(.options).setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
        v(.degree).setContentHuggingPriority(LayoutPriority(249), for: .horizontal)

        let actionBar = StackView(arrangedSubviews: [v(.actionText), v(.options)])
        let nameRow = StackView(arrangedSubviews: [v(.name), v(.degree)])
        nameRow.spacing = S.nameGap
        let texts = StackView(arrangedSubviews: [nameRow, v(.headline), v(.timestamp)])
        texts.axis = .vertical
        texts.spacing = S.cardLineSpacing
        let card = StackView(arrangedSubviews: [v(.profileImage), texts])
        card.spacing = S.imageGap
        card.alignment = .top
        let content = StackView(arrangedSubviews: [v(.contentImage), v(.contentTitle), v(.contentDomain)])
        content.axis = .vertical
        let social = StackView(arrangedSubviews: [v(.like), v(.comment), v(.share)])
        social.distribution = .fillEqually
        let actor = StackView(arrangedSubviews: [v(.actorImage), v(.actorComment)])
        actor.spacing = S.imageGap
        actor.alignment = .center
        stack = StackView(arrangedSubviews: [actionBar, card, v(.posterComment), content, social, actor])
        stack.axis = .vertical
        stack.spacing = S.rowSpacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        super.init(frame: frame)
        addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: S.inset),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -S.inset),
            stack.topAnchor.constraint(equalTo: topAnchor, constant: S.inset),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -S.inset),
        ])
    }

    public func configure(_ item: FeedItemData) { FeedItemStyle.configure(views, with: item) }

    public func elementView(_ element: FeedElement) -> View? { views[element] }

    public func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }
}
