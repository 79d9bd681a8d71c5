import Foundation

extension CollectionView {
    // MARK: Dequeueing cells and supplementary views

    /// A cell for an item: UIKit's `dequeueReusableCell(withReuseIdentifier:for:)`. One from the
    /// reuse pool (after ``CollectionReusableView/prepareForReuse()``), or a new one from the
    /// registered class or factory.
    ///
    /// As in UIKit, an identifier nothing was registered for is a programming error: the call
    /// traps with a message naming the identifier, the index path and the collection view. Use
    /// ``dequeueReusableCellValidated(withReuseIdentifier:for:)`` to get a typed error instead.
    /// - Complexity: O(1) from the pool.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        do {
            return try dequeueReusableCellValidated(withReuseIdentifier: identifier, for: indexPath)
        } catch {
            preconditionFailure("\(error.description) Collection view: \(self).")
        }
    }

    /// A supplementary view of a kind for an index path, from the pool or new: UIKit's
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. Traps on an
    /// unregistered kind and identifier, as UIKit does; use
    /// ``dequeueReusableSupplementaryViewValidated(ofKind:withReuseIdentifier:for:)`` to get a
    /// typed error instead.
    /// - Complexity: O(1) from the pool.
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionReusableView
    {
        do {
            return try dequeueReusableSupplementaryViewValidated(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        } catch {
            preconditionFailure("\(error.description) Collection view: \(self).")
        }
    }

    /// A cell for an item, or a typed error: Strut's checked form of
    /// ``dequeueReusableCell(withReuseIdentifier:for:)``.
    /// - Throws: ``CollectionViewError/unregisteredIdentifier(_:kind:indexPath:)``; the
    ///   collection view is unchanged.
    /// - Complexity: O(1) from the pool.
    public func dequeueReusableCellValidated(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        throws(CollectionViewError) -> CollectionViewCell
    {
        let view = try dequeue(key: SupplementaryKey.cellKind(identifier), identifier: identifier, kind: nil, indexPath: indexPath)
        guard let cell = view as? CollectionViewCell else {
            throw .unregisteredIdentifier(identifier, kind: nil, indexPath: indexPath)
        }
        return cell
    }

    /// A supplementary view of a kind for an index path, or a typed error: Strut's checked form
    /// of ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    /// - Throws: ``CollectionViewError/unregisteredIdentifier(_:kind:indexPath:)``; the
    ///   collection view is unchanged.
    /// - Complexity: O(1) from the pool.
    public func dequeueReusableSupplementaryViewValidated(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) throws(CollectionViewError) -> CollectionReusableView {
        try dequeue(key: kind + "\u{1F}" + identifier, identifier: identifier, kind: kind, indexPath: indexPath)
    }

    func dequeue(key: String, identifier: String, kind: String?, indexPath: IndexPath) throws(CollectionViewError)
        -> CollectionReusableView
    {
        if let view = pool.pop(key) {
            statistics.viewsReused += 1
            view.prepareForReuse()
            return view
        }
        guard let make = pool.factories[key] else { throw .unregisteredIdentifier(identifier, kind: kind, indexPath: indexPath) }
        let view = make()
        statistics.viewsCreated += 1
        view.isHidden = true
        addSubview(view)
        return view
    }
}
