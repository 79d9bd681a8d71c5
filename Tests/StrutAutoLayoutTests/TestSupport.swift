import Foundation

@testable import StrutAutoLayout

/// A view with a fixed intrinsic content size (stands in for a label until `Label` exists).
final class IntrinsicView: View {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
    init(_ width: CGFloat, _ height: CGFloat, identifier: String? = nil) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        self.identifier = identifier
        translatesAutoresizingMaskIntoConstraints = false
    }
    override var intrinsicContentSize: CGSize { size }
}

/// A 100-point-wide window holding one view placed by constraints, `width == window.width − 10`
/// (active), laid out: the view is 90 wide. For tests of what outlives the window or the view.
func windowWithInsetView() -> (window: Window, view: View, width: LayoutConstraint) {
    let window = Window(size: CGSize(width: 100, height: 100))
    let v = View()
    v.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(v)
    let c = v.widthAnchor.constraint(equalTo: window.widthAnchor, constant: -10)
    c.isActive = true
    window.layoutIfNeeded()
    return (window, v, c)
}

/// A plain view laid out by constraints.
func makeView(_ identifier: String? = nil) -> View {
    let v = View()
    v.identifier = identifier
    v.translatesAutoresizingMaskIntoConstraints = false
    return v
}

extension CGRect {
    init(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) { self.init(x: x, y: y, width: w, height: h) }
}

/// A window that records unsatisfiable events and log lines instead of printing them.
final class RecordingWindow: Window {
    var events: [UnsatisfiableConstraintsEvent] = []
    var logs: [String] = []
    init(_ width: CGFloat, _ height: CGFloat, safeArea: EdgeInsets = .zero) {
        super.init(size: CGSize(width: width, height: height), safeAreaInsets: safeArea)
        unsatisfiableConstraintsHandler = { [unowned self] in self.events.append($0) }
        diagnosticLog = { [unowned self] in self.logs.append($0) }
    }
}

/// A view that counts its layout passes.
final class CountingView: View {
    var layoutCount = 0
    override func layoutSubviews() {
        layoutCount += 1
        super.layoutSubviews()
    }
}
