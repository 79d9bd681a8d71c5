/// Escaping for text placed in SVG and HTML.
enum MarkupText {
    /// Escapes `&`, `<`, `>`, `"` and `'` for element content and attribute values.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case let c where c.value < 0x20 && c != "\n" && c != "\t": out += "&#xFFFD;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
