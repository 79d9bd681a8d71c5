import Foundation

/// The header and footer views of one table that are not showing, by reuse identifier, and how
/// to make new ones.
struct HeaderFooterReusePool {
    /// How to make a view for each registered identifier.
    var factories: [String: () -> TableViewHeaderFooterView] = [:]
    /// Views waiting to be dequeued, per identifier (last in, first out).
    var idle: [String: [TableViewHeaderFooterView]] = [:]

    /// Takes a view back if it belongs to a registered identifier; returns whether it did.
    mutating func push(_ view: TableViewHeaderFooterView) -> Bool {
        guard let identifier = view.reuseIdentifier, factories[identifier] != nil else { return false }
        idle[identifier, default: []].append(view)
        return true
    }

    mutating func pop(_ identifier: String) -> TableViewHeaderFooterView? {
        idle[identifier]?.popLast()
    }
}

extension TableView {
    // MARK: Header and footer reuse

    /// Registers a header or footer view class for a reuse identifier: new views are made with
    /// `init(reuseIdentifier:)`. UIKit's `register(_:forHeaderFooterViewReuseIdentifier:)`.
    public func register(_ viewClass: TableViewHeaderFooterView.Type, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterPool.factories[identifier] = { viewClass.init(reuseIdentifier: identifier) }
    }

    /// Registers a factory for a header or footer reuse identifier; it must return a view with
    /// that identifier (views with another identifier are not taken back into the pool).
    public func register(forHeaderFooterViewReuseIdentifier identifier: String, make: @escaping () -> TableViewHeaderFooterView) {
        headerFooterPool.factories[identifier] = make
    }

    /// A header or footer view: one from the reuse pool (after
    /// ``TableViewHeaderFooterView/prepareForReuse()``), or a new one from the registered class
    /// or factory; `nil` when nothing is registered for `identifier` (as in UIKit).
    /// - Complexity: O(1) from the pool.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        if let view = headerFooterPool.pop(identifier) {
            statistics.headerFooterViewsReused += 1
            view.prepareForReuse()
            return view
        }
        guard let make = headerFooterPool.factories[identifier] else { return nil }
        let view = make()
        statistics.headerFooterViewsCreated += 1
        view.isHidden = true
        contentView.addSubview(view)
        return view
    }

    /// Returns a header or footer view that left the band to the pool (hidden, kept in the
    /// content view); returns whether it was taken (registered identifier).
    func recycleHeaderFooterView(_ view: View) -> Bool {
        guard let reusable = view as? TableViewHeaderFooterView, view.superview === contentView,
            headerFooterPool.push(reusable)
        else { return false }
        reusable.isHidden = true
        return true
    }

    /// Before a walk of the band (from entry `start`; `first` holds the band's top): removes the
    /// section views the walk will not want, so their views can be reused by it. Those are the
    /// entries before `start` and those starting at or below `bandBottom`, except, in a
    /// ``Style/plain`` table, the header of the section holding `first` and the footer of a
    /// section whose header starts above `bandBottom` (they float over the band).
    func recycleSupplementaryViewsOutsideBand(start: Int, first: Int, bandBottom: CGFloat) {
        guard !supplementaryViews.isEmpty else { return }
        for entry in supplementaryViews.keys.sorted() {
            let below = heights.top(of: entry) >= bandBottom
            guard entry < start || below else { continue }
            if style == .plain {
                switch sections.kind(ofEntry: entry) {
                case let .header(s) where entry < start && sections.footerEntry(s) >= first: continue
                case let .footer(s) where below && heights.top(of: sections.headerEntry(s)) < bandBottom: continue
                default: break
                }
            }
            removeSupplementaryView(at: entry)
        }
    }
}
