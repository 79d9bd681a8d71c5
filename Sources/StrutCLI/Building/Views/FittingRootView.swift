import Foundation
import StrutAutoLayout

/// The root view of a window that fits its content (`height: fit` or `width: fit`).
///
/// Such a window is cut to the root view's size once the root is laid out, so the root's
/// safe-area insets are the window's own from the start. Computing them from the frames
/// instead, while the window is still its provisional size, would leave the bottom inset out of
/// the fitted height (the window would then be cut short and the root outgrow it).
final class FittingRootView: View {
    private let insets: EdgeInsets

    init(safeAreaInsets: EdgeInsets) {
        insets = safeAreaInsets
        super.init(frame: .zero)
    }

    override var safeAreaInsets: EdgeInsets { insets }
}
