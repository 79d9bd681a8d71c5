import Foundation

/// Formats a number as UIKit's logs do: integers without a fraction, others with up to six
/// significant digits (`%g`): `163.5`, `0.333333`, `26.6667`, `-10`.
func formatNumber(_ value: CGFloat) -> String { formatNumber(Double(value)) }

/// Formats a number as UIKit's logs do (`%g`).
func formatNumber(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(format: "%g", value)
}

/// `{{x, y}, {w, h}}`, UIKit's rectangle notation.
func formatRect(_ rect: CGRect) -> String {
    "{{\(formatNumber(rect.origin.x)), \(formatNumber(rect.origin.y))}, {\(formatNumber(rect.size.width)), \(formatNumber(rect.size.height))}}"
}

/// `(x y; w h)`, the frame notation of a view's description.
func formatFrame(_ rect: CGRect) -> String {
    "(\(formatNumber(rect.origin.x)) \(formatNumber(rect.origin.y)); \(formatNumber(rect.size.width)) \(formatNumber(rect.size.height)))"
}

/// `0x…`, an object's address as printed in logs.
func formatAddress(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
}
