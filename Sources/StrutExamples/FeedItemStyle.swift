import Foundation
import StrutAutoLayout
import StrutText

/// The feed item's measurements, shared by the four implementations.
///
/// The layout (W = width, C = W − 16 the column inside the 8-point insets, Cw = C − 54 the text
/// column right of a 50-point image and a 4-point gap), top to bottom with 4 points between rows:
/// 1. action bar: the options label ("...") at the right edge, the action text filling the rest;
/// 2. profile card: a 50×50 image, beside it (top-aligned) the name with the connection degree
///    filling the rest of the row 4 points after it, then the headline (2 lines) and timestamp
///    (2 lines) across the text column, 2 points apart; the card is as tall as the taller side;
/// 3. the poster's comment across the column (4 lines);
/// 4. content: a C × 200 image, then title and domain across the column, no gaps;
/// 5. social actions: Like, Comment, Share in three equal thirds;
/// 6. actor comment: a 50×50 image and the comment across the text column, centred on the image.
/// Every label's height is its text's height at its width; 1-line labels not stretched are as
/// wide as their text.
public enum FeedItemStyle {
    public static let font = Font.systemFont(ofSize: 14)
    public static let inset: CGFloat = 8
    public static let rowSpacing: CGFloat = 4
    public static let imageSide: CGFloat = 50
    public static let imageGap: CGFloat = 4
    public static let nameGap: CGFloat = 4
    public static let cardLineSpacing: CGFloat = 2
    public static let contentImageHeight: CGFloat = 200
    public static let profileImage = Image(name: "50x50.png", size: CGSize(width: 50, height: 50))
    public static let contentImage = Image(name: "350x200.png", size: CGSize(width: 350, height: 200))

    /// Lines allowed per label (0: as many as needed).
    public static func numberOfLines(_ element: FeedElement) -> Int {
        switch element {
        case .headline, .timestamp: 2
        case .posterComment: 4
        default: 1
        }
    }

    /// The text of a label element for an item (`nil` for images).
    public static func text(_ element: FeedElement, _ item: FeedItemData) -> String? {
        switch element {
        case .actionText: item.actionText
        case .options: "..."
        case .name: item.posterName
        case .degree: "2nd"
        case .headline: item.posterHeadline
        case .timestamp: item.posterTimestamp
        case .posterComment: item.posterComment
        case .contentTitle: item.contentTitle
        case .contentDomain: item.contentDomain
        case .like: "Like"
        case .comment: "Comment"
        case .share: "Share"
        case .actorComment: item.actorComment
        case .profileImage, .contentImage, .actorImage: nil
        }
    }

    /// The labels and image views of one feed item, configured alike for every implementation.
    public static func makeViews() -> [FeedElement: View] {
        var views: [FeedElement: View] = [:]
        for element in FeedElement.allCases {
            let view: View
            switch element {
            case .profileImage, .actorImage: view = ImageView(image: profileImage)
            case .contentImage: view = ImageView(image: contentImage)
            default:
                let label = Label()
                label.font = font
                label.numberOfLines = numberOfLines(element)
                view = label
            }
            view.identifier = element.rawValue
            views[element] = view
        }
        return views
    }

    /// Sets the labels' texts.
    public static func configure(_ views: [FeedElement: View], with item: FeedItemData) {
        for element in FeedElement.allCases {
            if let text = text(element, item), let label = views[element] as? Label { label.text = text }
        }
    }
}

/// What the benchmark and the checks need from each implementation: a root view that shows an
/// item, its height at a width, and where its 16 views ended up.
public protocol FeedItemView: View {
    /// Shows an item (schedules whatever layout work the implementation needs).
    func configure(_ item: FeedItemData)
    /// The root's height when it is `width` wide.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat
    /// The view showing each element (after layout for implementations that make views late).
    func elementView(_ element: FeedElement) -> View?
}

extension FeedItemView {
    /// Each element's frame in the root's coordinates, in ``FeedElement`` order.
    public func elementFrames() -> [(FeedElement, CGRect)] {
        FeedElement.allCases.compactMap { e in
            guard let v = elementView(e) else { return nil }
            return (e, v.convert(CGRect(origin: .zero, size: v.frame.size), to: self))
        }
    }
}
