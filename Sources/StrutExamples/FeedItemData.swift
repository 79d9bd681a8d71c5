import Foundation

/// One feed item's data: LayoutKit's `FeedItemData.generate(count:)` (reference §10.1).
public struct FeedItemData: Sendable, Hashable {
    public var actionText: String
    public var posterName: String
    public var posterHeadline: String
    public var posterTimestamp: String
    public var posterComment: String
    public var contentTitle: String
    public var contentDomain: String
    public var actorComment: String

    /// Item `i` of the benchmark's data.
    public init(index i: Int) {
        actionText = "action text \(i)"
        posterName = "poster name \(i)"
        posterHeadline = "poster title \(i) with some longer stuff"
        posterTimestamp = "poster timestamp \(i)"
        posterComment = "poster comment \(i)"
        contentTitle = "content title \(i)"
        contentDomain = "content domain \(i)"
        actorComment = "actor comment \(i)"
    }

    /// Items `0..<count`.
    public static func generate(count: Int) -> [FeedItemData] { (0..<max(0, count)).map(FeedItemData.init(index:)) }
}

/// The 16 views of a feed item, in drawing order: what the four implementations must place at
/// the same frames.
public enum FeedElement: String, CaseIterable, Sendable {
    case actionText, options, profileImage, name, degree, headline, timestamp, posterComment
    case contentImage, contentTitle, contentDomain, like, comment, share, actorImage, actorComment
}
