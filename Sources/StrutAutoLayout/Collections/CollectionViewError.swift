import Foundation

/// What went wrong when a ``CollectionView`` was asked for a view or given a batch update. Every
/// case names the item or section and says what is wrong; an update that throws changes nothing.
public enum CollectionViewError: Error, Equatable, CustomStringConvertible {
    /// A dequeue for a reuse identifier nothing was registered for.
    case unregisteredIdentifier(String, kind: String?, indexPath: IndexPath)
    /// An update names a section outside the sections before (deletes, reloads, move sources) or
    /// after it (inserts, move destinations).
    case sectionOutOfRange(Int, operation: String, numberOfSections: Int)
    /// An update names an item outside its section before or after it.
    case itemOutOfRange(IndexPath, operation: String, numberOfItems: Int)
    /// An update names the same section twice on one side.
    case duplicateSection(Int, operation: String)
    /// An update names the same item twice on one side.
    case duplicateItem(IndexPath, operation: String)
    /// The number of sections after the update is not the number before plus inserted minus deleted.
    case invalidNumberOfSections(before: Int, after: Int, inserted: Int, deleted: Int)
    /// The number of items in a section after the update does not add up.
    case invalidNumberOfItems(section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    /// `performBatchUpdates` was called inside another batch.
    case nestedBatchUpdates

    public var description: String {
        switch self {
        case let .unregisteredIdentifier(id, kind, path):
            "CollectionView: no \(kind.map { "supplementary view of kind '\($0)'" } ?? "cell") is registered for reuse identifier '\(id)' (asked for \(Self.name(path))); register it first."
        case let .sectionOutOfRange(section, operation, count):
            "CollectionView: \(operation) names section \(section), out of range; there are \(count) sections (0..<\(count))."
        case let .itemOutOfRange(path, operation, count):
            "CollectionView: \(operation) names item \(Self.name(path)), out of range; that section has \(count) items."
        case let .duplicateSection(section, operation):
            "CollectionView: \(operation) names section \(section) more than once in one batch."
        case let .duplicateItem(path, operation):
            "CollectionView: \(operation) names item \(Self.name(path)) more than once in one batch."
        case let .invalidNumberOfSections(before, after, inserted, deleted):
            "CollectionView: invalid update: there are \(after) sections after the update, but \(before) before it plus \(inserted) inserted minus \(deleted) deleted make \(before + inserted - deleted)."
        case let .invalidNumberOfItems(section, before, after, inserted, deleted, movedIn, movedOut):
            "CollectionView: invalid update: section \(section) has \(after) items after the update, but \(before) before it plus \(inserted) inserted minus \(deleted) deleted plus \(movedIn) moved in minus \(movedOut) moved out make \(before + inserted - deleted + movedIn - movedOut)."
        case .nestedBatchUpdates:
            "CollectionView: performBatchUpdates was called inside another performBatchUpdates."
        }
    }

    static func name(_ path: IndexPath) -> String { "[" + path.map(String.init).joined(separator: ", ") + "]" }
}
