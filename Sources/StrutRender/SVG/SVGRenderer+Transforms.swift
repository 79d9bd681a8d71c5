import Foundation
import StrutAutoLayout

extension SVGRenderer {
    /// The nested groups that draw an animated view transformed about its center, outermost
    /// first: translate to the center plus the translation, rotate, scale, skew, translate back
    /// from the center. Each part is the transform's interpolated parts at the samples
    /// (`AnimationTrack.transformParts(atProgress:)`), so a half-turn passes through a
    /// quarter-turn in the document as on the timeline; a part that does not change is a plain
    /// `transform` attribute. The center follows the view's size (its origin is fixed in the
    /// group's coordinates, the view's group carrying the motion). An x scale of 0 drops the
    /// shear (the view has no width to shear).
    ///
    /// - Parameters:
    ///   - track: the view's track.
    ///   - origin: the view's origin in the display list (the final layout's).
    ///   - sizes: the view's size at each sample.
    ///   - progresses: the curve's progress at each sample.
    ///   - timing: the SMIL timing attributes shared by the document's animations.
    static func transformGroups(
        _ track: AnimationTrack, origin: CGPoint, sizes: [CGSize], progresses: [Double], timing: String
    ) -> [String] {
        let n = NumberText.string
        let parts = progresses.map { track.transformParts(atProgress: $0) }
        let centers = sizes.map { CGPoint(x: origin.x + $0.width / 2, y: origin.y + $0.height / 2) }
        func degrees(_ radians: CGFloat) -> CGFloat { radians * 180 / .pi }
        let toCenter = zip(centers, parts).map { c, p in "\(n(c.x + p.translationX)),\(n(c.y + p.translationY))" }
        let rotation = parts.map { n(degrees($0.rotation)) }
        let scale = parts.map { "\(n($0.scaleX)),\(n($0.scaleY))" }
        let skew = parts.map { n($0.scaleX == 0 ? 0 : degrees(atan($0.shear / $0.scaleX))) }
        let fromCenter = centers.map { "\(n(-$0.x)),\(n(-$0.y))" }
        func group(_ type: String, _ values: [String]) -> String {
            let last = values.last ?? ""
            let attribute = ##"<g transform="\##(type)(\##(last.replacingOccurrences(of: ",", with: " ")))">"##
            guard values.contains(where: { $0 != last }) else { return attribute }
            return attribute
                + ##"<animateTransform attributeName="transform" type="\##(type)" values="\##(values.joined(separator: ";"))" \##(timing)/>"##
        }
        return [
            group("translate", toCenter), group("rotate", rotation), group("scale", scale), group("skewX", skew),
            group("translate", fromCenter),
        ]
    }
}
