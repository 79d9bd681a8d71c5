import Foundation

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
