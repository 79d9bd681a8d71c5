import Foundation

/// The one rule for every number that enters `strut` from outside: a layout file's sizes,
/// frames, insets, spacings and font sizes, an equation's or a format line's constants and
/// factors, and the window size given on the command line.
///
/// A number must be finite and at most ``maximumMagnitude`` in magnitude. The bound keeps every
/// sum and product the layout makes of such numbers far from overflow (a million views of the
/// largest size still add up to 10^15), so that no `inf` or `nan` can reach the output; what
/// still overflows (a chain of large factors) is caught on the way out by ``problem(_:)``
/// applied to the solved frames.
enum LayoutNumber {
    /// The largest magnitude accepted: 10^9 points, far beyond any screen or page.
    static let maximumMagnitude: Double = 1_000_000_000

    /// Why `value` cannot be used, or `nil` when it can.
    ///
    /// - Returns: "is not a number" (NaN) or "is too large: …" (infinities included); the
    ///   caller puts the value's name in front.
    static func problem(_ value: Double) -> String? {
        guard !value.isNaN else { return "is not a number" }
        guard abs(value) <= maximumMagnitude else {
            return "is too large: numbers are limited to ±1e9 (1,000,000,000)"
        }
        return nil
    }

    /// Whether `value` obeys the rule.
    static func isAcceptable(_ value: Double) -> Bool { problem(value) == nil }

    /// `value` as written in messages: whole numbers without a fraction, others in the
    /// shortest form that reads back the same (`1e308`, `0.5`).
    static func text(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
        return String(value).replacingOccurrences(of: "e+", with: "e")
    }
}
