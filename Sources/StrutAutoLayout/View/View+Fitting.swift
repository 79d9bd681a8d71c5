import Foundation

extension View {
    /// The option to use the smallest possible size: `(0, 0)`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The option to use the largest possible size: `(10_000_000, 10_000_000)`.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size closest to `targetSize` (at `.fittingSizeLevel` on both axes) at which the
    /// constraints of this view's subtree can be satisfied. See
    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` at which the constraints of this view's subtree can be
    /// satisfied, with the view wanting to match the target's width and height at the given
    /// priorities (`.required` fixes that dimension, as for a table cell's width).
    ///
    /// The solve uses the constraints installed in the subtree (ignoring the view's own
    /// autoresizing constraints) with two fitting constraints on the view's size; the live tree,
    /// its frames and its engine are untouched. The view keeps that engine: the next call
    /// brings it up to date with the subtree (constants, intrinsic sizes, added and removed
    /// constraints) and changes the fitting constraints' constants, which the solver applies
    /// incrementally, as UIKit's engine does with its temporary size constraints. A change of
    /// the subtree's views or of a layout direction, or a broken constraint, starts a fresh one.
    /// - Complexity: O(constraints in the subtree) plus the solve; a repeated call costs the
    ///   changes' incremental updates instead of a solve from scratch.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        var views: [View] = []
        collectSubtree(into: &views)
        let cache: FittingCache
        if let existing = fittingCache, existing.isUpToDate(root: self, views: views) {
            // Nothing the engine read changed (checked the long way in debug builds).
            assert(existing.bringUpToDateFindsNothing(root: self, views: views), "\(self): a change reached no fitting cache")
            existing.readsSkipped += 1
            cache = existing
        } else if let existing = fittingCache, existing.bringUpToDate(root: self, views: views) {
            cache = existing
        } else {
            cache = FittingCache(root: self, views: views)
            cache.isIsland = fittingCache?.isIsland ?? false
            fittingCache = cache
        }
        cache.setTarget(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        let engine = cache.engine
        engine.flushForLayout()
        // A broken constraint is reported by every fresh fitting solve: don't keep the engine.
        if engine.statistics.constraintsBroken > 0 {
            fittingCache = nil
            // An island without its engine: the tree's engine takes its constraints over.
            if cache.isIsland, let treeEngine = rootView.rootEngine { treeEngine.dissolveIsland(self) }
        }
        fittingCache?.noteSolved(root: self)
        let size = CGSize(width: engine.solver.value(of: layoutNode.width), height: engine.solver.value(of: layoutNode.height))
        if let kept = fittingCache, !kept.isIsland, translatesStorage, superview != nil, let treeEngine = rootView.rootEngine {
            treeEngine.formIslandAfterFitting(self, subtree: views)
        }
        return size
    }
}

/// The engine `systemLayoutSizeFitting` solved a view's subtree in, kept for the next call,
/// with what it was built from: the subtree's views (and their superviews and layout
/// directions), so that a structural change starts a fresh engine.
final class FittingCache {
    let engine: LayoutEngine
    let width: LayoutConstraint
    let height: LayoutConstraint
    /// The subtree's views, parents first, as collected.
    private var views: [ObjectIdentifier]
    private var parents: [ObjectIdentifier?]
    private var directions: [UserInterfaceLayoutDirection]
    /// Whether each view's intrinsic height depended on its width (the engine lists those views
    /// when they join the solve).
    private var heightForWidth: [Bool]
    private var epoch = 0
    /// Whether the tree's engine lays the view out in this engine (a layout island, see
    /// LayoutEngine+Islands.swift).
    var isIsland = false
    /// Whether an input of the subtree may have changed since the engine was last brought up to
    /// date (kept by the island hooks while ``isIsland``; a fresh engine has read everything).
    var inputsMayHaveChanged = false
    /// The root of the engine-less tree the view was in at the last solve, and its stamp then
    /// (see View+DetachedInputs); `nil` when the tree had an engine (which, not this cache, is
    /// told of changes).
    private var detachedRoot: ObjectIdentifier?
    private var detachedStamp: UInt64 = 0
    /// How many fittings and island layouts used the engine without reading the subtree again
    /// (for tests).
    var readsSkipped = 0

    init(root: View, views subtree: [View]) {
        engine = LayoutEngine(root: root, isFitting: true)
        views = subtree.map { ObjectIdentifier($0) }
        // The superviews' identities, read unretained (no atomic retain and release each).
        parents = subtree.map { v in v.unretainedSuperview?._withUnsafeGuaranteedRef { ObjectIdentifier($0) } }
        directions = Self.layoutDirections(of: subtree, parents: parents)
        // Every item a row of the engine names is in the subtree (a constraint is installed on
        // a common ancestor of its items), and the engine is replaced when a direction changes
        // (``hasSameStructure(root:views:)``).
        engine.isKnownLeftToRight = !directions.contains(.rightToLeft)
        // The directions just derived top-down become the views' cached ones: the rows'
        // builder asks a view of every directional row, and would otherwise walk to the root
        // for each view whose cache a new root or tree epoch invalidated.
        if let first = subtree.first {
            let treeRoot = first.rootView
            let epoch = treeRoot.treeEpoch
            for (v, direction) in zip(subtree, directions) { v.cacheLayoutDirection(direction, root: treeRoot, epoch: epoch) }
        }
        heightForWidth = subtree.map(\.intrinsicHeightDependsOnWidth)
        var installed = 0
        var planned = 0
        for v in subtree {
            installed += v.installedStorage.count
            if v.layoutNode.pendingArrangements != 0, let held = (v as? StackView)?.heldArrangement {
                planned += held.fedByHost.count
            }
        }
        engine.reserveCapacity(constraints: installed, items: subtree.count)
        if planned > 0 { engine.pendingPlanned.reserveCapacity(planned) }
        let engine = self.engine
        // Stacks' arrangements held as data give their entries, not their constraints (see
        // ``LayoutEngine/requestPlannedAdditions(hostedOn:)``), to a fresh engine's batch.
        let takesPlanned = engine.canTakePlannedAdditions
        for v in subtree {
            // Each constraint is installed on one view: queued once, without a state. Read in
            // place: the queue retains each once, for itself.
            if takesPlanned {
                v.installedStorage.withUnsafeBufferPointer { list in
                    for i in list.indices { engine.requestFirstAddition(of: list[i]) }
                }
                if v.layoutNode.pendingArrangements != 0 { engine.requestPlannedAdditions(hostedOn: v) }
            } else {
                v.installed.withUnsafeBufferPointer { list in
                    for i in list.indices { engine.requestFirstAddition(of: list[i]) }
                }
            }
        }
        width = LayoutConstraint(
            first: AnchorSide(item: root, attribute: .width), relation: .equal, second: nil, multiplier: 1,
            constant: 0, priority: .required)
        height = LayoutConstraint(
            first: AnchorSide(item: root, attribute: .height), relation: .equal, second: nil, multiplier: 1,
            constant: 0, priority: .required)
        for c in [width, height] {
            c.kind = .fittingSize
            c.host = root
            engine.requestFirstAddition(of: c)
        }
    }

    /// Each view's ``View/effectiveUserInterfaceLayoutDirection``, for a subtree collected
    /// parents first with each view's superview in `parents`: the first view's from its tree,
    /// every other's from its own semantic content attribute or else from its superview's
    /// (found among the views before it), without walking up to the root for each view.
    static func layoutDirections(of subtree: [View], parents: [ObjectIdentifier?]) -> [UserInterfaceLayoutDirection] {
        var result: [UserInterfaceLayoutDirection] = []
        result.reserveCapacity(subtree.count)
        for (i, v) in subtree.enumerated() {
            if i > 0, let fixed = v.semanticStorage.fixedDirection {
                result.append(fixed)
                continue
            }
            // The superview comes before its subviews; siblings sit between them.
            var j = i - 1
            while j >= 0, ObjectIdentifier(subtree[j]) != parents[i] { j -= 1 }
            result.append(i > 0 && j >= 0 ? result[j] : v.effectiveUserInterfaceLayoutDirection)
        }
        return result
    }

    /// Notes, after a solve, the engine-less tree the view is in (if it is in one).
    func noteSolved(root view: View) {
        let root = view.rootView
        if root.rootEngine == nil {
            detachedRoot = ObjectIdentifier(root)
            detachedStamp = root.stampedDetachedInput
        } else {
            detachedRoot = nil
        }
    }

    /// Whether nothing the engine read has changed since the last solve (or bring-up), as the
    /// change hooks tell: for an island, its flag; in a tree without an engine, the root's stamp
    /// (the same root, no change since). Otherwise (a tree with an engine, which is told of
    /// changes instead) `false`. The subtree's views, parents and directions are compared too.
    func isUpToDate(root view: View, views subtree: [View]) -> Bool {
        if isIsland {
            guard !inputsMayHaveChanged else { return false }
        } else {
            let root = view.rootView
            guard let detachedRoot, root.rootEngine == nil, ObjectIdentifier(root) == detachedRoot,
                root.detachedInputStamp == detachedStamp
            else { return false }
        }
        return hasSameStructure(root: view, views: subtree)
    }

    /// Whether the view that just joined a tree as an island was its own engine-less tree's root
    /// at its last solve, unchanged since (so its island needs no bring-up at its first layout).
    func isUnchangedSinceDetachedSolve(of view: View) -> Bool {
        !inputsMayHaveChanged && detachedRoot == ObjectIdentifier(view) && view.detachedInputStamp == detachedStamp
    }

    /// For debug builds: brings the engine up to date the long way and tells whether that
    /// queued nothing (so skipping it changed nothing).
    func bringUpToDateFindsNothing(root view: View, views subtree: [View]) -> Bool {
        let pendingBefore = engine.hasPendingChanges
        return bringUpToDate(root: view, views: subtree) && (pendingBefore || !engine.hasPendingChanges)
    }

    /// Whether the subtree's views, their superviews, their height-for-width flags and their
    /// directions are those the engine was built from.
    private func hasSameStructure(root: View, views subtree: [View]) -> Bool {
        guard engine.root === root, subtree.count == views.count else { return false }
        for (i, v) in subtree.enumerated() {
            // The root's own superview is not part of the subtree's rows.
            guard ObjectIdentifier(v) == views[i], i == 0 || v.superview.map({ ObjectIdentifier($0) }) == parents[i],
                v.intrinsicHeightDependsOnWidth == heightForWidth[i]
            else { return false }
        }
        // The parents are as recorded, so the directions can be derived from them.
        return Self.layoutDirections(of: subtree, parents: parents) == directions
    }

    /// Sets the fitting constraints' constants and priorities (queued for the next flush).
    func setTarget(_ size: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) {
        for (c, constant, priority) in [(width, size.width, horizontal), (height, size.height, vertical)] {
            if c.constant != constant {
                c.constant = constant
                engine.constantDidChange(of: c)
            }
            if c.priorityStorage != priority {
                let old = c.priorityStorage
                c.priorityStorage = priority
                engine.priorityDidChange(of: c, from: old)
            }
        }
    }

    /// Queues the changes made to the subtree since the last solve; returns `false` when the
    /// subtree's views, their superviews or their layout directions changed, or a constraint
    /// moved to another host: then the engine is out of date and a fresh one must replace it.
    func bringUpToDate(root: View, views subtree: [View]) -> Bool {
        guard hasSameStructure(root: root, views: subtree) else { return false }
        epoch &+= 1
        // Views: frame-placed subviews follow their frames, intrinsic sizes are read again.
        for v in subtree {
            guard let p = engine.participants[ObjectKey(v.layoutNode)] else { continue }
            if v !== root {
                let inputs = FrameInputs(v)
                if v.translatesAutoresizingMaskIntoConstraints == p.autoresizing.isEmpty {
                    engine.translatesAutoresizingMaskDidChange(of: v)
                } else if !p.autoresizing.isEmpty, p.frameInputs != inputs {
                    engine.frameDidChange(of: v)
                }
                // (Read only while the view has autoresizing constraints: kept for those only.)
                p.frameInputs = p.autoresizing.isEmpty ? nil : inputs
            }
            let size = v.intrinsicContentSize
            var height = size.height
            if v.intrinsicHeightDependsOnWidth, size.height >= 0, size.height.isFinite {
                // Start from the height at the width solved last (the fixed point it left).
                height = v.intrinsicContentSize(forWidth: CGFloat(engine.solver.value(of: v.layoutNode.width))).height
            }
            if engine.updateContentSize(p, of: v, width: size.width, height: height) {
                for c in v.layoutNode.referencingConstraints
                where c.first.attribute.isBaseline || (c.second?.attribute.isBaseline ?? false) {
                    engine.requestRebuild(of: c)
                }
            }
            engine.applyContentPriorities(of: v, to: p)
        }
        // Constraints: new ones join, changed constants and priorities are queued.
        for v in subtree {
            for c in v.installed {
                guard let row = engine.rowStorage[ObjectKey(c)] else {
                    engine.requestAddition(of: c)
                    continue
                }
                row.fittingEpoch = epoch
                if row.hostID != c.host.map({ ObjectIdentifier($0) }) { return false }
            }
        }
        // One pass over the rows: constraints no longer installed leave (internal ones follow
        // their participants); the others' constants and priorities are compared (internal
        // constraints included: a fitting engine is not told of their changes). A leaving row's
        // changes need no update: its removal is applied first. Content sizes held as data are
        // up to date (their values and priorities were just compared, and any change gave
        // them their constraints): only the rows of constraints are read.
        var gone: [LayoutEngine.Row] = []
        var stale: [LayoutEngine.Row] = []
        for row in engine.rowStorage.values {
            let c = row.constraint
            if case .standard = c.kind, row.fittingEpoch != epoch {
                gone.append(row)
                continue
            }
            if !row.isStale,
                row.currentConstant != row.base - row.sign * Double(c.constant)
                    || (!row.isBroken && row.currentPriority != c.priorityStorage)
            {
                stale.append(row)
            }
        }
        gone.sort { $0.sequence < $1.sequence }
        for row in gone { engine.requestRemoval(of: row.constraint) }
        stale.sort { $0.sequence < $1.sequence }
        for row in stale {
            let c = row.constraint
            if row.currentConstant != row.base - row.sign * Double(c.constant) { engine.constantDidChange(of: c) }
            if !row.isBroken, row.currentPriority != c.priorityStorage {
                engine.priorityDidChange(of: c, from: row.currentPriority)
            }
        }
        inputsMayHaveChanged = false
        return true
    }
}

/// What a frame-placed view's autoresizing constraints are made from: its frame, its mask and
/// its superview's size.
struct FrameInputs: Equatable {
    var frame: CGRect
    var mask: AutoresizingMask
    var superviewSize: CGSize?

    init(_ view: View) {
        frame = view.frame
        mask = view.autoresizingMask
        superviewSize = view.superview?.frame.size
    }
}
