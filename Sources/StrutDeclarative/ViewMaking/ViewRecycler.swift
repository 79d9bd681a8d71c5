import Foundation

/// The views below a host that one `makeViews` call may reuse, and the purge of the rest.
///
/// Indexes the host's descendants in depth-first order, not descending into views that are the
/// top-level views of another layout (embedded layouts). Views with a reuse identifier are
/// reused by a layout with that identifier; managed views without one are never reused.
/// Unmanaged views (added by someone else) are neither reused nor purged.
///
/// Difference from LayoutKit: LayoutKit indexed reuse identifiers in a dictionary, so of two
/// views with the same identifier the first was forgotten and never purged — a stale view left
/// on screen. Here every view with an identifier is indexed (in tree order); a layout claims the
/// first unclaimed one, and every unclaimed one is purged.
///
/// A class, shared by the passes of one `makeViews` call: calling a method of a generic class
/// needs no look-up of the type's metadata (a generic struct's method, unspecialized across the
/// module boundary, looked it up once per view). Views are held as `AnyObject`, not
/// `Tree.Node`: arrays and dictionaries of a concrete element type need no generic metadata,
/// which unspecialized code looked up on every access.
final class ViewRecycler<Tree: ViewTree> {
    // Used by one `makeViews` call on one thread: no dynamic exclusivity checks.
    @exclusivity(unchecked) private var reusable: [String: [AnyObject]] = [:]
    @exclusivity(unchecked) private var reusableOrder: [String] = []
    @exclusivity(unchecked) private var unidentified: [AnyObject] = []

    init(host: Tree.Node?) {
        guard let host else { return }
        for child in Tree.subviews(of: host) {
            guard var entry = Tree.viewMakingEntry(of: child), entry.role == .root else { continue }
            entry.role = .managed
            Tree.setViewMakingEntry(entry, of: child)
        }
        index(below: host)
    }

    private func index(below parent: Tree.Node) {
        for child in Tree.subviews(of: parent) {
            guard let entry = Tree.viewMakingEntry(of: child) else {
                index(below: child)  // an unmanaged view may contain managed ones
                continue
            }
            if entry.role == .root { continue }  // another layout's views
            if let id = entry.reuseId {
                if reusable[id] == nil { reusableOrder.append(id) }
                reusable[id, default: []].append(child)
            } else {
                unidentified.append(child)
            }
            index(below: child)
        }
    }

    /// The first unclaimed indexed view with `reuseId`, now claimed; `nil` when there is none.
    func recycledView(reuseId: String?) -> Tree.Node? {
        // (A first pass into an empty host has nothing to reuse: no hashing of the identifier.)
        guard let reuseId, !reusable.isEmpty, var candidates = reusable[reuseId], !candidates.isEmpty else {
            return nil
        }
        let view = candidates.removeFirst()
        reusable[reuseId] = candidates
        return unsafeDowncast(view, to: Tree.Node.self)
    }

    /// Removes every indexed view that was not reused.
    func purgeViews() {
        for id in reusableOrder {
            for view in reusable[id] ?? [] { purge(unsafeDowncast(view, to: Tree.Node.self)) }
        }
        for view in unidentified { purge(unsafeDowncast(view, to: Tree.Node.self)) }
    }

    private func purge(_ view: Tree.Node) {
        Tree.removeFromSuperview(view)
        Tree.setViewMakingEntry(nil, of: view)
    }
}
