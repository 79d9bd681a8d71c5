import Foundation
import StrutAutoLayout
import StrutRender
import StrutText

/// Builds a window, its views and constraints from a view layout file, runs one turn of the
/// render loop (update constraints, layout, display) and collects the frames, the engine's
/// reports and the display list.
///
/// Every name was resolved by ``ViewConstraintResolver`` first, so the constraints handed to
/// StrutAutoLayout are valid; what the engine still rejects (no common ancestor...) comes back as
/// a diagnostic at the equation.
final class ViewTreeBuilder {
    let file: LayoutFile
    let layout: ViewLayoutSpec
    let window: Window
    let root: View
    var items: [String: any LayoutItem] = [:]
    var built: [(spec: ViewSpec, view: View)] = []
    var annotations: [ObjectIdentifier: ConstraintAnnotation] = [:]
    var texts: [ObjectIdentifier: String] = [:]
    var events: [UnsatisfiableConstraintsEvent] = []
    var log: [String] = []

    init(file: LayoutFile, layout: ViewLayoutSpec) {
        self.file = file
        self.layout = layout
        let w = layout.window
        let rtl = w.direction == .rightToLeft
        let safeArea = EdgeInsets(
            top: w.safeArea.top, left: rtl ? w.safeArea.trailing : w.safeArea.leading, bottom: w.safeArea.bottom,
            right: rtl ? w.safeArea.leading : w.safeArea.trailing)
        // A window that fits its content starts large; it is cut to the content's size after.
        window = Window(
            size: CGSize(width: w.fitsWidth ? Self.provisionalLength : w.width, height: w.fitsHeight ? Self.provisionalLength : w.height),
            safeAreaInsets: safeArea)
        root = w.fitsHeight || w.fitsWidth ? FittingRootView(safeAreaInsets: safeArea) : View()
        window.identifier = "window"
        window.layoutDirection = rtl ? .rightToLeft : .leftToRight
    }

    /// The provisional length of a window side that fits its content.
    static let provisionalLength: CGFloat = 100_000

    /// Lays out a view layout file; `withTrace` adds UIKit's `_autolayoutTrace` of the tree (a
    /// second ambiguity check, so only when asked).
    static func layOut(_ layout: ViewLayoutSpec, file: LayoutFile, withTrace: Bool = true) throws(Diagnostic) -> ViewLayoutResult {
        let builder = ViewTreeBuilder(file: file, layout: layout)
        try builder.buildAndLayOut()
        return builder.result(withTrace: withTrace)
    }

    /// Builds the tree and runs the render loop, without the diagnostics and the scene (for
    /// `bench`); returns the root view's size.
    static func layOutOnly(_ layout: ViewLayoutSpec, file: LayoutFile) throws(Diagnostic) -> CGSize {
        let builder = ViewTreeBuilder(file: file, layout: layout)
        try builder.buildAndLayOut()
        return builder.root.frame.size
    }

    /// Builds the tree and runs the render loop, and hands back the window and the file's scroll
    /// views in file order (for `scroll`). Later engine messages go to `log`.
    static func layOutForScrolling(
        _ layout: ViewLayoutSpec, file: LayoutFile, log: @escaping (String) -> Void
    ) throws(Diagnostic) -> (window: Window, scrollViews: [(id: String, view: ScrollView)]) {
        let builder = ViewTreeBuilder(file: file, layout: layout)
        try builder.buildAndLayOut()
        for message in builder.log { log(message) }
        // The builder goes away: its handlers must not outlive it.
        builder.window.unsatisfiableConstraintsHandler = nil
        builder.window.diagnosticLog = log
        let scrollViews = builder.built.compactMap { entry in (entry.view as? ScrollView).map { (entry.spec.id, $0) } }
        return (builder.window, scrollViews)
    }

    func buildAndLayOut() throws(Diagnostic) {
        window.unsatisfiableConstraintsHandler = { [unowned self] event in events.append(event) }
        window.diagnosticLog = { [unowned self] message in log.append(message) }

        root.identifier = ItemName.root
        root.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(root)
        items[ItemName.root] = root
        items[ItemName.safeArea] = root.safeAreaLayoutGuide
        var pins = [
            LayoutConstraint(item: root, attribute: .left, relatedBy: .equal, toItem: window, attribute: .left),
            LayoutConstraint(item: root, attribute: .top, relatedBy: .equal, toItem: window, attribute: .top),
        ]
        if layout.window.fitsWidth {
            // As narrow as the content allows.
            let fit = LayoutConstraint(
                item: root, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 0)
            fit.priority = .fittingSizeLevel
            pins.append(fit)
        } else {
            pins.append(LayoutConstraint(item: root, attribute: .width, relatedBy: .equal, toItem: window, attribute: .width))
        }
        if layout.window.fitsHeight {
            // systemLayoutSizeFitting's compressed size: as short as the content allows.
            let fit = LayoutConstraint(
                item: root, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 0)
            fit.priority = .fittingSizeLevel
            pins.append(fit)
        } else {
            pins.append(LayoutConstraint(item: root, attribute: .height, relatedBy: .equal, toItem: window, attribute: .height))
        }
        let pinTexts = [
            "root.left == window.left", "root.top == window.top",
            layout.window.fitsWidth ? "root.width == 0 @50" : "root.width == window.width",
            layout.window.fitsHeight ? "root.height == 0 @50" : "root.height == window.height",
        ]
        for (pin, text) in zip(pins, pinTexts) {
            texts[ObjectIdentifier(pin)] = text
            annotations[ObjectIdentifier(pin)] = ConstraintAnnotation(text: text, origin: "window")
        }
        LayoutConstraint.activate(pins)

        for spec in layout.views { try makeView(spec, in: root) }
        try activateConstraints()
        let fits = layout.window.fitsHeight || layout.window.fitsWidth
        if !fits { try showKeyboard() }

        window.runRenderLoopTurn()
        if layout.window.fitsHeight || layout.window.fitsWidth {
            window.size = CGSize(
                width: layout.window.fitsWidth ? root.frame.width : layout.window.width,
                height: layout.window.fitsHeight ? root.frame.height : layout.window.height)
            try showKeyboard()
            window.runRenderLoopTurn()
        }
    }
}
