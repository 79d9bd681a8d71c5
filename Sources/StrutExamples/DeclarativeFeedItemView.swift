import Foundation
import StrutAutoLayout
import StrutDeclarative
import StrutDeclarativeViews
import StrutText

/// (d) Declarative: LayoutKit's model. The item becomes an immutable layout (inset → vertical
/// stack of stacks and label/size layouts); its measurement gives the height and its
/// arrangement, made into views by `makeViews(in:)`, the frames. Views are recycled by reuse id.
public final class DeclarativeFeedItemView: View, FeedItemView {
    private var layout: (any Layout)?
    private var arranged: (width: CGFloat, arrangement: LayoutArrangement)?
    private var madeViews = false
    private var madeViewsWidth: CGFloat = -1

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    public func configure(_ item: FeedItemData) {
        layout = DeclarativeFeedItem.layout(for: item)
        arranged = nil
        madeViews = false
        setNeedsLayout()
    }

    /// The arrangement at a width (kept for the last width).
    public func arrangement(forWidth width: CGFloat) -> LayoutArrangement? {
        if let arranged, arranged.width == width { return arranged.arrangement }
        guard let layout else { return nil }
        let a = layout.arrangement(width: width)
        arranged = (width, a)
        return a
    }

    public func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        arrangement(forWidth: width)?.frame.height ?? 0
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        guard let a = arrangement(forWidth: bounds.width) else { return }
        // The root layout is view-less: its sublayouts' views go straight into this view.
        // Make views once per arrangement: configuring a label re-sets its measurer, which
        // invalidates its intrinsic size and asks this view for another layout pass, so making
        // views on every pass would never settle.
        guard madeViewsWidth != bounds.width || !madeViews else { return }
        a.makeViews(in: self)
        madeViews = true
        madeViewsWidth = bounds.width
    }

    public func elementView(_ element: FeedElement) -> View? {
        var stack: [View] = subviews
        while let v = stack.popLast() {
            if v.identifier == element.rawValue { return v }
            stack.append(contentsOf: v.subviews)
        }
        return nil
    }
}

/// The declarative feed item layout.
public enum DeclarativeFeedItem {
    /// The layout of one item (see ``FeedItemStyle`` for the geometry).
    public static func layout(for item: FeedItemData) -> any Layout {
        typealias S = FeedItemStyle
        func label(_ e: FeedElement, alignment: Alignment = .topFill, flexibility: Flexibility = .flexible) -> any Layout {
            LabelLayout(
                text: S.text(e, item) ?? "", font: S.font, numberOfLines: S.numberOfLines(e), alignment: alignment,
                flexibility: flexibility, viewReuseId: e.rawValue, view: DeclarativeFeedRecipes.recipe(e))
        }
        func image(_ e: FeedElement) -> any Layout {
            SizeLayout(
                width: S.imageSide, height: S.imageSide, alignment: .topLeading, viewReuseId: e.rawValue,
                view: DeclarativeFeedRecipes.recipe(e))
        }
        let card = StackLayout(
            axis: .horizontal, spacing: S.imageGap,
            sublayouts: [
                image(.profileImage),
                StackLayout(
                    axis: .vertical, spacing: S.cardLineSpacing, alignment: .topFill,
                    sublayouts: [
                        StackLayout(
                            axis: .horizontal, spacing: S.nameGap,
                            sublayouts: [
                                label(.name, alignment: .topLeading), label(.degree),
                            ]),
                        label(.headline),
                        label(.timestamp),
                    ]),
            ])
        return InsetLayout(
            inset: S.inset,
            sublayout: StackLayout(
                axis: .vertical, spacing: S.rowSpacing,
                sublayouts: [
                    StackLayout(
                        axis: .horizontal,
                        sublayouts: [
                            label(.actionText), label(.options, alignment: .topLeading, flexibility: .inflexible),
                        ]),
                    card,
                    label(.posterComment),
                    StackLayout(
                        axis: .vertical,
                        sublayouts: [
                            SizeLayout(
                                height: S.contentImageHeight, viewReuseId: FeedElement.contentImage.rawValue,
                                view: DeclarativeFeedRecipes.recipe(.contentImage)),
                            label(.contentTitle),
                            label(.contentDomain),
                        ]),
                    StackLayout(
                        axis: .horizontal, distribution: .fillEqualSize,
                        sublayouts: [
                            label(.like), label(.comment), label(.share),
                        ]),
                    StackLayout(
                        axis: .horizontal, spacing: S.imageGap,
                        sublayouts: [
                            image(.actorImage), label(.actorComment, alignment: .centerFill),
                        ]),
                ]))
    }
}

/// The view recipes of the declarative feed item's elements, made once and shared by every
/// item's layout.
///
/// A recipe here depends on the element alone (a label, or an image view showing a fixed image,
/// named after the element), not on the item's data, so it is built once, as an app would hoist
/// any constant part of its layouts: recipes are immutable and `Sendable`. An item's layout then
/// costs its layouts only, not a recipe and two closure contexts per view made and freed again
/// with every item.
enum DeclarativeFeedRecipes {
    static let actionText = label(.actionText)
    static let options = label(.options)
    static let profileImage = image(.profileImage, FeedItemStyle.profileImage)
    static let name = label(.name)
    static let degree = label(.degree)
    static let headline = label(.headline)
    static let timestamp = label(.timestamp)
    static let posterComment = label(.posterComment)
    static let contentImage = image(.contentImage, FeedItemStyle.contentImage)
    static let contentTitle = label(.contentTitle)
    static let contentDomain = label(.contentDomain)
    static let like = label(.like)
    static let comment = label(.comment)
    static let share = label(.share)
    static let actorImage = image(.actorImage, FeedItemStyle.profileImage)
    static let actorComment = label(.actorComment)

    /// The recipe of `element`'s view.
    static func recipe(_ element: FeedElement) -> ViewRecipe {
        switch element {
        case .actionText: actionText
        case .options: options
        case .profileImage: profileImage
        case .name: name
        case .degree: degree
        case .headline: headline
        case .timestamp: timestamp
        case .posterComment: posterComment
        case .contentImage: contentImage
        case .contentTitle: contentTitle
        case .contentDomain: contentDomain
        case .like: like
        case .comment: comment
        case .share: share
        case .actorImage: actorImage
        case .actorComment: actorComment
        }
    }

    /// A label named after `element`.
    private static func label(_ element: FeedElement) -> ViewRecipe {
        let id = element.rawValue
        return ViewRecipe({ Label() }) { $0.identifier = id }
    }

    /// An image view showing `image`, named after `element`.
    private static func image(_ element: FeedElement, _ image: Image) -> ViewRecipe {
        let id = element.rawValue
        return ViewRecipe({ ImageView(image: image) }) { $0.identifier = id }
    }
}
