import Foundation

/// What `makeViews` remembers about the views it made: their reuse identifier and role.
///
/// LayoutKit stores these as Objective-C associated objects; here a side table keyed by object
/// identity holds them, with a weak reference that tells a live view from a dead one whose
/// address was reused. Thread-safe; dead entries are pruned as the table grows.
final class ViewRegistry: @unchecked Sendable {
    /// How a view relates to `makeViews`.
    enum Role: Sendable {
        /// Made by `makeViews`: recycled or purged by later calls.
        case managed
        /// A top-level view of one `makeViews` call: later calls on an enclosing host treat its
        /// subtree as another layout's (embedded layouts) and leave it alone.
        case root
    }

    /// What the registry knows about a live view.
    struct Entry: Sendable {
        var reuseId: String?
        var role: Role
    }

    /// A weak reference used only to compare identities (`===`), never to use the view, so it
    /// may live in the lock-protected table whatever thread owns the view.
    private final class WeakReference: @unchecked Sendable {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private struct Stored: Sendable {
        var reference: WeakReference
        var entry: Entry
    }

    private struct Table {
        var entries: [ObjectIdentifier: Stored] = [:]
        var insertionsSincePrune = 0
    }

    static let shared = ViewRegistry()

    /// Guards `tableStorage`. An `NSLock` (a POSIX mutex) so the thread sanitizer sees it.
    private let lock = NSLock()
    private var tableStorage = Table()

    private func withTable<T>(_ body: (inout Table) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&tableStorage)
    }

    /// The entry of a live view, or `nil` for a view `makeViews` never made (an unmanaged view).
    func entry(for view: AnyObject) -> Entry? {
        withTable { table in
            guard let stored = table.entries[ObjectIdentifier(view)], stored.reference.object === view else { return nil }
            return stored.entry
        }
    }

    /// Records a view made by `makeViews`.
    func register(_ view: AnyObject, reuseId: String?, role: Role) {
        let stored = Stored(reference: WeakReference(view), entry: Entry(reuseId: reuseId, role: role))
        withTable { table in
            table.entries[ObjectIdentifier(view)] = stored
            table.insertionsSincePrune += 1
            if table.insertionsSincePrune > 1024, table.insertionsSincePrune > table.entries.count {
                table.entries = table.entries.filter { $0.value.reference.object != nil }
                table.insertionsSincePrune = 0
            }
        }
    }

    /// Changes the role of a registered view; does nothing for an unmanaged one.
    func setRole(_ role: Role, of view: AnyObject) {
        withTable { table in
            let key = ObjectIdentifier(view)
            guard table.entries[key]?.reference.object === view else { return }
            table.entries[key]?.entry.role = role
        }
    }

    /// Forgets a view (it was purged).
    func forget(_ view: AnyObject) {
        withTable { table in
            let key = ObjectIdentifier(view)
            if table.entries[key]?.reference.object === view { table.entries[key] = nil }
        }
    }
}
