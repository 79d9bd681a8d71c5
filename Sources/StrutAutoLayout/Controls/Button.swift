import Foundation
import StrutText

/// A button with a title: UIKit's `UIButton`, measured as a `.custom` button.
///
/// Metrics: ``intrinsicContentSize`` is the title label's size plus ``contentEdgeInsets``
/// (zero insets by default; UIKit's system-type buttons add their own padding, which Strut does
/// not model). The title is a ``Label`` subview (font: the system font at 15 points, UIKit's
/// button title size), centred in the bounds inset by ``contentEdgeInsets``. Hugging 250 and
/// compression resistance 750 on both axes, UIKit's defaults for a button made in code.
open class Button: View {
    /// The label showing the current title.
    public let titleLabel: Label
    private var titles: [UInt: String] = [:]

    /// Space around the title inside the button. Default zero.
    public var contentEdgeInsets: EdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { contentDidChange() } }
    }

    /// A button, its autoresizing constraints on (UIKit's default in code).
    public override init(frame: CGRect = .zero) {
        titleLabel = Label()
        titleLabel.font = .systemFont(ofSize: 15)
        super.init(frame: frame)
        addSubview(titleLabel)
    }

    /// Sets the title for a state (only ``ControlState/normal`` is shown).
    public func setTitle(_ title: String?, for state: ControlState) {
        titles[state.rawValue] = title
        if state == .normal {
            titleLabel.text = title
            contentDidChange()
        }
    }

    /// The title set for a state (the normal title when none was set for it).
    public func title(for state: ControlState) -> String? { titles[state.rawValue] ?? titles[ControlState.normal.rawValue] }

    /// The title shown.
    public var currentTitle: String? { titles[ControlState.normal.rawValue] }

    /// The title label's size plus ``contentEdgeInsets``.
    open override var intrinsicContentSize: CGSize {
        let title = (currentTitle?.isEmpty ?? true) ? CGSize.zero : titleLabel.intrinsicContentSize
        let i = contentEdgeInsets
        return CGSize(width: title.width + i.left + i.right, height: title.height + i.top + i.bottom)
    }

    /// ``intrinsicContentSize``, whatever the proposal.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Centres the title label in the bounds inset by ``contentEdgeInsets`` (no larger than that
    /// rectangle).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = bounds.inset(by: contentEdgeInsets)
        let natural = titleLabel.intrinsicContentSize
        let w = min(natural.width, max(content.width, 0))
        let h = min(natural.height, max(content.height, 0))
        titleLabel.frame = CGRect(x: content.midX - w / 2, y: content.midY - h / 2, width: w, height: h)
    }

    /// The current title, shown after the address in logs as UIKit does.
    open override var debugText: String? { currentTitle }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
