import Foundation

/// One step of painting a scene, in window coordinates: what a view's display pass produces.
public enum DrawingCommand: Sendable, Codable, Equatable {
    /// Fills a rectangle with a CSS colour.
    case fill(CGRect, color: String)
    /// Outlines a rectangle.
    case stroke(CGRect, color: String, lineWidth: Double)
    /// One line of text; `origin` is the left end of its baseline.
    case text(String, origin: CGPoint, fontSize: Double, weight: String, color: String)
    /// An image placeholder (the tool has no pixels, only sizes).
    case image(CGRect, label: String)
}
