import Foundation
import StrutExamples

@testable import StrutAutoLayout

/// The stack-view feed item (data index 1) pinned to the leading, trailing and top edges of a
/// 375 × 2000 root, each of its stacks set up by `configure` before the first layout pass.
/// Returns the root, the item and the item's subtree in order (the item first).
func laidOutStackFeedItem(configuring configure: (StackView) -> Void) -> (root: View, item: StackFeedItemView, views: [View]) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 2000))
    let item = StackFeedItemView()
    item.configure(FeedItemData(index: 1))
    item.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(item)
    LayoutConstraint.activate([
        item.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        item.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        item.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    var views: [View] = []
    item.collectSubtree(into: &views)
    for case let stack as StackView in views { configure(stack) }
    root.layoutIfNeeded()
    return (root, item, views)
}
