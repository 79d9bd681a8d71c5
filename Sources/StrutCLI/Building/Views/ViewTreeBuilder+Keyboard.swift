import Foundation
import StrutAutoLayout

/// The simulated keyboard of a view layout file (`window: {keyboard: 300}`, `--keyboard`) and
/// the `keyboard` name in equations (the root view's `keyboardLayoutGuide`).
extension ViewTreeBuilder {
    /// Shows the file's keyboard across the window's bottom, when it has one.
    func showKeyboard() throws(Diagnostic) {
        guard let keyboard = layout.window.keyboard else { return }
        let height = CGFloat(keyboard.height)
        let frame = CGRect(x: 0, y: window.bounds.height - height, width: window.bounds.width, height: height)
        do {
            try window.setKeyboardFrame(frame, isUndocked: keyboard.isUndocked)
        } catch {
            throw Diagnostic(.invalidDocument, "the keyboard cannot be shown: \(error)", file: file.path)
        }
    }

    /// The root view's keyboard guide, made when an equation first names `keyboard` (so files
    /// that do not name it get no extra guide).
    func keyboardGuide() -> any LayoutItem {
        let guide = root.keyboardLayoutGuide
        items[ItemName.keyboard] = guide
        return guide
    }
}
