import Foundation
import StrutAutoLayout
import StrutDeclarative

/// The data source of a collection view or a table view whose items are declarative layouts,
/// arranged off the view's thread: LayoutKit's `ReloadableViewLayoutAdapter`.
///
/// ```swift
/// let adapter = ReloadableViewLayoutAdapter()
/// adapter.install(in: collectionView)          // registers the cells, becomes the data source
/// try await adapter.reload(width: 375, sections: [LayoutSection(items: feedItems)])
/// ```
///
/// ``reload(width:sections:batchUpdates:maxConcurrentTasks:isolation:)`` arranges the layouts on
/// child tasks (`BatchLayout`, concurrently) and applies the result in the caller's isolation —
/// the view's thread: on the main actor when called from it. Into an empty view without batch
/// updates it goes **incrementally**: the first ``incrementalChunkSize`` items are shown as soon
/// as they are arranged (a reload of the view), and each further chunk is inserted as it comes
/// (`insertItems`/`insertSections`), so the first screen does not wait for the last item.
/// Otherwise it arranges everything and then applies the ``LayoutBatchUpdates`` (or reloads the
/// view). A newer reload cancels an older one still running: the older one throws
/// `CancellationError` and applies nothing more.
///
/// A collection view with a `CollectionViewFlowLayout` gets each item's size from its
/// arrangement (the adapter is the layout's delegate); with a self-sizing layout (estimated
/// sizes, a compositional layout) the cells report their arrangements' sizes. A table gets its
/// row and header heights from the arrangements.
public final class ReloadableViewLayoutAdapter: CollectionViewDataSource, CollectionViewFlowLayoutDelegate, TableViewDataSource,
    TableViewDelegate
{
    /// The cells' reuse identifier.
    public static let cellReuseIdentifier = "StrutDeclarative.LayoutCell"
    /// The headers' and footers' reuse identifier.
    public static let supplementaryReuseIdentifier = "StrutDeclarative.LayoutSupplementary"

    /// The arrangements shown, by section (what the data source answers from).
    public private(set) var currentArrangement: [LayoutSection<LayoutArrangement>] = []
    /// The layouts the arrangements were made from.
    private var currentLayouts: [LayoutSection<any Layout>] = []
    /// Told what each reload does to the view, one line per step (LayoutKit's `logger`):
    /// `reloadData: 1 sections, 16 items`, `insertItems: section 0, items 16..<32`,
    /// `insertSections: 1`, `batchUpdates`.
    public var logger: ((String) -> Void)?
    /// How many items an incremental reload shows at a time.
    public var incrementalChunkSize = 16
    /// The collection view the adapter was installed in.
    public private(set) weak var collectionView: CollectionView?
    /// The table view the adapter was installed in.
    public private(set) weak var tableView: TableView?
    /// Reloads started; a reload whose number is no longer the last one stops.
    private var generation = 0

    /// Creates an adapter with nothing to show.
    public init() {}

    /// Registers the cell and supplementary classes and becomes the collection view's data source
    /// (and its flow layout's delegate). The view holds the adapter weakly: keep it alive.
    public func install(in collectionView: CollectionView) {
        collectionView.register(LayoutCollectionViewCell.self, forCellWithReuseIdentifier: Self.cellReuseIdentifier)
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
            collectionView.register(
                LayoutCollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: Self.supplementaryReuseIdentifier)
        }
        (collectionView.collectionViewLayout as? CollectionViewFlowLayout)?.delegate = self
        self.collectionView = collectionView
        collectionView.dataSource = self
    }

    /// Registers the cell class and becomes the table's data source and delegate (row heights).
    public func install(in tableView: TableView) {
        tableView.register(LayoutTableViewCell.self, forCellReuseIdentifier: Self.cellReuseIdentifier)
        self.tableView = tableView
        tableView.dataSource = self
        tableView.delegate = self
    }

    // MARK: Reloading

    /// Arranges `sections` at `width` on child tasks and applies them in the caller's isolation
    /// (see the type's discussion).
    /// - Throws: `CancellationError` when a newer reload started or the task was cancelled (what
    ///   was applied stays); the view's `CollectionViewError` or `TableViewError` when the batch
    ///   updates do not match the sections (the previous arrangement stays).
    public func reload(
        width: CGFloat, sections: [LayoutSection<any Layout>], batchUpdates: LayoutBatchUpdates? = nil,
        maxConcurrentTasks: Int? = nil, isolation: isolated (any Actor)? = #isolation
    ) async throws {
        generation += 1
        let mine = generation
        let batch = BatchLayout(width: width, maxConcurrentTasks: maxConcurrentTasks)
        guard currentArrangement.isEmpty, batchUpdates == nil else {
            let arranged = try await batch.arrangements(of: sections)
            guard generation == mine else { throw CancellationError() }
            try apply(arranged, layouts: sections, batchUpdates: batchUpdates)
            return
        }
        // Incremental: chunk by chunk, each shown as soon as it is arranged.
        var shownLayouts: [LayoutSection<any Layout>] = []
        var shown: [LayoutSection<LayoutArrangement>] = []
        for (s, section) in sections.enumerated() {
            var start = 0
            repeat {
                let end = min(section.items.count, start + max(1, incrementalChunkSize))
                var part = LayoutSection<any Layout>(items: Array(section.items[start..<end]))
                if start == 0 { part.header = section.header }
                if end == section.items.count { part.footer = section.footer }
                let arranged = try await batch.arrangements(of: [part])[0]
                guard generation == mine else { throw CancellationError() }
                let firstPush = shown.isEmpty
                if start == 0 {
                    shown.append(arranged)
                    shownLayouts.append(part)
                } else {
                    shown[s].items += arranged.items
                    shown[s].footer = arranged.footer
                    shownLayouts[s].items += part.items
                    shownLayouts[s].footer = part.footer
                }
                if firstPush {
                    try apply(shown, layouts: shownLayouts, batchUpdates: nil)
                } else {
                    var updates = LayoutBatchUpdates()
                    if start == 0 {
                        updates.insertSections = [s]
                        logger?("insertSections: \(s)")
                    } else {
                        updates.insertItems = (start..<end).map { IndexPath(item: $0, section: s) }
                        logger?("insertItems: section \(s), items \(start)..<\(end)")
                    }
                    try apply(shown, layouts: shownLayouts, batchUpdates: updates)
                }
                start = end
            } while start < section.items.count
        }
    }

    /// Arranges and applies `sections` now, on the caller's thread.
    public func reloadSynchronously(width: CGFloat, sections: [LayoutSection<any Layout>], batchUpdates: LayoutBatchUpdates? = nil) throws {
        generation += 1
        let arranged = sections.map { section in section.map { $0.arrangement(width: width, height: nil) } }
        try apply(arranged, layouts: sections, batchUpdates: batchUpdates)
    }

    /// Installs arrangements and tells the view: a reload without updates, else the batch.
    func apply(
        _ arranged: [LayoutSection<LayoutArrangement>], layouts: [LayoutSection<any Layout>], batchUpdates: LayoutBatchUpdates?
    ) throws {
        let oldArrangement = currentArrangement, oldLayouts = currentLayouts
        func install() {
            currentArrangement = arranged
            currentLayouts = layouts
        }
        guard let updates = batchUpdates else {
            logger?("reloadData: \(arranged.count) sections, \(arranged.reduce(0) { $0 + $1.items.count }) items")
            install()
            collectionView?.collectionViewLayout.invalidateLayout()
            collectionView?.reloadData()
            tableView?.reloadData()
            return
        }
        do {
            if let collectionView {
                try collectionView.performBatchUpdates {
                    install()
                    try? collectionView.deleteSections(updates.deleteSections)
                    try? collectionView.insertSections(updates.insertSections)
                    try? collectionView.reloadSections(updates.reloadSections)
                    for m in updates.moveSections { try? collectionView.moveSection(m.from, toSection: m.to) }
                    try? collectionView.deleteItems(at: updates.deleteItems)
                    try? collectionView.insertItems(at: updates.insertItems)
                    try? collectionView.reloadItems(at: updates.reloadItems)
                    for m in updates.moveItems { try? collectionView.moveItem(at: m.from, to: m.to) }
                }
            }
            if let tableView {
                try tableView.performBatchUpdates { () throws(TableViewError) in
                    install()
                    try tableView.deleteSections(IndexSet(updates.deleteSections))
                    try tableView.insertSections(IndexSet(updates.insertSections))
                    try tableView.reloadSections(IndexSet(updates.reloadSections))
                    for m in updates.moveSections { try tableView.moveSection(m.from, toSection: m.to) }
                    try tableView.deleteRows(at: updates.deleteItems)
                    try tableView.insertRows(at: updates.insertItems)
                    try tableView.reloadRows(at: updates.reloadItems)
                    for m in updates.moveItems { try tableView.moveRow(at: m.from, to: m.to) }
                }
            }
            if collectionView == nil, tableView == nil { install() }
        } catch {
            currentArrangement = oldArrangement
            currentLayouts = oldLayouts
            throw error
        }
    }

    func arrangement(at indexPath: IndexPath) -> LayoutArrangement? {
        let s = indexPath.section, i = indexPath.item
        guard indexPath.count == 2, s >= 0, s < currentArrangement.count, i >= 0, i < currentArrangement[s].items.count else { return nil }
        return currentArrangement[s].items[i]
    }

    func layout(at indexPath: IndexPath) -> (any Layout)? {
        let s = indexPath.section, i = indexPath.item
        guard s >= 0, s < currentLayouts.count, i >= 0, i < currentLayouts[s].items.count else { return nil }
        return currentLayouts[s].items[i]
    }

    func supplementary(_ kind: String, section s: Int) -> LayoutArrangement? {
        guard s >= 0, s < currentArrangement.count else { return nil }
        return kind == CollectionView.elementKindSectionHeader ? currentArrangement[s].header : currentArrangement[s].footer
    }

    // MARK: Collection view

    /// The number of sections arranged.
    public func numberOfSections(in collectionView: CollectionView) -> Int { currentArrangement.count }

    /// The number of items arranged in a section.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        section < currentArrangement.count ? currentArrangement[section].items.count : 0
    }

    /// A ``LayoutCollectionViewCell`` showing the item's arrangement.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCellValidated(withReuseIdentifier: Self.cellReuseIdentifier, for: indexPath)
        if let cell = cell as? LayoutCollectionViewCell, let arrangement = arrangement(at: indexPath) {
            cell.setArrangement(arrangement, layout: layout(at: indexPath))
        }
        return cell
    }

    /// A ``LayoutCollectionReusableView`` showing the section's header or footer, if it has one.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        throws -> CollectionReusableView?
    {
        guard let arrangement = supplementary(kind, section: indexPath.section) else { return nil }
        let view = try collectionView.dequeueReusableSupplementaryViewValidated(
            ofKind: kind, withReuseIdentifier: Self.supplementaryReuseIdentifier, for: indexPath)
        (view as? LayoutCollectionReusableView)?.setArrangement(arrangement)
        return view
    }

    /// The item's arrangement's size.
    public func flowLayout(_ layout: CollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        arrangement(at: indexPath)?.frame.size ?? .zero
    }

    /// The section header's arrangement's size (zero: none).
    public func flowLayout(_ layout: CollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        supplementary(CollectionView.elementKindSectionHeader, section: section)?.frame.size ?? .zero
    }

    /// The section footer's arrangement's size (zero: none).
    public func flowLayout(_ layout: CollectionViewFlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        supplementary(CollectionView.elementKindSectionFooter, section: section)?.frame.size ?? .zero
    }

    // MARK: Table view

    /// The number of sections arranged.
    public func numberOfSections(in tableView: TableView) -> Int { currentArrangement.count }

    /// The number of rows arranged in a section.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section < currentArrangement.count ? currentArrangement[section].items.count : 0
    }

    /// A ``LayoutTableViewCell`` showing the row's arrangement.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCellValidated(withIdentifier: Self.cellReuseIdentifier, for: indexPath)
        if let cell = cell as? LayoutTableViewCell, let arrangement = arrangement(at: indexPath) {
            cell.layout = layout(at: indexPath)
            cell.setArrangement(arrangement, forWidth: arrangement.frame.width)
        }
        return cell
    }

    /// The row's arrangement's height.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        arrangement(at: indexPath)?.frame.height ?? 0
    }

    /// A view holding the section header's arrangement, if it has one.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        supplementary(CollectionView.elementKindSectionHeader, section: section).map { $0.makeViews() }
    }

    /// The section header's arrangement's height (0: none).
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        supplementary(CollectionView.elementKindSectionHeader, section: section)?.frame.height ?? 0
    }

    /// A view holding the section footer's arrangement, if it has one.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        supplementary(CollectionView.elementKindSectionFooter, section: section).map { $0.makeViews() }
    }

    /// The section footer's arrangement's height (0: none).
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        supplementary(CollectionView.elementKindSectionFooter, section: section)?.frame.height ?? 0
    }
}
