/// Changes to a file's window from the command line (`--width`, `--height`, `--direction`,
/// `--keyboard`).
struct WindowOverrides: Sendable, Equatable {
    var width: Double?
    var height: Double?
    var fitsHeight: Bool?
    var direction: LayoutDirectionSpec?
    var fitsWidth: Bool?
    /// A docked keyboard's height (`--keyboard`).
    var keyboard: Double? = nil

    /// Applies the overrides to a window.
    func apply(to window: inout WindowSpec) {
        if let width {
            window.width = width
            window.fitsWidth = false
        }
        if let height {
            window.height = height
            window.fitsHeight = false
        }
        if let fitsHeight { window.fitsHeight = fitsHeight }
        if let fitsWidth { window.fitsWidth = fitsWidth }
        if let direction { window.direction = direction }
        if let keyboard { window.keyboard = KeyboardSpec(height: keyboard) }
    }
}
