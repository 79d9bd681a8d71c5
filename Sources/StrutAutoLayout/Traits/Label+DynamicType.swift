import Foundation
import StrutText

extension Label {
    /// Whether the label picks a new font when the content size category changes (UIKit's
    /// `adjustsFontForContentSizeCategory`; default `false`).
    ///
    /// The font must come from `Font.preferredFont(forTextStyle:compatibleWith:)` or
    /// `FontMetrics.scaledFont(for:compatibleWith:)`; other fonts are left alone. The label
    /// takes its window's category when it first takes part in an update-constraints pass and
    /// at every later change of category, and is re-measured (its intrinsic size changes).
    public var adjustsFontForContentSizeCategory: Bool {
        get { portState?.adjustsFontForContentSizeCategory ?? false }
        set {
            guard newValue != adjustsFontForContentSizeCategory else { return }
            port.adjustsFontForContentSizeCategory = newValue
            if newValue { setNeedsUpdateConstraints() }
        }
    }
}

extension View {
    /// For an adjusting label: its font for the current content size category.
    func refreshDynamicTypeFont() {
        guard let label = self as? Label, let state = portState, state.adjustsFontForContentSizeCategory else { return }
        if state.lastDynamicFont != label.font || state.dynamicTypeOrigin == nil {
            state.dynamicTypeOrigin = label.font.dynamicTypeOrigin
        }
        guard let origin = state.dynamicTypeOrigin else { return }
        let font = origin.font(for: traitCollection.preferredContentSizeCategory.resolved)
        state.lastDynamicFont = font
        label.font = font
    }
}
