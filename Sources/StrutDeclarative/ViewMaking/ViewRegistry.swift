import Foundation

/// What `makeViews` remembers about the views it made, for view trees that cannot store it on
/// the view itself (``ViewTree/viewMakingEntry(of:)``'s default; Strut's `View` stores it).
///
/// LayoutKit stores these as Objective-C associated objects; here a side table keyed by object
/// identity holds them, with a weak reference that tells a live view from a dead one whose
/// address was reused. Thread-safe; dead entries are pruned as the table grows.
final class ViewRegistry: @unchecked Sendable {
    typealias Entry = ViewMakingEntry

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

    /// Records (or replaces) what `makeViews` knows about a view.
    func register(_ view: AnyObject, entry: Entry) {
        let key = ObjectIdentifier(view)
        withTable { table in
            if let stored = table.entries[key], stored.reference.object === view {
                table.entries[key]?.entry = entry
                return
            }
            table.entries[key] = Stored(reference: WeakReference(view), entry: entry)
            table.insertionsSincePrune += 1
            if table.insertionsSincePrune > 1024, table.insertionsSincePrune > table.entries.count {
                table.entries = table.entries.filter { $0.value.reference.object != nil }
                table.insertionsSincePrune = 0
            }
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
