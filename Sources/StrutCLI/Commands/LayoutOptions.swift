import ArgumentParser

/// Options shared by the commands that lay out a file: they override the file's window.
struct LayoutOptions: ParsableArguments {
    @Option(help: "The window's width in points (overrides the file).")
    var width: Double?

    @Option(help: "The window's height in points, or 'fit' to size it to its content (overrides the file).")
    var height: String?

    @Option(help: "The layout direction: ltr or rtl (overrides the file).")
    var direction: String?

    func validate() throws {
        if let width, !(width.isFinite && width >= 0) {
            throw ValidationError("--width must be a finite number of points, zero or more")
        }
        if let height, height != "fit", Double(height).map({ !($0.isFinite && $0 >= 0) }) ?? true {
            throw ValidationError("--height must be a finite number of points, zero or more, or 'fit'")
        }
        if let direction, LayoutDirectionSpec(rawValue: direction) == nil {
            throw ValidationError("--direction must be ltr or rtl, not '\(direction)'")
        }
    }

    /// The overrides as a value.
    var overrides: WindowOverrides {
        WindowOverrides(
            width: width, height: height.flatMap { $0 == "fit" ? nil : Double($0) }, fitsHeight: height == "fit" ? true : nil,
            direction: direction.flatMap(LayoutDirectionSpec.init(rawValue:)))
    }
}

/// Changes to a file's window from the command line (`--width`, `--height`, `--direction`).
struct WindowOverrides: Sendable, Equatable {
    var width: Double?
    var height: Double?
    var fitsHeight: Bool?
    var direction: LayoutDirectionSpec?

    /// Applies the overrides to a window.
    func apply(to window: inout WindowSpec) {
        if let width { window.width = width }
        if let height {
            window.height = height
            window.fitsHeight = false
        }
        if let fitsHeight { window.fitsHeight = fitsHeight }
        if let direction { window.direction = direction }
    }
}
