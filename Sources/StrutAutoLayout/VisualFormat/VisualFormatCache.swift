import Synchronization

/// Parsed formats by string, so that a format written once and used for every cell is parsed
/// once. Bounded: when full it is emptied (formats in an app are few; a flood of distinct
/// generated strings only costs re-parsing).
final class VisualFormatCache: Sendable {
    static let shared = VisualFormatCache(capacity: 512)

    private let capacity: Int
    private let trees: Mutex<[String: VisualFormat]>

    init(capacity: Int) {
        self.capacity = capacity
        self.trees = Mutex([:])
    }

    /// The parsed tree for a format; syntax errors are not cached.
    func tree(for format: String) throws(VisualFormatError) -> VisualFormat {
        if let tree = trees.withLock({ $0[format] }) { return tree }
        let tree = try VisualFormat(parsing: format)
        trees.withLock { trees in
            if trees.count >= capacity { trees.removeAll(keepingCapacity: true) }
            trees[format] = tree
        }
        return tree
    }
}
