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
            let text = S.text(e, item) ?? ""
            let lines = S.numberOfLines(e)
            let id = e.rawValue
            return LabelLayout(
                text: text, font: S.font, numberOfLines: lines, alignment: alignment, flexibility: flexibility,
                viewReuseId: id,
                view: ViewRecipe({ Label() }) { $0.identifier = id })
        }
        func image(_ e: FeedElement, _ image: Image) -> any Layout {
            let id = e.rawValue
            return SizeLayout(
                width: S.imageSide, height: S.imageSide, alignment: .topLeading, viewReuseId: id,
                view: ViewRecipe({ ImageView(image: image) }) { $0.identifier = id })
        }
        let card = StackLayout(
            axis: .horizontal, spacing: S.imageGap,
            sublayouts: [
                image(.profileImage, S.profileImage),
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
        let contentID = FeedElement.contentImage.rawValue
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
                                height: S.contentImageHeight, viewReuseId: contentID,
                                view: ViewRecipe({ ImageView(image: S.contentImage) }) { $0.identifier = contentID }),
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
                            image(.actorImage, S.profileImage), label(.actorComment, alignment: .centerFill),
                        ]),
                ]))
    }
}
