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

/// `name:0x…`: a class name and an address as ``formatAddress(_:)`` prints it (lowercase
/// hexadecimal digits, no padding), written into the string's buffer at once. The display list
/// names every view without an identifier this way; interpolating the two strings cost about
/// four times as much.
func formatName(_ name: String, address: UInt) -> String {
    var digits = 1
    var rest = address >> 4
    while rest != 0 {
        digits += 1
        rest >>= 4
    }
    var name = name
    return name.withUTF8 { prefix in
        let count = prefix.count + 3 + digits
        return String(unsafeUninitializedCapacity: count) { buffer in
            var i = 0
            for byte in prefix {
                buffer[i] = byte
                i += 1
            }
            buffer[i] = UInt8(ascii: ":")
            buffer[i + 1] = UInt8(ascii: "0")
            buffer[i + 2] = UInt8(ascii: "x")
            // The digits, last first, back to the prefix.
            var value = address
            var j = count
            repeat {
                j -= 1
                let digit = UInt8(truncatingIfNeeded: value & 0xF)
                buffer[j] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
                value >>= 4
            } while j > i + 3
            return count
        }
    }
}
