import Foundation

extension View {
    /// The affine transform applied to the view's drawing about its center: UIKit's `transform`
    /// (default ``ViewTransform/identity``).
    ///
    /// As in UIKit, ``bounds`` and ``center`` are untransformed and Auto Layout ignores the
    /// transform (it places the untransformed alignment rectangle). While the transform is not
    /// the identity, ``frame`` reads as the bounding box of the transformed bounds around the
    /// center (UIKit documents the value as undefined; this is what it returns in practice).
    /// Setting ``frame`` on a transformed view sets the untransformed frame; set ``bounds`` and
    /// ``center`` instead, as UIKit advises. A transform with a non-finite entry is refused
    /// (the previous one stays).
    ///
    /// Changed inside ``View/animate(withDuration:delay:options:animations:completion:)``, it is
    /// animated as Core Animation does, by interpolating its parts
    /// (``ViewTransform/interpolated(to:fraction:)``). The display list carries it
    /// (``ViewInfo/transform``) and renderers draw the view and its subviews transformed about
    /// the view's center (UIKit's default anchor point, 0.5, 0.5).
    public var transform: ViewTransform {
        get { portState?.transform ?? .identity }
        set {
            guard newValue.isFinite, newValue != transform else { return }
            AnimationCapture.current?.willChange(self)
            port.transform = newValue
            setNeedsDisplay()
        }
    }

    /// The frame as ``frame`` reports it: the stored frame, or with a transform the bounding
    /// box of the transformed bounds around the center.
    func transformedFrame() -> CGRect {
        guard let t = portState?.transform, !t.isIdentity else { return storedFrame }
        let size = storedFrame.size
        let box = t.boundingBox(of: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
        return box.offsetBy(dx: storedFrame.midX, dy: storedFrame.midY)
    }
}
