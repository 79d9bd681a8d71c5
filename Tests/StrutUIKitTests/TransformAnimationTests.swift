import Testing

#if canImport(UIKit)
    import UIKit
#else
    import StrutUIKit
#endif

/// Entries of two transforms agree to 1e-9.
private func close(_ x: CGAffineTransform?, _ y: CGAffineTransform) -> Bool {
    guard let x else { return false }
    return [x.a - y.a, x.b - y.b, x.c - y.c, x.d - y.d, x.tx - y.tx, x.ty - y.ty].allSatisfy { abs($0) < 1e-9 }
}

/// A transform animated with `UIView.animate`, linear over 1 s, sampled at t = 0, ½, 1.
private func samples(from start: CGAffineTransform, to end: CGAffineTransform) -> [CGAffineTransform?] {
    let window = UIWindow(size: CGSize(width: 300, height: 300))
    let view = UIView(frame: CGRect(x: 50, y: 75, width: 100, height: 50))
    window.addSubview(view)
    view.transform = start
    window.layoutIfNeeded()
    let timeline = UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: {
            view.transform = end
        })
    return [0, 0.5, 1].map { timeline.transform(of: view, at: $0) }
}

@Suite struct TransformAnimationTests {
    /// 0 → π: half way is the quarter turn (cos 90°, sin 90°, −sin 90°, cos 90°) = (0, 1, −1, 0).
    /// Blending the entries instead would give (1 + (−1 − 1)/2, 0, 0, …) = the zero matrix.
    @Test func halfTurnPassesThroughAQuarterTurn() {
        let s = samples(from: .identity, to: CGAffineTransform(rotationAngle: .pi))
        #expect(s[0] == .identity)
        #expect(close(s[1], CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)))
        #expect(s[2] == CGAffineTransform(rotationAngle: .pi))
    }

    /// 0 → 270° is the short way round, −90°: half way is −45°,
    /// (cos −45°, sin −45°, −sin −45°, cos −45°) = (√½, −√½, √½, √½).
    @Test func rotationTakesTheShortWay() {
        let h = 0.5.squareRoot()
        let s = samples(from: .identity, to: CGAffineTransform(rotationAngle: 3 * .pi / 2))
        #expect(close(s[1], CGAffineTransform(a: h, b: -h, c: h, d: h, tx: 0, ty: 0)))
    }

    /// Scale (1, 1) → (3, 0.5): half way (2, 0.75). A mirror (−1, 1) goes through zero width:
    /// half way (0, 1), not a turn.
    @Test func scalesAndMirrors() {
        let s = samples(from: .identity, to: CGAffineTransform(scaleX: 3, y: 0.5))
        #expect(s == [.identity, CGAffineTransform(scaleX: 2, y: 0.75), CGAffineTransform(scaleX: 3, y: 0.5)])
        let flip = samples(from: .identity, to: CGAffineTransform(scaleX: -1, y: 1))
        #expect(close(flip[1], CGAffineTransform(a: 0, b: 0, c: 0, d: 1, tx: 0, ty: 0)))
        #expect(flip[2] == CGAffineTransform(scaleX: -1, y: 1))
    }

    /// (0, 2, −2, 0, 40, −20) is scale 2, a quarter turn, then a move by (40, −20): half way
    /// from the identity it is scale 1.5, an eighth of a turn, a move by (20, −10):
    /// a = 1.5 cos 45° = 1.5 √½, b = 1.5 sin 45°, c = −b, d = a.
    @Test func combinedTransformInterpolatesItsParts() {
        let end = CGAffineTransform(a: 0, b: 2, c: -2, d: 0, tx: 40, ty: -20)
        let s = samples(from: .identity, to: end)
        let k = 1.5 * 0.5.squareRoot()
        #expect(s[0] == .identity)
        #expect(close(s[1], CGAffineTransform(a: k, b: k, c: -k, d: k, tx: 20, ty: -10)))
        #expect(s[2] == end)
    }

    /// The parts recompose to the transform (a differential check over 200 pseudo-random
    /// transforms, mirrors and shears included).
    @Test func decompositionRecomposes() {
        var state: UInt64 = 0x5EED
        func next() -> CGFloat {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return CGFloat(Int64(bitPattern: state >> 11) % 2001 - 1000) / 250
        }
        for _ in 0..<200 {
            let t = CGAffineTransform(a: next(), b: next(), c: next(), d: next(), tx: next(), ty: next())
            #expect(close(CGAffineTransform(t.decomposition), t), "\(t)")
        }
    }
}
