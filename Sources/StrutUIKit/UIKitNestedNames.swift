import Foundation
import StrutAutoLayout
import StrutGeometry
import StrutText

extension LayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Attribute`.
    public typealias Attribute = LayoutAttribute
    /// UIKit's `NSLayoutConstraint.Relation`.
    public typealias Relation = LayoutRelation
    /// UIKit's `NSLayoutConstraint.Axis`.
    public typealias Axis = LayoutConstraintAxis
}

extension View {
    /// UIKit's `UIView.ContentMode`.
    public typealias ContentMode = StrutAutoLayout.ContentMode
    /// UIKit's `UIView.AutoresizingMask`.
    public typealias AutoresizingMask = StrutAutoLayout.AutoresizingMask
}

extension StackView {
    /// UIKit's `UIStackView.Axis` (`NSLayoutConstraint.Axis`).
    public typealias Axis = LayoutConstraintAxis
}

extension Button {
    /// UIKit's `UIButton.ButtonType`. Strut measures every type as `.custom` (see `Button`).
    public enum ButtonType: Int, Sendable, Hashable {
        /// No extra chrome.
        case custom = 0
        /// The system style.
        case system = 1
    }

    /// UIKit's `UIButton(type:)`: a button of that type (measured as `.custom`).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
    }
}

/// UIKit's `UIControl`: the states of controls (Strut's controls are plain views).
public enum UIControl {
    /// UIKit's `UIControl.State`.
    public typealias State = ControlState
}
