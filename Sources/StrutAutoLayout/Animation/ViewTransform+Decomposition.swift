import Foundation

extension ViewTransform {
    /// A transform as the parts an animation interpolates: a scale, a shear, a rotation and a
    /// translation, applied in that order.
    ///
    /// The linear part `[[a, c], [b, d]]` (acting on column vectors) is factored as
    /// `R(rotation) · [[scaleX, shear], [0, scaleY]]`, a rotation after an upper-triangular
    /// matrix (a QR factorization): its first column is the image of the x axis, so
    /// `scaleX = ±hypot(a, b)` and `rotation = atan2(b, a)` (turned by π when `scaleX` is
    /// negative). A mirror image (negative determinant) flips the axis whose diagonal entry is
    /// smaller, as the CSS Transforms specification's 2D decomposition does: `scaleX < 0` when
    /// `a < d`, else `scaleY < 0`, so a horizontal flip animates through zero width instead of
    /// turning over.
    public struct Decomposition: Sendable, Hashable {
        /// The scale along the x axis (negative: mirrored left to right).
        public var scaleX: CGFloat
        /// The scale along the y axis (negative: mirrored top to bottom).
        public var scaleY: CGFloat
        /// The shear: how much x moves per unit of y, after the scale.
        public var shear: CGFloat
        /// The rotation in radians, in −π…π for a decomposed matrix.
        public var rotation: CGFloat
        /// The translation, applied last.
        public var translationX: CGFloat, translationY: CGFloat

        /// Parts from their values.
        public init(
            scaleX: CGFloat = 1, scaleY: CGFloat = 1, shear: CGFloat = 0, rotation: CGFloat = 0, translationX: CGFloat = 0,
            translationY: CGFloat = 0
        ) {
            (self.scaleX, self.scaleY, self.shear, self.rotation) = (scaleX, scaleY, shear, rotation)
            (self.translationX, self.translationY) = (translationX, translationY)
        }

        /// The parts at `fraction` of the way to `other`, each interpolated linearly, the
        /// rotation the short way round (at most half a turn; exactly half a turn goes the
        /// positive way, so 0 → π passes through π/2). When one end is mirrored on x and the
        /// other on y, the first is rewritten as a half-turn with both scales negated, as the
        /// CSS specification does, so the scales do not pass through zero.
        public func interpolated(to other: Decomposition, fraction p: CGFloat) -> Decomposition {
            var from = self, to = other
            if (from.scaleX < 0 && to.scaleY < 0) || (from.scaleY < 0 && to.scaleX < 0) {
                from.scaleX = -from.scaleX
                from.scaleY = -from.scaleY
                from.shear = -from.shear
                from.rotation += from.rotation < 0 ? .pi : -.pi
            }
            if to.rotation - from.rotation > .pi { from.rotation += 2 * .pi }
            if from.rotation - to.rotation > .pi { to.rotation += 2 * .pi }
            func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * p }
            return Decomposition(
                scaleX: mix(from.scaleX, to.scaleX), scaleY: mix(from.scaleY, to.scaleY), shear: mix(from.shear, to.shear),
                rotation: mix(from.rotation, to.rotation), translationX: mix(from.translationX, to.translationX),
                translationY: mix(from.translationY, to.translationY))
        }
    }

    /// The transform's parts (see ``Decomposition``). A transform whose x axis collapses
    /// (`a = b = 0`) has rotation 0 and its y axis in the shear and `scaleY`.
    public var decomposition: Decomposition {
        let determinant = a * d - b * c
        var scaleX = (a * a + b * b).squareRoot()
        if determinant < 0, a < d { scaleX = -scaleX }
        let rotation = scaleX == 0 ? 0 : atan2(b / scaleX, a / scaleX)
        let cosine = cos(rotation), sine = sin(rotation)
        // R(−rotation) applied to the second column (c, d).
        let shear = c * cosine + d * sine
        let scaleY = -c * sine + d * cosine
        return Decomposition(scaleX: scaleX, scaleY: scaleY, shear: shear, rotation: rotation, translationX: tx, translationY: ty)
    }

    /// The transform made of `parts`: `R(rotation) · [[scaleX, shear], [0, scaleY]]`, then the
    /// translation.
    public init(_ parts: Decomposition) {
        let cosine = cos(parts.rotation), sine = sin(parts.rotation)
        self.init(
            a: parts.scaleX * cosine, b: parts.scaleX * sine, c: parts.shear * cosine - parts.scaleY * sine,
            d: parts.shear * sine + parts.scaleY * cosine, tx: parts.translationX, ty: parts.translationY)
    }

    /// The transform at `fraction` of the way to `other`, as Core Animation moves a view's
    /// transform: both ends decomposed (``decomposition``), the parts interpolated
    /// (``Decomposition/interpolated(to:fraction:)``) and recomposed. A rotation from 0 to π
    /// passes through π/2 (an entry-by-entry blend would pass through a zero matrix), and
    /// fraction 0 and 1 give the ends exactly.
    public func interpolated(to other: ViewTransform, fraction p: CGFloat) -> ViewTransform {
        if p == 0 || self == other { return self }
        if p == 1 { return other }
        return ViewTransform(decomposition.interpolated(to: other.decomposition, fraction: p))
    }
}
