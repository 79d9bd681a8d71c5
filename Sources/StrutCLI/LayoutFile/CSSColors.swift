/// The colour names a layout file may use besides `#rgb` / `#rrggbb` / `#rrggbbaa` (a small
/// subset of CSS's, which SVG and HTML understand as they are).
enum CSSColors {
    static let names: Set<String> = [
        "black", "white", "gray", "grey", "lightgray", "lightgrey", "darkgray", "darkgrey", "red", "green", "blue",
        "yellow", "orange", "purple", "pink", "brown", "cyan", "magenta", "teal", "navy", "maroon", "olive", "lime",
        "silver", "gold", "transparent",
    ]
}
