import Foundation

/// The changes between two reloads of a ``ReloadableViewLayoutAdapter``: LayoutKit's
/// `BatchUpdates`. Deletes, reloads and move sources are index paths before the change; inserts
/// and move destinations after it (UIKit's rule).
public struct LayoutBatchUpdates: Sendable {
    /// Items inserted (after the change).
    public var insertItems: [IndexPath] = []
    /// Items deleted (before the change).
    public var deleteItems: [IndexPath] = []
    /// Items whose layouts changed (before the change).
    public var reloadItems: [IndexPath] = []
    /// Items moved, from before to after.
    public var moveItems: [(from: IndexPath, to: IndexPath)] = []
    /// Sections inserted (after the change).
    public var insertSections: [Int] = []
    /// Sections deleted (before the change).
    public var deleteSections: [Int] = []
    /// Sections whose layouts changed (before the change).
    public var reloadSections: [Int] = []
    /// Sections moved, from before to after.
    public var moveSections: [(from: Int, to: Int)] = []

    /// No changes.
    public init() {}
}
