import Foundation
import StrutSolver

/// A rectangle in a headless view tree, laid out by Auto Layout: UIKit's `UIView`.
///
/// Views form a tree (``superview``, ``subviews``) whose root is usually a ``Window``. Place a view
/// by its ``frame`` (the default: ``translatesAutoresizingMaskIntoConstraints`` is `true`), or set
/// that property to `false` and relate its anchors with ``LayoutConstraint``s. The render loop
/// (``setNeedsUpdateConstraints()``, ``setNeedsLayout()``, ``setNeedsDisplay()``) runs when the
/// window is asked for a turn (``Window/runRenderLoopTurn()``) or on ``layoutIfNeeded()``.
///
/// Subclass to override ``intrinsicContentSize``, ``updateConstraints()``, ``layoutSubviews()``
/// and ``draw(_:in:)`` as in UIKit.
///
/// Views are not `Sendable`: a tree belongs to one thread (or task) at a time; build and lay out
/// independent trees on as many threads as you like.
open class View: LayoutItem, CustomStringConvertible {
    /// The engine-facing bookkeeping of this view.
    public let layoutNode: LayoutNode

    // The fields that marking a moved view and copying its frame read sit together after the
    // object header (with `layoutNode` and `storedFrame`): at 10,000 views each cache line
    // touched per view is a memory access.

    /// The superview, without a weak reference: the superview holds this view in its
    /// ``subviews`` for as long as this is set (`insertSubview`/`removeFromSuperview` keep the
    /// two in step) and clears it in its `deinit`, so the reference is never left dangling.
    unowned(unsafe) var superviewStorage: View?
    /// The render loop's flags (see RenderLoop/).
    @exclusivity(unchecked) var flags = RenderFlags()
    // One-byte fields, in the padding after the flags (the frame is 8-byte aligned).
    var translatesStorage = true
    /// Whether this view resizes its frame-placed subviews by their autoresizing masks when its
    /// size changes. Default `true`.
    public var autoresizesSubviews = true
    /// Whether the bounds' origin can move (a ``ScrollView``): constraints crossing this view's
    /// bounds then depend on the origin and are rebuilt when it moves.
    var hasMovableBoundsOrigin = false
    /// Whether a view caches this one as its root or direction root (its `deinit` then
    /// invalidates every such cache).
    var isCachedAsRoot = false
    var cachedDirection: UserInterfaceLayoutDirection = .leftToRight
    var didCallSuperUpdateConstraints = false

    // MARK: Geometry storage
    var storedFrame: CGRect

    // Then the fields the build passes read on every view (adding it, activating its
    // constraints, flushing, laying out): the tree caches, the child lists, the installed
    // constraints. Kept together, a view touches three or four cache lines rather than eight.

    // MARK: Tree caches (see View+Hierarchy)
    // The cached roots are not weak references (a weak reference gives the root a side table,
    // and every retain and release of it the slow path): a cache is read only while no view
    // cached as a root has died since it was made (``cachedRootDeaths``), so its root is alive.
    unowned(unsafe) var cachedRoot: View?
    var cachedRootEpoch = 0
    /// ``View/cachedRootDeathCount`` when ``cachedRoot`` was set.
    var cachedRootDeaths: UInt64 = 0
    /// Bumped on the root whenever a subtree leaves the tree or a direction input changes.
    var treeEpoch = 0
    // The direction cache (see View+Direction).
    unowned(unsafe) var cachedDirectionRoot: View?
    var cachedDirectionEpoch = -1
    /// ``View/cachedRootDeathCount`` when ``cachedDirectionRoot`` was set.
    var cachedDirectionDeaths: UInt64 = 0
    /// The subviews in back-to-front order.
    ///
    /// Not checked for exclusive access at run time (as the other tree fields the build passes
    /// read per view): no access to it is open while another runs (the hierarchy's mutations
    /// call out to nothing while they hold it), and each dynamic check was a runtime call per
    /// read — three per view of a fitted cell's subtree walks.
    @exclusivity(unchecked) public internal(set) var subviews: [View] = []

    // MARK: Render-loop storage (see RenderLoop/)
    /// Subviews whose engine values changed since this view last laid out.
    @exclusivity(unchecked) var childrenNeedingFrameSync: [View] = []
    /// Subviews that need layout or have descendants that do (so the layout pass visits only
    /// them, not every subview).
    @exclusivity(unchecked) var layoutChildren: [View] = []
    /// Subviews that need the update-constraints pass or have descendants that do.
    @exclusivity(unchecked) var updateChildren: [View] = []
    /// Constraints whose closest common ancestor is this view (UIKit's `constraints`). A stack
    /// view's first arrangement held as data (``LayoutNode/pendingArrangements``) gets its
    /// constraints first: the list is then exactly the list an eager arrangement would have made.
    var installed: [LayoutConstraint] {
        _read {
            if layoutNode.pendingArrangements != 0 { layoutNode.materializePendingArrangements() }
            yield installedStorage
        }
        _modify {
            if layoutNode.pendingArrangements != 0 { layoutNode.materializePendingArrangements() }
            yield &installedStorage
        }
    }
    /// The list behind ``installed``, read as it is (without the constraints of a stack's
    /// arrangement held as data): only for readers that account for those themselves.
    @exclusivity(unchecked) var installedStorage: [LayoutConstraint] = []
    var autoresizingMaskStorage: AutoresizingMask = []
    /// The layout engine this tree's root hosts (only set on roots).
    var rootEngine: LayoutEngine?
    /// The bounds' origin: zero except for a ``ScrollView``, where it is the content offset.
    var storedBoundsOrigin: CGPoint = .zero

    /// A name printed in logs and constraint descriptions instead of the address (UIKit's
    /// `accessibilityIdentifier` in the role it plays in logs).
    public var identifier: String?

    // MARK: Hierarchy storage
    /// The view containing this one. A view does not keep its superview alive: when the
    /// superview is deallocated, its subviews' `superview` becomes `nil`.
    public internal(set) var superview: View? {
        get { superviewStorage }
        set { superviewStorage = newValue }
    }
    /// The layout guides this view owns, in the order they were added. Not checked for
    /// exclusive access at run time (as ``subviews``): the island check reads it per view.
    @exclusivity(unchecked) public internal(set) var layoutGuides: [LayoutGuide] = []

    // MARK: Appearance
    /// Whether the view (and its subtree) is skipped by the display pass. Constraints still apply.
    public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            setNeedsDisplay()
            superview?.subviewIsHiddenDidChange(self)
        }
    }
    /// The opacity, 0 to 1.
    public var alpha: CGFloat = 1 {
        willSet { if newValue != alpha { AnimationCapture.current?.willChange(self) } }
        didSet { if alpha != oldValue { setNeedsDisplay() } }
    }
    /// The fill drawn behind the view's content; `nil` draws nothing.
    public var backgroundColor: Color? { didSet { if backgroundColor != oldValue { setNeedsDisplay() } } }
    /// Whether subviews are clipped to this view's bounds in the display list.
    public var clipsToBounds = false { didSet { if clipsToBounds != oldValue { setNeedsDisplay() } } }
    /// An integer you can use to find the view.
    public var tag = 0

    // MARK: Auto Layout storage
    var huggingPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    var compressionPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)
    var semanticStorage: SemanticContentAttribute = .unspecified
    var marginsStorage: MarginsStorage = .directional(DirectionalEdgeInsets(all: 8))
    var preservesMarginsStorage = false
    var insetsMarginsFromSafeAreaStorage = true
    var marginsGuideStorage: LayoutGuide?
    /// The margins guide's constraints: leading (or left), trailing (or right), top, bottom.
    var marginsGuideConstraints: [LayoutConstraint] = []
    var safeAreaGuideStorage: LayoutGuide?
    /// The safe-area guide's constraints: left, right, top, bottom.
    var safeAreaGuideConstraints: [LayoutConstraint] = []
    var computedSafeAreaInsets: EdgeInsets = .zero

    /// The engine the last `systemLayoutSizeFitting` call solved this view's subtree in.
    var fittingCache: FittingCache?
    /// On the root of a tree without an engine: the stamp of the last change to the tree's
    /// layout inputs (see View+DetachedInputs).
    var detachedInputStamp: UInt64 = 0

    /// The drawing commands of the last display pass, in this view's coordinates.
    var cachedDrawing: [DrawingCommand] = []
    var cachedClassName: String?
    var cachedClassAndAddressName: String?

    /// Creates a view with the given frame, its autoresizing constraints on (UIKit's default for
    /// views made in code).
    public init(frame: CGRect = .zero) {
        storedFrame = frame
        layoutNode = LayoutNode()
        layoutNode.view = self
        flags.needsUpdateConstraints = true
        flags.needsDisplay = true
    }

    /// Clears the references that are not weak but must not outlive this view: its node's
    /// ``LayoutNode/view`` (the node may live on in an engine or a constraint's side), its
    /// subviews' ``superview`` and its guides' ``LayoutGuide/owningView`` (they may be held
    /// elsewhere), its engines' roots; invalidates the tree caches naming it as a root; and
    /// empties the node's list of referencing constraints, whose sides hold the node (a cycle
    /// otherwise).
    deinit {
        layoutNode.view = nil
        layoutNode.referencingConstraintsStorage.removeAll()
        for subview in subviews where subview.superviewStorage === self { subview.superviewStorage = nil }
        for guide in layoutGuides where guide.owningView === self { guide.owningView = nil }
        // Engines this view owns point back to it (not weakly: see ``LayoutEngine/root``).
        rootEngine?.root = nil
        fittingCache?.engine.root = nil
        if isCachedAsRoot { View.cachedRootDeathCount.add(1, ordering: .relaxed) }
    }

    // MARK: - Overridable: Auto Layout

    /// The natural size of the view's content, ignoring its frame; either dimension may be
    /// ``View/noIntrinsicMetric``. The base class has none. When it changes, call
    /// ``invalidateIntrinsicContentSize()``.
    ///
    /// The engine turns each intrinsic dimension into two constraints: `size >= intrinsic` at the
    /// compression-resistance priority and `size <= intrinsic` at the hugging priority.
    open var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// Whether the intrinsic height depends on the width the layout gives the view (wrapping text).
    /// When `true`, after each solve the engine asks ``intrinsicContentSize(forWidth:)`` with the
    /// solved width and solves again with the returned height, until they agree. Default `false`.
    open var intrinsicHeightDependsOnWidth: Bool { false }

    /// The intrinsic size when the view is `width` wide: the hook for height-for-width content
    /// such as multi-line labels. Default: ``intrinsicContentSize``.
    open func intrinsicContentSize(forWidth width: CGFloat) -> CGSize { intrinsicContentSize }

    /// Insets from the frame to the alignment rectangle, the rectangle constraints relate.
    /// Default zero; override for views whose content has ornaments (shadows, badges).
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// The alignment rectangle for a frame: the frame inset by ``alignmentRectInsets``.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    /// The frame for an alignment rectangle: the rectangle outset by ``alignmentRectInsets``.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return alignmentRect.inset(by: EdgeInsets(top: -i.top, left: -i.left, bottom: -i.bottom, right: -i.right))
    }

    /// The view whose first baseline is this view's (default ``viewForLastBaselineLayout``).
    /// Must be this view or a descendant.
    open var viewForFirstBaselineLayout: View { viewForLastBaselineLayout }

    /// The view whose last baseline is this view's (default `self`). Must be this view or a descendant.
    open var viewForLastBaselineLayout: View { self }

    /// The distance from the top of the alignment rectangle to the first baseline; `nil` (the
    /// default, views without text) puts the baseline at the bottom edge.
    open var firstBaselineOffsetFromTop: CGFloat? { nil }

    /// The distance from the last baseline up to the bottom of the alignment rectangle (default 0:
    /// the bottom edge).
    open var lastBaselineOffsetFromBottom: CGFloat { 0 }

    /// Adjusts the view's own constraints during the update-constraints pass (leaves first).
    /// Changes made here reach the engine as one batch. Call `super.updateConstraints()` as the
    /// last step; don't call ``setNeedsUpdateConstraints()`` from here.
    open func updateConstraints() {
        didCallSuperUpdateConstraints = true
    }

    /// Lays out subviews during the layout pass (parents first). The base implementation copies
    /// the engine's values into the frames of the subviews whose variables changed. Overrides
    /// call `super.layoutSubviews()`; they may invalidate their own subtree before that call,
    /// never views outside it.
    open func layoutSubviews() {
        applyEngineFramesToSubviews()
    }

    /// Records the view's drawing commands (in its own coordinates) during the display pass.
    /// The base implementation draws nothing; ``backgroundColor`` is drawn for every view.
    open func draw(_ rect: CGRect, in context: DrawingContext) {}

    /// The insets of the parts of the view covered by the window's unsafe areas (computed during
    /// layout; a ``Window`` reports its own).
    open var safeAreaInsets: EdgeInsets { computeSafeAreaInsets() }

    /// Called when the effective layout margins changed.
    open func layoutMarginsDidChange() {}

    /// Called when ``safeAreaInsets`` changed.
    open func safeAreaInsetsDidChange() {}

    // MARK: - Overridable: hierarchy

    /// Called before the view moves to a new superview (`nil` when it is removed).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called after the view's window changed.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: View) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: View) {}
    /// Called after a subview's ``isHidden`` changed (a stack view collapses hidden arranged
    /// subviews from here). Default: nothing.
    open func subviewIsHiddenDidChange(_ subview: View) {}
    /// Called after a subview's intrinsic content size was invalidated, before the next
    /// update-constraints pass: a container whose constraints depend on its subviews' intrinsic
    /// sizes (a fill-proportionally stack view) schedules its update here, so that the same
    /// pass uses the new size. Default: nothing.
    func subviewIntrinsicContentSizeDidChange(_ subview: View) {}

    // MARK: - UIKit port (ViewController/, Traits/, View+SizeThatFits.swift)

    /// View-controller, trait and Dynamic Type state, made on first use (`nil` for most views).
    var portState: ViewPortState?

    // MARK: - Declarative layouts (StrutDeclarativeViews)

    /// For a view made by a declarative layout's `makeViews`: its reuse identifier. Kept on the
    /// view, as LayoutKit keeps it in an associated object, so that recycling needs no side
    /// table, lock or weak reference.
    package var viewMakingReuseId: String? {
        get { viewMakingRecord.reuseId }
        set { viewMakingRecord.reuseId = newValue }
    }
    /// For a view made by `makeViews`: 0 when it was not (or was purged), 1 for a managed view,
    /// 2 for the top-level view of a `makeViews` call.
    package var viewMakingRole: UInt8 {
        get { viewMakingRecord.role }
        set { viewMakingRecord.role = newValue }
    }
    /// ``viewMakingReuseId`` and ``viewMakingRole`` in one stored value, so that `makeViews`
    /// reads or records both with one access to the view.
    package var viewMakingRecord: (reuseId: String?, role: UInt8) = (nil, 0)

    /// The size that best fits `size` (UIKit's `sizeThatFits(_:)`). The base class returns the
    /// current size, as `UIView`; labels, image views and controls return their content's size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { defaultSizeThatFits(size) }

    /// Called after the trait collection (size classes, content size category…) changed.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: - Description

    /// `View:0x…`: the class and address, formatted once (the display list names every
    /// visible view on every turn). Reads ``debugClassName`` the first time only.
    var classAndAddressName: String {
        if let cachedClassAndAddressName { return cachedClassAndAddressName }
        let name = formatName(debugClassName, address: UInt(bitPattern: ObjectIdentifier(self)))
        cachedClassAndAddressName = name
        return name
    }

    /// The class name printed in descriptions: the Swift type name, module-qualified for types
    /// outside Strut (`View`, `Window`, `MyApp.AvatarView`).
    open var debugClassName: String {
        if let cachedClassName { return cachedClassName }
        let name = ClassNameCache.name(of: self)
        cachedClassName = name
        return name
    }

    /// Text shown after the address in logs (UIKit shows a label's text or a button's title),
    /// `nil` for views without text. Text-bearing subclasses override it.
    open var debugText: String? { nil }

    /// `<View: 0x…; frame = (x y; w h)>`, with the identifier when there is one.
    open var description: String {
        var s = "<\(debugClassName): \(formatAddress(self)); frame = \(formatFrame(frame))"
        if let identifier { s += "; identifier = '\(identifier)'" }
        if isHidden { s += "; hidden = YES" }
        return s + ">"
    }
}

/// How a view's layout margins were last set: directionally (they flip with the layout
/// direction) or absolutely (left stays left).
enum MarginsStorage: Equatable {
    case directional(DirectionalEdgeInsets)
    case absolute(EdgeInsets)
}
