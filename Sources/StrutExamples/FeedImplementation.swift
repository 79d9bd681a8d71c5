import Foundation
import StrutAutoLayout

/// The four ways of building the feed item.
public enum FeedImplementation: String, CaseIterable, Sendable {
    case handWritten = "hand-written"
    case constraints
    case stackViews = "stack views"
    case declarative

    /// A new, empty feed item view of this implementation.
    public func makeView() -> any FeedItemView {
        switch self {
        case .handWritten: ManualFeedItemView()
        case .constraints: ConstraintFeedItemView()
        case .stackViews: StackFeedItemView()
        case .declarative: DeclarativeFeedItemView()
        }
    }
}
