import Foundation

/// An image as layout sees it: a name a renderer resolves and a size in points (UIKit's
/// `UIImage` without pixels).
public struct Image: Hashable, Sendable {
    /// What the renderer looks the pixels up by (a file name, an asset name, a URL).
    public var name: String
    /// The size in points.
    public var size: CGSize

    /// An image named `name` of `size` points (negative dimensions become 0).
    public init(name: String, size: CGSize) {
        self.name = name
        self.size = CGSize(width: max(size.width, 0), height: max(size.height, 0))
    }
}
