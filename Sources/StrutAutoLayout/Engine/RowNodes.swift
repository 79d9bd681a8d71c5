/// The items a row names, whose participation in the solve the row keeps alive, in the order
/// the row met them: the first two inline, any more in an array. Most rows name one or two
/// items (a content-size row none), so a row no longer allocates an array for them, nor holds
/// an empty one (whose copy and destruction were a retain and a release per row).
///
/// The inline nodes are not retained (copying a row's nodes between the built row, the
/// addition and the row would otherwise retain and release each): a node named here is alive
/// while the list is used, through the constraint's sides or its view in the tree while the
/// row is built, and as the engine's participant (which holds it) from the row's addition to
/// its removal.
struct RowNodes: Sequence {
    private var first: Unmanaged<LayoutNode>?
    private var second: Unmanaged<LayoutNode>?
    private var more: [LayoutNode]?

    var isEmpty: Bool { first == nil }

    var count: Int { first == nil ? 0 : second == nil ? 1 : 2 + (more?.count ?? 0) }

    /// Compares identities only (nothing retained).
    func contains(_ node: LayoutNode) -> Bool {
        let id = Unmanaged.passUnretained(node).toOpaque()
        return first?.toOpaque() == id || second?.toOpaque() == id || (more?.contains { $0 === node } ?? false)
    }

    mutating func append(_ node: LayoutNode) {
        if first == nil {
            first = .passUnretained(node)
        } else if second == nil {
            second = .passUnretained(node)
        } else if more == nil {
            more = [node]
        } else {
            more?.append(node)
        }
    }

    /// Calls `body` with each node, in order, without retaining the inline ones (nor copying
    /// the list, as an iterator does).
    @inline(__always)
    func withEach(_ body: (LayoutNode) -> Void) {
        guard let first else { return }
        first._withUnsafeGuaranteedRef(body)
        guard let second else { return }
        second._withUnsafeGuaranteedRef(body)
        if let more {
            for node in more { body(node) }
        }
    }

    func makeIterator() -> Iterator { Iterator(nodes: self) }

    struct Iterator: IteratorProtocol {
        let nodes: RowNodes
        var index = 0

        mutating func next() -> LayoutNode? {
            defer { index += 1 }
            switch index {
            case 0: return nodes.first?.takeUnretainedValue()
            case 1: return nodes.second?.takeUnretainedValue()
            default: return index - 2 < (nodes.more?.count ?? 0) ? nodes.more?[index - 2] : nil
            }
        }
    }
}
