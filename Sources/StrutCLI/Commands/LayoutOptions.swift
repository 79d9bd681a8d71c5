import ArgumentParser

/// Options shared by the commands that lay out a file: they override the file's window.
struct LayoutOptions: ParsableArguments {
    @Option(help: "The window's width in points, or 'fit' to size it to its content (overrides the file).")
    var width: String?

    @Option(help: "The window's height in points, or 'fit' to size it to its content (overrides the file).")
    var height: String?

    @Option(help: "The layout direction: ltr or rtl (overrides the file).")
    var direction: String?

    @Option(help: "Show a docked keyboard this many points tall (overrides the file; view layouts only).")
    var keyboard: String?

    func validate() throws {
        if let width, let problem = Self.problem(width) {
            throw ValidationError("--width must be a number of points, zero or more, or 'fit': '\(width)' \(problem)")
        }
        if let height, let problem = Self.problem(height) {
            throw ValidationError("--height must be a number of points, zero or more, or 'fit': '\(height)' \(problem)")
        }
        if let keyboard, let problem = Self.problem(keyboard, allowsFit: false) {
            throw ValidationError("--keyboard must be a height in points, zero or more: '\(keyboard)' \(problem)")
        }
        if let direction, LayoutDirectionSpec(rawValue: direction) == nil {
            throw ValidationError("--direction must be ltr or rtl, not '\(direction)'")
        }
    }

    /// Why a `--width` or `--height` value cannot be used (``LayoutNumber``'s rule, and not
    /// negative), or `nil`.
    static func problem(_ text: String, allowsFit: Bool = true) -> String? {
        if allowsFit, text == "fit" { return nil }
        guard let value = Double(text) else { return "is not a number" }
        if let problem = LayoutNumber.problem(value) { return problem }
        return value < 0 ? "is negative" : nil
    }

    /// The overrides as a value.
    var overrides: WindowOverrides {
        func number(_ text: String?) -> Double? { text.flatMap { $0 == "fit" ? nil : Double($0) } }
        return WindowOverrides(
            width: number(width), height: number(height), fitsHeight: height == "fit" ? true : nil,
            direction: direction.flatMap(LayoutDirectionSpec.init(rawValue:)), fitsWidth: width == "fit" ? true : nil,
            keyboard: keyboard.flatMap(Double.init))
    }
}
