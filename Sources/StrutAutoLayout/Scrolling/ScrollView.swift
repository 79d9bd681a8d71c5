import Foundation

/// A view whose content is larger than itself and is shown through a movable window: UIKit's
/// `UIScrollView`, headless (no gestures, no deceleration: the offset moves when you set it).
///
/// - **Coordinates.** Subviews' frames are in *content coordinates*. The scroll view's
///   ``View/bounds`` origin is the ``contentOffset``: scrolling moves the bounds, never the
///   subviews' frames. The part of the content on screen is ``visibleRect``.
/// - **Content size.** Set ``contentSize`` directly, or let constraints determine it: relate your
///   content to ``contentLayoutGuide`` (whose edges are the content's edges) and the guide's
///   solved width and height become ``contentSize`` at the next layout pass. A dimension no
///   constraint determines keeps the value you set (a lowest-priority constraint holds it there).
/// - **Fixed content.** ``frameLayoutGuide`` is the scroll view's frame seen from the content:
///   its origin is the content offset, its size the scroll view's, so a subview pinned to it
///   (a floating button) stays put on screen while the content scrolls.
/// - **Insets.** ``contentInset`` adds room around the content; ``adjustedContentInset`` adds the
///   safe area to it as ``contentInsetAdjustmentBehavior`` says.
/// - **Offsets are not clamped.** Like UIKit, a programmatic ``contentOffset`` may lie outside
///   ``minimumContentOffset``…``maximumContentOffset`` (UIKit only pulls the content back when a
///   user's drag ends, which a headless tree never has); ``clampedContentOffset(_:)`` and
///   ``scrollRectToVisible(_:animated:)`` give in-range offsets when you want them.
/// - **Bad input.** Non-finite offsets and insets, and non-finite or negative content sizes, are
///   refused: the throwing setters (``setContentOffset(_:animated:)``, ``setContentSize(_:)``,
///   ``setContentInset(_:)``) throw a ``ScrollViewError``; the property setters leave the value
///   as it was and write the error to the window's ``Window/diagnosticLog``.
///
/// Constraints between a view inside the scroll view and a view outside it hold in screen
/// terms (a subview's position outside is its frame minus the content offset), and are
/// re-solved, one in-place constant change each, when the offset moves. Constraints from a
/// subview to the scroll view's own edges relate to the content's origin; use the two guides
/// to say what you mean.
open class ScrollView: View {
    var contentSizeStorage: CGSize = .zero
    var contentInsetStorage: EdgeInsets = .zero
    var verticalIndicatorInsetsStorage: EdgeInsets = .zero
    var horizontalIndicatorInsetsStorage: EdgeInsets = .zero
    var contentGuideStorage: LayoutGuide?
    /// The content guide's constraints: left, top, width, height.
    var contentGuideConstraints: [LayoutConstraint] = []
    var frameGuideStorage: LayoutGuide?
    /// The frame guide's constraints: left, top, width, height.
    var frameGuideConstraints: [LayoutConstraint] = []
    /// Constraints whose rows cross this view's bounds (their constants hold the offset).
    var crossingConstraints = OrderedConstraintSet()
    /// The adjusted content inset as of the last layout pass (see ``adjustedContentInsetDidChange()``).
    var lastAdjustedContentInset: EdgeInsets = .zero
    /// The safe-area part of the adjusted inset as of the last layout pass.
    var lastSafeAreaAdjustment: EdgeInsets = .zero
    /// Whether a layout pass in a window has placed the initial offset.
    var hasPlacedInitialOffset = false

    /// How the safe area is added to ``contentInset`` to make ``adjustedContentInset``. Default
    /// ``ContentInsetAdjustmentBehavior/automatic``.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { setNeedsLayout() } }
    }
    /// Whether the content counts as vertically scrollable even when it fits (for
    /// ``ContentInsetAdjustmentBehavior/scrollableAxes``). Default `false`.
    public var alwaysBounceVertical = false { didSet { if alwaysBounceVertical != oldValue { setNeedsLayout() } } }
    /// Whether the content counts as horizontally scrollable even when it fits. Default `false`.
    public var alwaysBounceHorizontal = false { didSet { if alwaysBounceHorizontal != oldValue { setNeedsLayout() } } }

    /// Creates a scroll view of a frame (frame-placed by default, like any view made in code);
    /// it clips its content to its bounds.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        hasMovableBoundsOrigin = true
        clipsToBounds = true
    }

    // MARK: Content size, offset, insets

    /// The size of the content, in content coordinates. Set it, or let constraints on
    /// ``contentLayoutGuide`` determine it (they win at the next layout pass). A non-finite or
    /// negative size is refused (the size stays; the error goes to the diagnostic log).
    open var contentSize: CGSize {
        get { contentSizeStorage }
        set {
            do { try setContentSize(newValue) } catch { reportRejected(error) }
        }
    }

    /// Sets ``contentSize``.
    /// - Throws: ``ScrollViewError/invalidContentSize(_:scrollView:)`` for a non-finite or negative
    ///   dimension; the size is left as it was.
    public func setContentSize(_ size: CGSize) throws(ScrollViewError) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw .invalidContentSize(size, scrollView: ConstraintFormatter.itemName(self))
        }
        guard size != contentSizeStorage else { return }
        contentSizeStorage = size
        if contentGuideConstraints.count == 4 {
            contentGuideConstraints[2].constant = size.width
            contentGuideConstraints[3].constant = size.height
        }
        setNeedsLayout()
    }

    /// The point of the content shown at the scroll view's top-left corner: the origin of
    /// ``View/bounds``. Not clamped (see the type's discussion); a non-finite offset is refused.
    public var contentOffset: CGPoint {
        get { storedBoundsOrigin }
        set {
            do { try setContentOffset(newValue, animated: false) } catch { reportRejected(error) }
        }
    }

    /// Extra room around the content, inside the scroll range (UIKit's `contentInset`). Default
    /// zero. A non-finite inset is refused.
    public var contentInset: EdgeInsets {
        get { contentInsetStorage }
        set {
            do { try setContentInset(newValue) } catch { reportRejected(error) }
        }
    }

    /// Sets ``contentInset``.
    /// - Throws: ``ScrollViewError/nonFiniteContentInset(_:scrollView:)``; the inset is left as it was.
    public func setContentInset(_ inset: EdgeInsets) throws(ScrollViewError) {
        guard inset.isFiniteInsets else {
            throw .nonFiniteContentInset(inset, scrollView: ConstraintFormatter.itemName(self))
        }
        guard inset != contentInsetStorage else { return }
        contentInsetStorage = inset
        setNeedsLayout()
    }

    /// The insets of the vertical scroll indicator, a plain value (nothing is drawn). Default
    /// zero; a non-finite inset is refused.
    public var verticalScrollIndicatorInsets: EdgeInsets {
        get { verticalIndicatorInsetsStorage }
        set {
            guard newValue.isFiniteInsets else {
                reportRejected(.nonFiniteIndicatorInsets(newValue, scrollView: ConstraintFormatter.itemName(self)))
                return
            }
            verticalIndicatorInsetsStorage = newValue
        }
    }

    /// The insets of the horizontal scroll indicator, a plain value. Default zero; a non-finite
    /// inset is refused.
    public var horizontalScrollIndicatorInsets: EdgeInsets {
        get { horizontalIndicatorInsetsStorage }
        set {
            guard newValue.isFiniteInsets else {
                reportRejected(.nonFiniteIndicatorInsets(newValue, scrollView: ConstraintFormatter.itemName(self)))
                return
            }
            horizontalIndicatorInsetsStorage = newValue
        }
    }

    // MARK: Layout

    /// Copies the size constraints gave ``contentLayoutGuide`` into ``contentSize``, updates
    /// ``adjustedContentInset`` (which may move the offset), applies what that changed in the
    /// engine, then places the subviews; subclasses call `super`.
    open override func layoutSubviews() {
        syncContentSizeFromLayoutGuide()
        updateAdjustedContentInset()
        if let engine = rootView.rootEngine, engine.hasPendingChanges { engine.flushForLayout() }
        super.layoutSubviews()
    }

    /// Called after ``adjustedContentInset`` changed (as seen by a layout pass). Default: nothing.
    open func adjustedContentInsetDidChange() {}

    /// Writes a refused input's error to the window's diagnostic log.
    func reportRejected(_ error: ScrollViewError) {
        let text = "[Strut] " + error.description + " The value was not changed."
        if let window = rootView as? Window { window.diagnosticLog(text) } else { View.defaultDiagnosticLog(text) }
    }
}
