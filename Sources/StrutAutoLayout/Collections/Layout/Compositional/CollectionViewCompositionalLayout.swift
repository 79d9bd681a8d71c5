import Foundation

/// A layout composed of items, groups and sections: UIKit's `UICollectionViewCompositionalLayout`.
///
/// Each section repeats its ``CollectionLayoutGroup`` until its items are placed: groups follow
/// each other along the scroll axis, ``CollectionLayoutSection/interGroupSpacing`` apart, inside
/// the section's ``CollectionLayoutSection/contentInsets``, after its leading boundary items
/// (headers) and before its trailing ones (footers); sections follow each other
/// ``CollectionViewCompositionalLayoutConfiguration/interSectionSpacing`` apart. An orthogonally
/// scrolling section lays its groups side by side across the scroll axis instead, scrolled by its
/// own offset (``setOrthogonalContentOffset(_:forSection:)``).
///
/// Items with an estimated dimension size themselves: the layout lays out the group holding
/// such an item again and moves the groups and sections after it, without recomputing them.
/// Boundary items (headers and footers) with an estimated dimension size themselves too: a new
/// length moves the section's groups (for a header) and the sections after it. An element that
/// begins before the visible bounds' leading edge and changes size moves the content offset by
/// as much as the content after it moves, so what is on screen stays put.
/// Queries find sections and groups by binary search, so they cost what they return.
///
/// In a right-to-left environment every frame is mirrored across the content's width.
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// Makes a section's description from its index and the environment.
    public typealias SectionProvider = @Sendable (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

    /// The sections' scroll direction and spacing; setting it recomputes everything.
    public var configuration: CollectionViewCompositionalLayoutConfiguration {
        didSet { if configuration != oldValue { clearPreferredSizes(); invalidateLayout() } }
    }
    let sectionProvider: SectionProvider

    /// A layout whose every section is `section`.
    public convenience init(section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration = .init()) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout whose sections come from a provider (asked again at every full preparation; a
    /// section it does not describe is laid out empty).
    public init(sectionProvider: @escaping SectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration = .init()) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
    }

    var sections: [CompositionalSectionGeometry] = []
    var stack = SectionStack()
    /// Orthogonal sections' offsets, by section (looked up, never iterated).
    var orthogonalOffsets: [Int: CGFloat] = [:]

    var axis: ScrollAxis { ScrollAxis(direction: configuration.scrollDirection) }

    /// Mirrors frames in a right-to-left environment.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    func groupLayout(forSection s: Int) -> CompositionalGroupLayout {
        CompositionalGroupLayout(environment: environment) { [preferredSizes] item in preferredSizes[IndexPath(item: item, section: s)] }
    }

    // MARK: Preparation

    /// Computes every section (after a full invalidation) or only the groups holding items whose
    /// cells changed size, moving what follows them.
    open override func prepare() {
        let axis = axis
        if needsFullPreparation {
            statistics.fullPreparations += 1
            let fallback = CollectionLayoutSection(
                group: .vertical(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(0)), subitems: []))
            sections = (0..<numberOfSections).map { s in
                let spec = sectionProvider(s, environment) ?? fallback
                var geometry = CompositionalSectionGeometry(
                    spec: spec, axis: axis, itemCount: numberOfItems(inSection: s), environment: environment,
                    preferredBoundarySize: preferredBoundarySize(inSection: s))
                statistics.itemsComputed += geometry.placeGroups(from: 0, using: groupLayout(forSection: s))
                statistics.sectionsComputed += 1
                return geometry
            }
            stack.reset(
                lengths: sections.map(\.length), spacing: sanitizedCoordinate(configuration.interSectionSpacing), origin: 0)
            for s in 0..<sections.count { clampOrthogonalOffset(ofSection: s) }
        } else if !pendingItems.isEmpty || !pendingSupplementaryViews.isEmpty {
            statistics.incrementalInvalidations += 1
            var done = Set<IndexPath>()
            for path in pendingItems.sorted() where path.count == 2 && done.insert(path).inserted {
                let s = path.section, i = path.item
                guard s >= 0, s < sections.count, i >= 0, i < sections[s].items.count else { continue }
                statistics.itemsComputed += sections[s].relayoutGroup(holding: i, using: groupLayout(forSection: s))
                stack.setLength(sections[s].length, of: s)
                clampOrthogonalOffset(ofSection: s)
            }
            applyPendingBoundarySizes()
        }
        super.prepare()
    }

    open override var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return axis.size(along: stack.end(), across: axis.across(environment.effectiveContentSize))
    }

    // MARK: Queries (CollectionViewCompositionalLayout+Queries.swift)

    /// The attributes of the boundary items and cells that overlap `rect`: sections and groups
    /// are found by binary search, so a query costs what it returns plus O(log n).
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        compositionalAttributesForElements(in: rect)
    }

    /// An item's attributes; `nil` when it does not exist.
    /// - Complexity: O(1) once prepared.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        compositionalAttributesForItem(at: indexPath)
    }

    /// A boundary supplementary item's attributes, by kind, at `[section, 0]`.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        compositionalAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    // MARK: Self-sizing

    /// Whether the cell's or boundary item's preferred size differs on an axis it estimates.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        let axes: (width: Bool, height: Bool)?
        switch originalAttributes.representedElementCategory {
        case .cell: axes = fittingAxes(forItemAt: originalAttributes.indexPath)
        case .supplementaryView:
            axes = fittingAxes(
                forSupplementaryViewOfKind: originalAttributes.representedElementKind ?? "", at: originalAttributes.indexPath)
        case .decorationView: axes = nil
        }
        guard let (w, h) = axes else { return false }
        let preferred = sanitizedSize(preferredAttributes.size)
        return (w && preferred.width != originalAttributes.size.width) || (h && preferred.height != originalAttributes.size.height)
    }

    /// Records the element's preferred size; the context names that element only, and adjusts
    /// the content offset when the element begins before the visible bounds' leading edge (by how
    /// far the content after it moves).
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        compositionalInvalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    /// The axes on which an item sizes itself (its estimated dimensions); `nil` when it does not exist.
    override func fittingAxes(forItemAt indexPath: IndexPath) -> (width: Bool, height: Bool)? {
        prepareIfNeeded()
        guard indexPath.count == 2 else { return nil }
        let s = indexPath.section, i = indexPath.item
        guard s >= 0, s < sections.count, i >= 0, i < sections[s].items.count else { return nil }
        let item = sections[s].items[i]
        return item.sizesWidth || item.sizesHeight ? (item.sizesWidth, item.sizesHeight) : nil
    }

    /// The axes on which a boundary item sizes itself (its estimated dimensions); `nil` when it
    /// estimates neither or does not exist.
    override func fittingAxes(forSupplementaryViewOfKind elementKind: String, at indexPath: IndexPath) -> (width: Bool, height: Bool)? {
        compositionalFittingAxes(forSupplementaryViewOfKind: elementKind, at: indexPath)
    }

    override var scrollDirectionForPrefetching: CollectionViewScrollDirection { configuration.scrollDirection }

    /// Pinned boundary items move with the bounds.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        axis.across(newBounds.size) != axis.across(environment.containerSize)
            || sections.contains { $0.spec.boundarySupplementaryItems.contains(where: \.pinToVisibleBounds) }
    }

    /// A change of the container recomputes everything and forgets the self-sized sizes.
    open override func environmentDidChange(from oldEnvironment: CollectionLayoutEnvironment) {
        clearPreferredSizes()
        invalidateLayout()
    }
}
