import Foundation
import Testing

@testable import StrutAutoLayout
@testable import StrutDeclarative
@testable import StrutDeclarativeViews
@testable import StrutExamples

/// The declarative feed item's view recipes are made once and shared by every item's layout;
/// the views made from them are the same as with a recipe per item.
@Suite struct DeclarativeFeedRecipeTests {
    /// The recipes of a layout tree's leaves (labels and size layouts), depth first.
    private func recipes(_ layout: any Layout) -> [ViewRecipe] {
        switch layout {
        case let label as LabelLayout: return label.view.map { [$0] } ?? []
        case let size as SizeLayout: return size.view.map { [$0] } ?? []
        case let inset as InsetLayout: return recipes(inset.sublayout)
        case let stack as StackLayout: return stack.sublayouts.flatMap { recipes($0) }
        default: return []
        }
    }

    @Test func itemsShareOneRecipePerElement() {
        let first = recipes(DeclarativeFeedItem.layout(for: FeedItemData(index: 0)))
        let second = recipes(DeclarativeFeedItem.layout(for: FeedItemData(index: 1)))
        // 13 labels and 3 images, each with its own recipe, the same objects for both items.
        #expect(first.count == 16 && second.count == 16)
        #expect(Set(first.map(ObjectIdentifier.init)).count == 16)
        #expect(zip(first, second).allSatisfy { $0 === $1 })
        #expect(DeclarativeFeedRecipes.recipe(.like) === DeclarativeFeedRecipes.recipe(.like))
        #expect(DeclarativeFeedRecipes.recipe(.like) !== DeclarativeFeedRecipes.recipe(.share))
    }

    @Test func sharedRecipesMakeNamedLabelsAndImageViews() {
        // Two items laid out: each gets its own views, named after their elements.
        let views = (0..<2).map { i -> DeclarativeFeedItemView in
            let v = DeclarativeFeedItemView(frame: CGRect(0, 0, 375, 600))
            v.configure(FeedItemData(index: i))
            v.layoutSubviews()
            return v
        }
        let images: [String: String] = [
            "profileImage": "50x50.png", "actorImage": "50x50.png", "contentImage": "350x200.png",
        ]
        for v in views {
            for id in [
                "actionText", "options", "profileImage", "name", "degree", "headline", "timestamp", "posterComment",
                "contentImage", "contentTitle", "contentDomain", "like", "comment", "share", "actorImage", "actorComment",
            ] {
                let made = v.subviews.filter { $0.identifier == id }
                #expect(made.count == 1, "\(id)")
                if let image = images[id] {
                    #expect((made.first as? ImageView)?.image?.name == image, "\(id)")
                } else {
                    #expect(made.first is Label, "\(id)")
                }
            }
        }
        #expect(views[0].subviews.allSatisfy { a in !views[1].subviews.contains { $0 === a } })
        // The labels show their item's text: "Share" is fixed, the name differs per item.
        let share = views[1].subviews.first { $0.identifier == "share" } as? Label
        #expect(share?.text == "Share")
        let names = views.map { ($0.subviews.first { $0.identifier == "name" } as? Label)?.text }
        #expect(names[0] == FeedItemData(index: 0).posterName && names[1] == FeedItemData(index: 1).posterName)
    }

    @Test func viewTreesAnswerWhetherAViewHasSubviews() {
        let parent = View(), child = View()
        #expect(!StrutViewTree.hasSubviews(parent))
        parent.addSubview(child)
        #expect(StrutViewTree.hasSubviews(parent) && !StrutViewTree.hasSubviews(child))
        child.removeFromSuperview()
        #expect(!StrutViewTree.hasSubviews(parent))
    }
}
