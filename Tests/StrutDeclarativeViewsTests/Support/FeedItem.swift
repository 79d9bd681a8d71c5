import DeclarativeTestSupport
import Foundation
import StrutAutoLayout
import StrutDeclarative
import StrutDeclarativeViews
import StrutText

/// LayoutKit's benchmark cell, the LinkedIn feed item (reference §10.1), built declaratively:
/// 13 labels, 3 images and the root; every stack and inner inset is view-less.
enum FeedItem {
    static func layout(_ index: Int, measurer: any TextMeasuring) -> any Layout {
        func label(
            _ text: String, _ id: String, lines: Int = 0, alignment: Alignment = .topLeading,
            flexibility: Flexibility = .flexible
        ) -> any Layout {
            LabelLayout(
                text: text, numberOfLines: lines, alignment: alignment, flexibility: flexibility, viewReuseId: id,
                measurer: measurer)
        }
        func image(_ size: CGSize, _ id: String, alignment: Alignment? = nil) -> any Layout {
            SizeLayout(size: size, alignment: alignment, viewReuseId: id, view: ViewRecipe { View() })
        }
        let profileCard = StackLayout(
            axis: .horizontal, spacing: 4,
            sublayouts: [
                image(CGSize(width: 50, height: 50), "profileImage"),
                StackLayout(
                    axis: .vertical, spacing: 2, alignment: .centerLeading,
                    sublayouts: [
                        StackLayout(
                            axis: .horizontal, spacing: 4,
                            sublayouts: [
                                label("poster name \(index)", "name"), label("2nd", "connectionDegree"),
                            ]),
                        label("poster title \(index) with some longer stuff", "headline", lines: 2),
                        label("poster timestamp \(index)", "timestamp", lines: 2),
                    ]),
            ])
        return InsetLayout(
            inset: 8, viewReuseId: "feedItem",
            sublayout: StackLayout(
                axis: .vertical, spacing: 4,
                sublayouts: [
                    StackLayout(
                        axis: .horizontal,
                        sublayouts: [
                            label("action text \(index)", "actionText"),
                            label("...", "contentFilteringOptions", lines: 1, alignment: .topTrailing, flexibility: .inflexible),
                        ]),
                    profileCard,
                    label("poster comment \(index)", "posterComment", lines: 4),
                    StackLayout(
                        axis: .vertical,
                        sublayouts: [
                            image(CGSize(width: 350, height: 200), "contentImage", alignment: Alignment(vertical: .top, horizontal: .fill)),
                            label("content title \(index)", "contentTitle"),
                            label("content domain \(index)", "contentDomain"),
                        ]),
                    StackLayout(
                        axis: .horizontal, distribution: .fillEqualSize,
                        sublayouts: [
                            label("Like", "like", alignment: .centerLeading),
                            label("Comment", "comment", alignment: .center),
                            label("Share", "share", alignment: .centerTrailing),
                        ]),
                    StackLayout(
                        axis: .horizontal,
                        sublayouts: [
                            image(CGSize(width: 50, height: 50), "actorCommentPhoto"),
                            label("actor comment \(index)", "actorComment", alignment: .centerLeading),
                        ]),
                ]),
            view: ViewRecipe { View() })
    }
}
