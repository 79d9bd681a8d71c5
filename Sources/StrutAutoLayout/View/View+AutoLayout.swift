import Foundation

extension View {
    /// Whether the view's frame and ``autoresizingMask`` are turned into constraints (default
    /// `true` for views made in code). Set it to `false` to place the view with your own
    /// constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { translatesStorage }
        set {
            guard newValue != translatesStorage else { return }
            translatesStorage = newValue
            if let engine = rootView.rootEngine {
                engine.translatesAutoresizingMaskDidChange(of: self)
            } else if superview != nil {
                detachedInputDidChange()  // (a root's own translation is no input of its tree)
            }
            superview?.setNeedsLayout()
        }
    }

    /// How a frame-placed view follows its superview's size (default none: fixed left margin
    /// and size).
    public var autoresizingMask: AutoresizingMask {
        get { autoresizingMaskStorage }
        set {
            guard newValue != autoresizingMaskStorage else { return }
            autoresizingMaskStorage = newValue
            if let engine = rootView.rootEngine { engine.frameDidChange(of: self) } else if superview != nil { detachedInputDidChange() }
        }
    }

    /// The statistics of the layout engine of this view's tree (zero before it has one).
    public var layoutEngineStatistics: EngineStatistics { rootView.rootEngine?.statistics ?? EngineStatistics() }

    /// A frame set through the public API: regenerate the autoresizing constraints of a
    /// frame-placed view; a constraint-placed view gets its engine frame back at its superview's
    /// next layout.
    func frameWasSetByUser() {
        guard let engine = rootView.rootEngine else {
            // A root's own frame is no input of its tree (a fitting sets the size it solves for).
            if superview != nil { detachedInputDidChange() }
            return
        }
        guard engine.isParticipating(layoutNode) else {
            // A frame-placed view inside a layout island (the island's own frame is its
            // superview's business: a new size lays it out again).
            if !engine.islands.isEmpty, engine.islands[ObjectIdentifier(self)] == nil { engine.islandInputDidChange(in: self) }
            return
        }
        if translatesStorage {
            engine.frameDidChange(of: self)
        } else {
            markFrameNeedsSync()
        }
    }

    /// The engine changed this view's variables: its superview copies the new frame at its next layout.
    ///
    /// The superview is borrowed, not retained (it holds this view; a view with weak
    /// references counts on the slow, side-table path).
    func engineValuesDidChange() {
        guard let superview = unretainedSuperview else { return }
        superview._withUnsafeGuaranteedRef { superview in
            if !flags.frameNeedsSync {
                flags.frameNeedsSync = true
                superview.childrenNeedingFrameSync.append(self)
            }
            superview.setNeedsLayout()
        }
    }

    /// Queues this view in its superview's list of frames to copy from the engine (once).
    func markFrameNeedsSync() {
        guard !flags.frameNeedsSync, let superview = unretainedSuperview else { return }
        flags.frameNeedsSync = true
        superview._withUnsafeGuaranteedRef { $0.childrenNeedingFrameSync.append(self) }
    }

    /// Copies the engine's alignment rectangle into the frame.
    func applyEngineFrame(from engine: LayoutEngine) {
        let node = layoutNode
        if let rect = engine.cachedAlignmentRect(of: node) {
            setFrame(frame(forAlignmentRect: rect), fromEngine: true)
            return
        }
        guard engine.isParticipating(node) else { return }
        setFrame(frame(forAlignmentRect: engine.alignmentRect(of: node)), fromEngine: true)
    }

    /// Resizes frame-placed subviews that are not in the engine, by their autoresizing masks.
    func resizeFramePlacedSubviews(from oldSize: CGSize, to newSize: CGSize) {
        // The engine is looked up (a walk to the root) only when a subview has a mask to apply:
        // most views the engine resizes are leaves.
        var engine: LayoutEngine?
        var lookedUp = false
        for sub in subviews where sub.translatesStorage && !sub.autoresizingMaskStorage.isEmpty {
            if !lookedUp {
                engine = layoutEngineForSubviews()
                lookedUp = true
            }
            if let engine, engine.isParticipating(sub.layoutNode) { continue }
            let translation = AutoresizingTranslation(
                frame: sub.alignmentRect(forFrame: sub.storedFrame),
                superviewSize: oldSize, mask: sub.autoresizingMaskStorage)
            sub.setFrame(sub.frame(forAlignmentRect: translation.frame(in: newSize)), fromEngine: true)
        }
    }
}

/// Which parts of a frame-placed view stretch with its superview: UIKit's `UIView.AutoresizingMask`,
/// with UIKit's raw values.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The bits, with UIKit's values.
    public let rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
