import Foundation

/// Formats a number as UIKit's logs do: integers without a fraction, others with up to six
/// significant digits (`%g`): `163.5`, `0.333333`, `26.6667`, `-10`.
package func formatNumber(_ value: CGFloat) -> String { formatNumber(Double(value)) }

/// Formats a number as UIKit's logs do (`%g`).
package func formatNumber(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(format: "%g", value)
}
