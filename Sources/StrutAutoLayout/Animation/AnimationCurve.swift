import Foundation

/// How an animation's progress follows time: UIKit's curves as Core Animation's cubic Bézier
/// timing functions, or a spring.
///
/// The named curves are `CAMediaTimingFunction`'s control points (Core Animation's documented
/// values): linear (0, 0, 1, 1), ease in (0.42, 0, 1, 1), ease out (0, 0, 0.58, 1), ease in
/// ease out (0.42, 0, 0.58, 1) — UIKit's default for `UIView.animate`.
public enum AnimationCurve: Sendable, Hashable {
    /// A timing function through (0, 0), (x1, y1), (x2, y2), (1, 1); x is time, y progress.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A damped spring (see ``springProgress(at:duration:dampingRatio:initialVelocity:)``).
    case spring(dampingRatio: Double, initialVelocity: Double)

    /// Constant speed.
    public static let linear = AnimationCurve.cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    /// Slow start.
    public static let easeIn = AnimationCurve.cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Slow end.
    public static let easeOut = AnimationCurve.cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Slow start and end (UIKit's default).
    public static let easeInEaseOut = AnimationCurve.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The progress at `fraction` of the duration (clamped to 0…1): 0 at the start, 1 at the
    /// end; a spring may overshoot in between. `duration` (seconds) sets a spring's frequency.
    /// - Complexity: O(1) (a bounded number of Newton and bisection steps).
    public func progress(atFraction fraction: Double, duration: Double) -> Double {
        let x = fraction.isNaN ? 1 : min(max(fraction, 0), 1)
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        switch self {
        case let .cubicBezier(x1, y1, x2, y2):
            return Self.bezierProgress(x, x1: x1, y1: y1, x2: x2, y2: y2)
        case let .spring(dampingRatio, initialVelocity):
            return Self.springProgress(
                at: x * duration, duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        }
    }

    /// The y of the Bézier timing curve where its x is `x`: the curve's parameter s is found by
    /// Newton's method on x(s) (8 steps), falling back to bisection when the slope is flat or
    /// the step leaves 0…1, then y(s) is returned. Control x values are clamped to 0…1 (Core
    /// Animation's rule), so x(s) is monotonic and the root unique.
    static func bezierProgress(_ x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
        let cx1 = min(max(x1.isFinite ? x1 : 0, 0), 1), cx2 = min(max(x2.isFinite ? x2 : 1, 0), 1)
        let cy1 = y1.isFinite ? y1 : 0, cy2 = y2.isFinite ? y2 : 1
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = x
        var newtonConverged = false
        for _ in 0..<8 {
            let error = bezier(s, cx1, cx2) - x
            if abs(error) < 1e-12 { newtonConverged = true; break }
            let d = slope(s, cx1, cx2)
            guard abs(d) > 1e-9 else { break }
            let next = s - error / d
            guard next >= 0, next <= 1 else { break }
            s = next
        }
        if !newtonConverged, abs(bezier(s, cx1, cx2) - x) > 1e-9 {
            var lo = 0.0, hi = 1.0
            for _ in 0..<64 {
                s = (lo + hi) / 2
                if bezier(s, cx1, cx2) < x { lo = s } else { hi = s }
            }
            s = (lo + hi) / 2
        }
        return bezier(s, cy1, cy2)
    }

    /// A spring's progress `time` seconds after it starts, solved in closed form.
    ///
    /// The spring is a damped oscillator of mass 1 pulled from progress 0 to 1:
    /// x″ + 2ζω₀x′ + ω₀²x = 0 for the offset x = progress − 1, with x(0) = −1 and x′(0) = v₀,
    /// where ζ is `dampingRatio` and v₀ `initialVelocity` (UIKit's unit: the whole distance
    /// per second). UIKit does not publish how it picks the stiffness for a duration; Strut
    /// uses the rule Apple documents for SwiftUI's `Spring(response:dampingRatio:)` with the
    /// response equal to the duration: ω₀ = 2π / duration. Then
    /// - ζ < 1: x = e^(−ζω₀t) (−cos ω_d t + (v₀ − ζω₀)/ω_d · sin ω_d t), ω_d = ω₀√(1 − ζ²);
    /// - ζ = 1: x = (−1 + (v₀ − ω₀) t) e^(−ω₀t);
    /// - ζ > 1: x = C₁e^(r₁t) + C₂e^(r₂t), r = −ω₀(ζ ∓ √(ζ² − 1)), C₁ + C₂ = −1, r₁C₁ + r₂C₂ = v₀.
    ///
    /// A damping ratio at or below 0 (or not finite) is taken as 0.01, a non-finite velocity as
    /// 0 and a non-positive duration gives 1, so no NaN reaches a frame. The animation ends at
    /// `duration` (the timeline shows the final layout there, as the model layer holds it).
    public static func springProgress(at time: Double, duration: Double, dampingRatio: Double, initialVelocity: Double) -> Double {
        guard duration > 0, duration.isFinite, time.isFinite else { return 1 }
        let zeta = dampingRatio.isFinite && dampingRatio > 0 ? dampingRatio : 0.01
        let v0 = initialVelocity.isFinite ? initialVelocity : 0
        let omega = 2 * Double.pi / duration
        let t = max(time, 0)
        let x: Double
        if abs(zeta - 1) < 1e-9 {
            x = (-1 + (v0 - omega) * t) * exp(-omega * t)
        } else if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            x = exp(-zeta * omega * t) * (-cos(omegaD * t) + (v0 - zeta * omega) / omegaD * sin(omegaD * t))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            // C1 + C2 = -1, r1 C1 + r2 C2 = v0.
            let c1 = (v0 + r2) / (r1 - r2)
            let c2 = -1 - c1
            x = c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
        return 1 + x
    }
}
