/// The colour names a layout file may use besides `#rgb` / `#rrggbb` / `#rrggbbaa`: a small
/// subset of CSS's, with CSS's values.
enum CSSColors {
    static let values: [String: String] = [
        "black": "#000000", "white": "#ffffff", "gray": "#808080", "grey": "#808080", "lightgray": "#d3d3d3",
        "lightgrey": "#d3d3d3", "darkgray": "#a9a9a9", "darkgrey": "#a9a9a9", "red": "#ff0000", "green": "#008000",
        "blue": "#0000ff", "yellow": "#ffff00", "orange": "#ffa500", "purple": "#800080", "pink": "#ffc0cb",
        "brown": "#a52a2a", "cyan": "#00ffff", "magenta": "#ff00ff", "teal": "#008080", "navy": "#000080",
        "maroon": "#800000", "olive": "#808000", "lime": "#00ff00", "silver": "#c0c0c0", "gold": "#ffd700",
        "transparent": "#00000000",
    ]

    static var names: Set<String> { Set(values.keys) }

    /// Red, green, blue and alpha from 0 to 1, for a name or `#rgb`, `#rrggbb`, `#rrggbbaa`
    /// (validated by the decoder; anything else gives `nil`).
    static func components(_ text: String) -> (red: Double, green: Double, blue: Double, alpha: Double)? {
        let hex = values[text.lowercased()] ?? text
        guard hex.hasPrefix("#") else { return nil }
        var digits = Array(hex.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var channels: [Double] = []
        for i in stride(from: 0, to: digits.count, by: 2) {
            guard let value = UInt8(String(digits[i...i + 1]), radix: 16) else { return nil }
            channels.append(Double(value) / 255)
        }
        return (channels[0], channels[1], channels[2], channels.count == 4 ? channels[3] : 1)
    }
}
