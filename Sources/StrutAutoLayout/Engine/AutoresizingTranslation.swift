import Foundation

/// The constraints UIKit generates for a frame-placed view (reference §1.8, §6.3): per axis, one
/// size constraint and one constraint on the center, against the superview's size.
///
/// Horizontally, with frame x, w in a superview of width W, L = x, R = W − x − w, mid = x + w/2:
/// - width: fixed → `width == w`; flexible with both margins → `width == (w/W)·S.width`; with
///   the left margin → `m = w/(W−R)`, `width == m·S.width − R·m`; with the right margin →
///   `m = w/(W−L)`, `width == m·S.width − L·m`; alone → `width == S.width + (w − W)`.
/// - center: no flexible margin or only the right one (fixed width) → `midX == mid`; left only →
///   `midX == S.width − (W − mid)`; both → `midX == (mid/W)·S.width`; flexible width alone →
///   `midX == S.centerX + (mid − W/2)`; width and left → `m = mid/((W−R)/2)`,
///   `midX == m·S.centerX − (R/2)·m`; width and right → `m = w/(W−L)`, `midX == m·S.centerX + L − (L/2)·m`.
/// Vertically the same with y, h, H and the top/bottom margins.
struct AutoresizingTranslation {
    /// One axis: the size and center constraints as `m × superview-attribute + c`.
    struct Axis {
        /// Multiplier of the superview's size for the size constraint (0: constant size).
        var sizeMultiplier: Double
        var sizeConstant: Double
        /// The center's relation: to a constant, to the superview's size, or to its center.
        enum CenterReference { case none, size, center }
        var centerReference: CenterReference
        var centerMultiplier: Double
        var centerConstant: Double

        init(
            origin x: Double, size w: Double, superviewSize W: Double, flexibleLeading fl: Bool, flexibleSize fw: Bool,
            flexibleTrailing fr: Bool
        ) {
            let L = x, R = W - x - w, mid = x + w / 2
            // Size.
            if !fw {
                (sizeMultiplier, sizeConstant) = (0, w)
            } else if fl && fr {
                (sizeMultiplier, sizeConstant) = W != 0 ? (w / W, 0) : (0, w)
            } else if fl {
                let m = (W - R) != 0 ? w / (W - R) : 0
                (sizeMultiplier, sizeConstant) = m != 0 ? (m, -R * m) : (0, w)
            } else if fr {
                let m = (W - L) != 0 ? w / (W - L) : 0
                (sizeMultiplier, sizeConstant) = m != 0 ? (m, -L * m) : (0, w)
            } else {
                (sizeMultiplier, sizeConstant) = (1, w - W)
            }
            // Center.
            if fl && fr {
                if W != 0 {
                    (centerReference, centerMultiplier, centerConstant) = (.size, mid / W, 0)
                } else {
                    (centerReference, centerMultiplier, centerConstant) = (.none, 0, mid)
                }
            } else if !fw {
                if fl {
                    (centerReference, centerMultiplier, centerConstant) = (.size, 1, -(W - mid))
                } else {
                    (centerReference, centerMultiplier, centerConstant) = (.none, 0, mid)
                }
            } else if fl {
                let m = (W - R) != 0 ? mid / ((W - R) / 2) : 0
                (centerReference, centerMultiplier, centerConstant) = m != 0 ? (.center, m, -(R / 2) * m) : (.none, 0, mid)
            } else if fr {
                let m = (W - L) != 0 ? w / (W - L) : 0
                (centerReference, centerMultiplier, centerConstant) = m != 0 ? (.center, m, L - (L / 2) * m) : (.none, 0, mid)
            } else {
                (centerReference, centerMultiplier, centerConstant) = (.center, 1, mid - W / 2)
            }
        }

        /// The origin and size these constraints give in a superview of size `W`.
        func resolve(superviewSize W: Double) -> (origin: Double, size: Double) {
            let size = sizeMultiplier * W + sizeConstant
            let mid: Double
            switch centerReference {
            case .none: mid = centerConstant
            case .size: mid = centerMultiplier * W + centerConstant
            case .center: mid = centerMultiplier * (W / 2) + centerConstant
            }
            return (mid - size / 2, size)
        }
    }

    var horizontal: Axis
    var vertical: Axis

    init(frame: CGRect, superviewSize: CGSize, mask: AutoresizingMask) {
        horizontal = Axis(
            origin: Double(frame.origin.x), size: Double(frame.size.width), superviewSize: Double(superviewSize.width),
            flexibleLeading: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
            flexibleTrailing: mask.contains(.flexibleRightMargin))
        vertical = Axis(
            origin: Double(frame.origin.y), size: Double(frame.size.height), superviewSize: Double(superviewSize.height),
            flexibleLeading: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
            flexibleTrailing: mask.contains(.flexibleBottomMargin))
    }

    /// The frame the constraints give in a superview of the given size (classic autoresizing).
    func frame(in superviewSize: CGSize) -> CGRect {
        let h = horizontal.resolve(superviewSize: Double(superviewSize.width))
        let v = vertical.resolve(superviewSize: Double(superviewSize.height))
        return CGRect(x: h.origin, y: v.origin, width: h.size, height: v.size)
    }

    /// `h=--& v=--&`: per axis, leading margin, size, trailing margin; `&` flexible, `-` fixed.
    /// A mask without flexible parts on an axis prints `--&` (UIKit's default notation).
    static func notation(_ mask: AutoresizingMask) -> String {
        func axis(_ l: Bool, _ s: Bool, _ r: Bool) -> String {
            if !l && !s && !r { return "--&" }
            return (l ? "&" : "-") + (s ? "&" : "-") + (r ? "&" : "-")
        }
        return "h=" + axis(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            + " v=" + axis(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
    }
}

extension View {
    func makeAutoresizingConstraints() -> [LayoutConstraint] {
        let rect = alignmentRect(forFrame: storedFrame)
        var result: [LayoutConstraint] = []
        func make(_ attribute: LayoutAttribute, _ second: AnchorSide?, _ m: Double, _ c: Double, host: View)
            -> LayoutConstraint
        {
            let constraint = LayoutConstraint(
                first: AnchorSide(item: self, attribute: attribute), relation: .equal, second: second,
                multiplier: CGFloat(m), constant: CGFloat(c), ownerNode: layoutNode)
            constraint.kind = .autoresizing
            constraint.host = host
            return constraint
        }
        guard let superview else {
            result.append(make(.width, nil, 1, Double(rect.size.width), host: self))
            result.append(make(.height, nil, 1, Double(rect.size.height), host: self))
            return result
        }
        let t = AutoresizingTranslation(frame: rect, superviewSize: superview.storedFrame.size, mask: autoresizingMaskStorage)
        for (axis, sizeAttribute, centerAttribute, superSize, superCenter) in [
            (t.horizontal, LayoutAttribute.width, LayoutAttribute.centerX, LayoutAttribute.width, LayoutAttribute.centerX),
            (t.vertical, .height, .centerY, .height, .centerY),
        ] {
            if axis.sizeMultiplier == 0 {
                result.append(make(sizeAttribute, nil, 1, axis.sizeConstant, host: superview))
            } else {
                result.append(
                    make(
                        sizeAttribute, AnchorSide(item: superview, attribute: superSize), axis.sizeMultiplier,
                        axis.sizeConstant, host: superview))
            }
            switch axis.centerReference {
            case .none:
                result.append(make(centerAttribute, nil, 1, axis.centerConstant, host: superview))
            case .size:
                result.append(
                    make(
                        centerAttribute, AnchorSide(item: superview, attribute: superSize), axis.centerMultiplier,
                        axis.centerConstant, host: superview))
            case .center:
                result.append(
                    make(
                        centerAttribute, AnchorSide(item: superview, attribute: superCenter),
                        axis.centerMultiplier, axis.centerConstant, host: superview))
            }
        }
        return result
    }

    /// The required size constraints of a root whose size is imposed from outside (a window):
    /// `'UIView-Encapsulated-Layout-Width'` and `-Height`.
    func makeEncapsulatedSizeConstraints() -> [LayoutConstraint] {
        let rect = alignmentRect(forFrame: storedFrame)
        return [
            (LayoutAttribute.width, rect.size.width, "UIView-Encapsulated-Layout-Width"),
            (.height, rect.size.height, "UIView-Encapsulated-Layout-Height"),
        ].map { attribute, value, identifier in
            let c = LayoutConstraint(
                first: AnchorSide(item: self, attribute: attribute), relation: .equal, second: nil, multiplier: 1,
                constant: value, ownerNode: layoutNode)
            c.identifier = identifier
            c.prefersVisualFormatDescription = true
            c.host = self
            return c
        }
    }
}

extension View {
    /// Whether a root's frame size is imposed from outside (a window's size), which UIKit
    /// expresses with encapsulated-layout constraints rather than autoresizing ones.
    var isRootSizeEncapsulated: Bool { self is Window }
}
