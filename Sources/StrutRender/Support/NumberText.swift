/// Numbers as SVG, HTML and the `strut` tool print them: rounded to 1/10,000 of a point, no
/// trailing zeros, no `-0`, so that output is stable across platforms and easy to read.
public enum NumberText {
    /// `163.5`, `20`, `0.3333`.
    public static func string(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
