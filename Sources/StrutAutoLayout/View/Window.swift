import Foundation

/// The root of a view tree: it owns the tree's layout engine, has a size and safe-area insets,
/// and runs the render loop one turn at a time (there is no display link).
///
/// One window per tree, one tree per thread: windows share nothing, so independent windows
/// can be laid out concurrently.
open class Window: View {
    /// The direction leading and trailing follow for views whose ``View/semanticContentAttribute``
    /// is `.unspecified`. Default `.leftToRight`.
    public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight {
        didSet { if layoutDirection != oldValue { layoutDirectionInputsDidChange() } }
    }

    /// Called for each unsatisfiable-constraints event, after the constraint was broken (the
    /// same information as the log, as values).
    public var unsatisfiableConstraintsHandler: ((UnsatisfiableConstraintsEvent) -> Void)?

    /// Where diagnostic messages go (unsatisfiable constraints). Default: standard error.
    public var diagnosticLog: (String) -> Void = View.defaultDiagnosticLog

    /// The display list of the last render-loop turn, in window coordinates.
    public private(set) var drawingCommands: [DrawingCommand] = []

    var windowSafeAreaInsets: EdgeInsets

    /// Creates a window of a size, with safe-area insets (default none).
    public init(size: CGSize, safeAreaInsets: EdgeInsets = .zero) {
        windowSafeAreaInsets = safeAreaInsets
        super.init(frame: CGRect(origin: .zero, size: size))
        rootEngine = LayoutEngine(root: self)
    }

    /// The window's size. Changing it updates the encapsulated size constraints.
    public var size: CGSize {
        get { frame.size }
        set { frame = CGRect(origin: .zero, size: newValue) }
    }

    /// The insets of the unsafe areas (notches, bars), set from outside.
    open override var safeAreaInsets: EdgeInsets {
        get { windowSafeAreaInsets }
        set {
            guard newValue != windowSafeAreaInsets else { return }
            windowSafeAreaInsets = newValue
            safeAreaInsetsDidChange()
            if let g = safeAreaGuideStorage { _ = g; _ = updateSystemGuideConstants() }
            setNeedsLayout()
        }
    }

    /// Runs one turn of the render loop: update constraints (bottom-up), layout (top-down) and
    /// display, and returns the display list.
    @discardableResult
    public func runRenderLoopTurn() -> [DrawingCommand] {
        runLayout()
        runDisplayPass()
        drawingCommands = displayList()
        return drawingCommands
    }
}

extension View {
    /// Writes a diagnostic message to standard error.
    public static func defaultDiagnosticLog(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Overridden by ``Window``: the constraints holding a frame-placed view where it is.
    func makeFrameConstraints() -> [LayoutConstraint] {
        if superview == nil, isRootSizeEncapsulated { return makeEncapsulatedSizeConstraints() }
        return makeAutoresizingConstraints()
    }
}
