import Foundation
import StrutRender

/// A view layout file, laid out: the frames, what the engine reported, and the scene to draw.
struct ViewLayoutResult: Sendable {
    struct Frame: Sendable, Equatable {
        var id: String
        var kind: ViewKind
        /// In the superview's coordinates (UIKit's `frame`).
        var frame: CGRect
        var frameInWindow: CGRect
        var isHidden: Bool
    }

    struct Broken: Sendable, Equatable {
        /// The constraint the engine broke, as written (or as described, if not from the file).
        var constraint: String
        /// The minimal set of required constraints it conflicted with (including itself).
        var conflicts: [String]
    }

    var windowSize: CGSize
    /// Every view of the file, depth-first in file order (the root first).
    var frames: [Frame]
    var broken: [Broken]
    /// The ids of views whose frames are not uniquely determined (when the engine can tell).
    var ambiguous: [String]
    /// The engine's log (UIKit's "Unable to simultaneously satisfy constraints." texts).
    var log: [String]
    /// UIKit's `_autolayoutTrace` of the tree (`nil` for declarative layouts, which have no
    /// engine).
    var trace: String? = nil
    var scene: RenderScene
}
