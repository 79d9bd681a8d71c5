import Foundation

/// A layout that fills lines with items and stacks the lines: UIKit's `UICollectionViewFlowLayout`.
///
/// Scrolling vertically (the default), each section is its header (the content's full width,
/// ``headerReferenceSize``'s height), its ``sectionInset``, rows of items, and its footer;
/// scrolling horizontally, the same turned a quarter: columns filled top to bottom, sections
/// side by side. How lines are filled, justified and aligned is documented on each rule below and
/// in the repository's `FlowSectionGeometry`:
///
/// 1. items go on a line while they and `minimumInteritemSpacing` between them fit;
/// 2. the next line starts `minimumLineSpacing` after the longest item of the line before;
/// 3. a line of several items is justified (first at the leading edge, last at the trailing edge,
///    equal gaps), the last line too;
/// 4. a line of one item centres it;
/// 5. items are centred on their line along the scroll axis.
///
/// Sizes come from ``itemSize``, or per item from the ``delegate``. With an
/// ``estimatedItemSize`` (or ``automaticSize``) items start at the estimate and take the size
/// their cell prefers when it is shown (self-sizing): the layout recomputes that item's line
/// (or, when the length across the scroll axis changed, the lines from it to the end of its
/// section) and moves the sections after it without recomputing them. Headers and footers of a
/// self-sizing layout size themselves too, along the scroll axis: their reference size is the
/// estimate, and the length their view prefers moves the section's lines and what follows. An
/// element that begins before the visible bounds' leading edge and changes size moves the
/// content offset by as much as the content after it moves, so what is on screen stays put.
///
/// ``sectionInsetReference`` says what the section insets are measured from: the content inset
/// (the default), the safe area, or the layout margins (the extra distance from the content
/// inset to the safe area or margins is added, where positive, across the scroll axis).
///
/// In a right-to-left environment every frame is mirrored across the content's width.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// What ``CollectionViewFlowLayout/sectionInset`` is measured from: UIKit's
    /// `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Int, Hashable, Sendable {
        /// From the content's edges (inside the adjusted content inset).
        case fromContentInset
        /// From the safe area's edges.
        case fromSafeArea
        /// From the layout margins.
        case fromLayoutMargins
    }

    /// The ``estimatedItemSize`` that makes items self-sizing from the layout's ``itemSize`` as
    /// the estimate.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// Creates a flow layout with UIKit's defaults: 50 × 50 items, spacings of 10, no insets.
    public override init() {}

    /// The size of every item when the delegate does not say (default 50 × 50).
    public var itemSize = CGSize(width: 50, height: 50) { didSet { if itemSize != oldValue { invalidateLayout() } } }
    /// The size items are assumed to have until their cells size themselves; `.zero` (the
    /// default) turns self-sizing off, ``automaticSize`` takes ``itemSize`` as the estimate.
    public var estimatedItemSize = CGSize.zero {
        didSet { if estimatedItemSize != oldValue { clearPreferredSizes(); invalidateLayout() } }
    }
    /// The spacing between lines (default 10).
    public var minimumLineSpacing: CGFloat = 10 { didSet { if minimumLineSpacing != oldValue { invalidateLayout() } } }
    /// The smallest spacing between the items of a line (default 10); justification widens it.
    public var minimumInteritemSpacing: CGFloat = 10 {
        didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } }
    }
    /// The insets around each section's items (inside its header and footer).
    public var sectionInset = EdgeInsets.zero { didSet { if sectionInset != oldValue { invalidateLayout() } } }
    /// What the section insets are measured from.
    public var sectionInsetReference = SectionInsetReference.fromContentInset {
        didSet { if sectionInsetReference != oldValue { invalidateLayout() } }
    }
    /// Each section header's size; only the length along the scroll axis counts (the header spans
    /// the content across it). Zero: no headers.
    public var headerReferenceSize = CGSize.zero { didSet { if headerReferenceSize != oldValue { invalidateLayout() } } }
    /// Each section footer's size, as ``headerReferenceSize``.
    public var footerReferenceSize = CGSize.zero { didSet { if footerReferenceSize != oldValue { invalidateLayout() } } }
    /// The scroll direction (default vertical).
    public var scrollDirection = CollectionViewScrollDirection.vertical {
        didSet { if scrollDirection != oldValue { clearPreferredSizes(); invalidateLayout() } }
    }
    /// Whether a section's header stays at the top of the visible bounds (below the content
    /// inset) while its section is on screen, pushed away by the end of its section.
    public var sectionHeadersPinToVisibleBounds = false
    /// Whether a section's footer stays at the bottom of the visible bounds while its section is
    /// on screen.
    public var sectionFootersPinToVisibleBounds = false
    /// Per-item and per-section metrics; setting it recomputes everything.
    public weak var delegate: (any CollectionViewFlowLayoutDelegate)? { didSet { invalidateLayout() } }

    var sections: [FlowSectionGeometry] = []
    var stack = SectionStack()

    var axis: ScrollAxis { ScrollAxis(direction: scrollDirection) }

    /// Mirrors frames in a right-to-left environment.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    // MARK: Sizes

    /// Whether items size themselves.
    var selfSizing: Bool { estimatedItemSize != .zero }

    /// An item's size: the one its cell preferred, else the estimate, else the delegate's or ``itemSize``.
    func size(ofItemAt indexPath: IndexPath) -> CGSize {
        if selfSizing {
            if let preferred = preferredSizes[indexPath] { return preferred }
            return sanitizedSize(estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize)
        }
        return sanitizedSize(delegate?.flowLayout(self, sizeForItemAt: indexPath) ?? itemSize)
    }

    /// A section's metrics in axis-generic terms.
    func metrics(ofSection section: Int) -> FlowSectionMetrics {
        let axis = axis
        let inset = delegate?.flowLayout(self, insetForSectionAt: section) ?? sectionInset
        let (acrossLead, acrossTrail, alongLead, alongTrail) = axis.split(inset)
        // The extra inset from the content's edge to the safe area or margins, where positive.
        var extraLead: CGFloat = 0, extraTrail: CGFloat = 0
        let reference: EdgeInsets? =
            switch sectionInsetReference {
            case .fromContentInset: nil
            case .fromSafeArea: environment.safeAreaInsets
            case .fromLayoutMargins: environment.layoutMargins
            }
        if let reference {
            let (refLead, refTrail, _, _) = axis.split(reference)
            let (contentLead, contentTrail, _, _) = axis.split(environment.contentInsets)
            extraLead = sanitizedLength(refLead - contentLead)
            extraTrail = sanitizedLength(refTrail - contentTrail)
        }
        let acrossExtent = axis.across(environment.effectiveContentSize)
        let header = delegate?.flowLayout(self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
        let footer = delegate?.flowLayout(self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
        return FlowSectionMetrics(
            headerLength: supplementaryLength(ofKind: CollectionElementKind.sectionHeader, inSection: section, reference: header),
            footerLength: supplementaryLength(ofKind: CollectionElementKind.sectionFooter, inSection: section, reference: footer),
            alongLead: sanitizedCoordinate(alongLead), alongTrail: sanitizedCoordinate(alongTrail),
            acrossStart: sanitizedCoordinate(extraLead + acrossLead),
            lineLength: sanitizedLength(acrossExtent - extraLead - extraTrail - acrossLead - acrossTrail),
            lineSpacing: sanitizedCoordinate(delegate?.flowLayout(self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing),
            interitemSpacing: sanitizedCoordinate(
                delegate?.flowLayout(self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing))
    }

    // MARK: Preparation

    /// Computes every section (after a full invalidation) or only the items whose sizes changed:
    /// their lines, and the start of every section after them.
    open override func prepare() {
        let axis = axis
        if needsFullPreparation {
            statistics.fullPreparations += 1
            sections = (0..<numberOfSections).map { s in
                let n = numberOfItems(inSection: s)
                let sizes = (0..<n).map { i -> (across: CGFloat, along: CGFloat) in
                    let size = size(ofItemAt: IndexPath(item: i, section: s))
                    return (axis.across(size), axis.along(size))
                }
                var geometry = FlowSectionGeometry(metrics: metrics(ofSection: s), sizes: sizes)
                statistics.itemsComputed += geometry.breakLines(from: 0)
                statistics.sectionsComputed += 1
                return geometry
            }
            stack.reset(lengths: sections.map(\.length), spacing: 0, origin: 0)
        } else if !pendingItems.isEmpty || !pendingSupplementaryViews.isEmpty {
            statistics.incrementalInvalidations += 1
            for path in pendingItems.sorted() where path.count == 2 {
                let s = path.section, i = path.item
                guard s >= 0, s < sections.count, i >= 0, i < sections[s].itemCount else { continue }
                let size = size(ofItemAt: path)
                statistics.itemsComputed += sections[s].setSize(ofItem: i, across: axis.across(size), along: axis.along(size))
                stack.setLength(sections[s].length, of: s)
            }
            applyPendingSupplementarySizes()
        }
        super.prepare()
    }

    open override var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return axis.size(along: stack.end(), across: axis.across(environment.effectiveContentSize))
    }

    /// A change across the scroll axis (width when scrolling vertically) recomputes everything and
    /// forgets self-sized sizes (cells measured at another width); a change along it alone
    /// recomputes nothing.
    open override func environmentDidChange(from oldEnvironment: CollectionLayoutEnvironment) {
        let axis = axis
        let sameAcross =
            axis.across(oldEnvironment.effectiveContentSize) == axis.across(environment.effectiveContentSize)
            && axis.split(oldEnvironment.contentInsets).acrossLead == axis.split(environment.contentInsets).acrossLead
            && axis.split(oldEnvironment.contentInsets).acrossTrail == axis.split(environment.contentInsets).acrossTrail
            && oldEnvironment.safeAreaInsets == environment.safeAreaInsets
            && oldEnvironment.layoutMargins == environment.layoutMargins
        if !sameAcross {
            clearPreferredSizes()
            invalidateLayout()
        }
    }

    // MARK: Queries (CollectionViewFlowLayout+Queries.swift)

    /// The attributes of the headers, items and footers that overlap `rect`.
    ///
    /// The sections are found by binary search on their starts and, within each, the lines by
    /// binary search on theirs, so a query costs O(log sections + log lines) plus what it returns,
    /// whatever the number of items.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        flowAttributesForElements(in: rect)
    }

    /// An item's attributes; `nil` when it does not exist.
    /// - Complexity: O(1) once prepared.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        flowAttributesForItem(at: indexPath)
    }

    /// A section's header (``CollectionElementKind/sectionHeader``) or footer
    /// (``CollectionElementKind/sectionFooter``) attributes at `[section, 0]`; `nil` when the
    /// section has none.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        flowAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    // MARK: Self-sizing

    /// Whether a cell's preferred size is new, or a header's or footer's preferred length along
    /// the scroll axis (self-sizing layouts only).
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        flowShouldInvalidateLayout(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    /// Records the element's preferred size; the context names that element only, and adjusts
    /// the content offset when the element begins before the visible bounds' leading edge (by how
    /// far the content after it moves).
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        flowInvalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    /// Self-sizing items size themselves on both axes (UIKit fits flow layout cells at the
    /// estimate with a fitting priority on both).
    override func fittingAxes(forItemAt indexPath: IndexPath) -> (width: Bool, height: Bool)? {
        selfSizing ? (true, true) : nil
    }

    /// In a self-sizing layout, headers and footers size themselves along the scroll axis (their
    /// reference size is the estimate; they span the content across it).
    override func fittingAxes(forSupplementaryViewOfKind elementKind: String, at indexPath: IndexPath) -> (width: Bool, height: Bool)? {
        flowFittingAxes(forSupplementaryViewOfKind: elementKind, at: indexPath)
    }

    override var scrollDirectionForPrefetching: CollectionViewScrollDirection { scrollDirection }

    /// Pinned headers or footers move with the bounds.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
            || axis.across(newBounds.size) != axis.across(environment.containerSize)
    }
}
