/// One list of row ids per symbol (the engine's column index, or its index of lazy
/// dependents), all kept in one pooled buffer: a symbol's list costs no allocation of its own.
///
/// A list lives in a block of `4 << sizeClass` slots of ``storage``. A list that outgrows its
/// block moves to a block of the next class (its ids copied in order) and the old block goes
/// to that class's free list; a new block is taken from the free list first (last freed,
/// first reused), else appended at the end of the buffer. The order of the ids inside a list
/// is exactly what the same operations on a Swift array give (``append(_:to:)`` appends,
/// ``remove(_:from:)`` moves the last id into the hole), so iteration is deterministic and the
/// same as before the pool.
///
/// The heads of the free lists are the first ``classCount`` slots of the buffer, and a free
/// block's first slot links the next free block of its class (-1 ends a list): an engine pays
/// two allocations for all its lists (the spans and the buffer), and none at all while every
/// list is empty.
struct IndexLists {
    /// Where a symbol's list is: its block (`start` -1: none yet), its length and its class.
    struct Span {
        var start: Int32 = -1
        var count: Int32 = 0
        var sizeClass: Int32 = 0
    }

    /// Size classes: blocks of 4, 8, … 4 << 29 ids.
    static let classCount = 30

    private(set) var spans: [Span] = []
    private var storage: [Int32] = []
    /// How many slots of ``storage`` hold the free-list heads and blocks (the rest is room for
    /// new blocks).
    private var used = 0

    /// The number of lists (one per symbol).
    var count: Int { spans.count }

    /// Room for `capacity` lists, and for about eight ids per list in the blocks' storage (its
    /// doublings copied every block: at thousands of symbols, a cache miss per line).
    mutating func reserveCapacity(_ capacity: Int) {
        spans.reserveCapacity(capacity)
        let slots = IndexLists.classCount + 8 * capacity
        if slots > storage.capacity { storage.reserveCapacity(max(slots, 2 * storage.capacity)) }
    }

    /// Adds an empty list at the end (a new symbol's).
    mutating func appendEmpty() { spans.append(Span()) }

    /// Adds empty lists until there are at least `count`.
    @inline(__always)
    mutating func ensureCount(_ count: Int) {
        while spans.count < count { spans.append(Span()) }
    }

    /// The last id of list `s`, or nil if it is empty.
    @inline(__always)
    func last(of s: Int) -> Int? {
        let span = spans[s]
        guard span.count > 0 else { return nil }
        return Int(storage[Int(span.start + span.count) - 1])
    }

    /// Drops the last `n` lists, returning their blocks to the free lists.
    mutating func removeLast(_ n: Int) {
        for s in (spans.count - n)..<spans.count { removeAll(s) }
        spans.removeLast(n)
    }

    /// The ids of list `s`, in order (a copy-on-write view: do not mutate the lists while
    /// iterating one, or copy it first with ``copy(_:into:)``).
    @inline(__always)
    subscript(s: Int) -> IndexList {
        let span = spans[s]
        guard span.start >= 0 else { return IndexList(ids: []) }
        let start = Int(span.start)
        return IndexList(ids: storage[start..<(start + Int(span.count))])
    }

    /// The positions in the buffer of list `s`'s ids, for loops that read ``id(at:)`` and
    /// leave the lists alone (no copy, no reference to the buffer held).
    @inline(__always)
    func positions(of s: Int) -> Range<Int> {
        let span = spans[s]
        guard span.count > 0 else { return 0..<0 }
        return Int(span.start)..<Int(span.start + span.count)
    }

    /// The id at buffer position `position` (one of ``positions(of:)``).
    @inline(__always)
    func id(at position: Int) -> Int { Int(storage[position]) }

    /// Whether list `s` is empty (no access to the buffer).
    @inline(__always)
    func isEmpty(_ s: Int) -> Bool { spans[s].count == 0 }

    /// The length of list `s` (no access to the buffer).
    @inline(__always)
    func count(of s: Int) -> Int { Int(spans[s].count) }

    /// Replaces the contents of `scratch` by the ids of list `s` (for loops that change the
    /// lists while they walk one).
    @inline(__always)
    func copy(_ s: Int, into scratch: inout [Int]) {
        if !scratch.isEmpty { scratch.removeAll(keepingCapacity: true) }
        let span = spans[s]
        guard span.count > 0 else { return }
        let start = Int(span.start)
        storage.withUnsafeBufferPointer { buffer in
            for i in start..<(start + Int(span.count)) { scratch.append(Int(buffer[i])) }
        }
    }

    /// Appends every id of list `s` to `array` (the journal's saved copy).
    @inline(__always)
    func appendContents(of s: Int, to list: inout ReusableList<Int>) {
        let span = spans[s]
        guard span.count > 0 else { return }
        let start = Int(span.start)
        let count = Int(span.count)
        // Written in place into the list's storage: no uniqueness or capacity check per id.
        storage.withUnsafeBufferPointer { buffer in
            list.append(atMost: count, filler: 0) { out in
                for i in 0..<count { out[i] = Int(buffer[start + i]) }
                return count
            }
        }
    }

    /// Appends `id` to list `s`.
    @inline(__always)
    mutating func append(_ id: Int, to s: Int) {
        var span = spans[s]
        if span.start < 0 {
            span.start = takeBlock(0)
            span.sizeClass = 0
        } else if span.count == Int32(4) << span.sizeClass {
            span = grow(span)
        }
        storage[Int(span.start + span.count)] = Int32(truncatingIfNeeded: id)
        span.count += 1
        spans[s] = span
    }

    /// Removes one occurrence of `id` from list `s`, moving the list's last id into its place
    /// (or, `keepingOrder`, the ids after it up by one).
    ///
    /// The search runs from the end: a list holds each row at most once, so the occurrence
    /// found is the same as from the front, and the rows a call works on are mostly the ones
    /// it added last (a list with a row per cell would otherwise cost a walk over all of them
    /// per pivot).
    @inline(__always)
    mutating func remove(_ id: Int, from s: Int, keepingOrder: Bool = false) {
        let span = spans[s]
        guard span.count > 0 else { return }
        let value = Int32(truncatingIfNeeded: id)
        let start = Int(span.start)
        let found: Bool = storage.withUnsafeMutableBufferPointer { buffer in
            let last = start + Int(span.count) - 1
            var i = last
            while i >= start && buffer[i] != value { i -= 1 }
            guard i >= start else { return false }
            if keepingOrder {
                while i < last {
                    buffer[i] = buffer[i + 1]
                    i += 1
                }
            } else {
                buffer[i] = buffer[last]
            }
            return true
        }
        if found { spans[s].count -= 1 }
    }

    /// Replaces one occurrence of `id` in list `s` by `replacement` (searching from the end, as
    /// ``remove(_:from:)`` does).
    @inline(__always)
    mutating func replace(_ id: Int, with replacement: Int, in s: Int) {
        let span = spans[s]
        guard span.count > 0 else { return }
        let value = Int32(truncatingIfNeeded: id)
        let start = Int(span.start)
        storage.withUnsafeMutableBufferPointer { buffer in
            var i = start + Int(span.count) - 1
            while i >= start {
                if buffer[i] == value {
                    buffer[i] = Int32(truncatingIfNeeded: replacement)
                    return
                }
                i -= 1
            }
        }
    }

    /// Adds `row` to the lists of the `joined` symbols and removes it from those of the `left`
    /// ones (a substitution's index changes): in one access to each buffer, except for a list
    /// that needs a new block.
    @inline(__always)
    mutating func update(row: Int, joined: UnsafeBufferPointer<Int>, left: UnsafeBufferPointer<Int>) {
        append(row, toListsOf: joined.count) { joined[$0] }
        guard !left.isEmpty else { return }
        let value = Int32(truncatingIfNeeded: row)
        spans.withUnsafeMutableBufferPointer { spans in
            storage.withUnsafeMutableBufferPointer { storage in
                for s in left {
                    let span = spans[s]
                    guard span.count > 0 else { continue }
                    let start = Int(span.start)
                    let last = start + Int(span.count) - 1
                    var i = last
                    while i >= start && storage[i] != value { i -= 1 }
                    guard i >= start else { continue }
                    storage[i] = storage[last]
                    spans[s].count = span.count - 1
                }
            }
        }
    }

    /// Appends `row` to the list of each cell's symbol (a row's install), in one access to each
    /// buffer except for a list that needs a new block.
    @inline(__always)
    mutating func append(_ row: Int, toSymbolsOf cells: UnsafeBufferPointer<Cell>) {
        append(row, toListsOf: cells.count) { cells[$0].symbol }
    }

    /// Appends `row` to the lists of `symbol(0)`, … `symbol(count - 1)`: while their blocks have
    /// room in one access to each buffer, else through ``append(_:to:)`` (a new block).
    @inline(__always)
    private mutating func append(_ row: Int, toListsOf count: Int, _ symbol: (Int) -> Int) {
        let value = Int32(truncatingIfNeeded: row)
        var k = 0
        while k < count {
            k = spans.withUnsafeMutableBufferPointer { spans in
                storage.withUnsafeMutableBufferPointer { storage in
                    var k = k
                    while k < count {
                        let s = symbol(k)
                        let span = spans[s]
                        guard span.start >= 0 && span.count < Int32(4) << span.sizeClass else { return k }
                        storage[Int(span.start + span.count)] = value
                        spans[s].count = span.count + 1
                        k += 1
                    }
                    return k
                }
            }
            if k < count {
                append(row, to: symbol(k))
                k += 1
            }
        }
    }

    /// Drops the last id of list `s` (the undo of an append).
    @inline(__always)
    mutating func removeLast(of s: Int) {
        if spans[s].count > 0 { spans[s].count -= 1 }
    }

    /// Empties list `s` and frees its block.
    mutating func removeAll(_ s: Int) {
        let span = spans[s]
        guard span.start >= 0 else { return }
        freeBlock(span.start, sizeClass: Int(span.sizeClass))
        spans[s] = Span()
    }

    /// Sets list `s` to `ids` (a rollback's restore of a saved list).
    mutating func assign<IDs: Sequence<Int>>(_ s: Int, _ ids: IDs) {
        if !isEmpty(s) { spans[s].count = 0 }
        for id in ids { append(id, to: s) }
    }

    // MARK: Blocks

    /// Moves a full list to a block of the next class, keeping its order.
    private mutating func grow(_ span: Span) -> Span {
        let newClass = span.sizeClass + 1
        let start = takeBlock(Int(newClass))
        let count = Int(span.count)
        let from = Int(span.start)
        let to = Int(start)
        storage.withUnsafeMutableBufferPointer { buffer in
            for i in 0..<count { buffer[to + i] = buffer[from + i] }
        }
        freeBlock(span.start, sizeClass: Int(span.sizeClass))
        return Span(start: start, count: span.count, sizeClass: newClass)
    }

    /// A block of class `sizeClass`: the last one freed, else a new one at the end.
    private mutating func takeBlock(_ sizeClass: Int) -> Int32 {
        if storage.isEmpty {
            storage.reserveCapacity(IndexLists.classCount + 64)
            storage.append(contentsOf: repeatElement(-1, count: IndexLists.classCount))
            used = IndexLists.classCount
        }
        let head = storage[sizeClass]
        if head >= 0 {
            storage[sizeClass] = storage[Int(head)]
            return head
        }
        let start = used
        let size = 4 << sizeClass
        precondition(start + size <= Int(Int32.max), "index lists beyond 2^31 ids")
        if start + size > storage.count {
            // Slots for this block and as many again beyond it: the buffer grows geometrically,
            // not by one library call per new block (an `append(contentsOf:)` of about 150
            // instructions).
            storage.append(contentsOf: repeatElement(0, count: max(size, storage.count) + size))
        }
        used = start + size
        return Int32(start)
    }

    private mutating func freeBlock(_ start: Int32, sizeClass: Int) {
        storage[Int(start)] = storage[sizeClass]
        storage[sizeClass] = start
    }
}

/// The ids of one list of ``IndexLists``, in order (a read-only view of the pooled buffer).
struct IndexList: RandomAccessCollection, CustomStringConvertible {
    let ids: ArraySlice<Int32>

    var startIndex: Int { 0 }
    var endIndex: Int { ids.count }

    @inline(__always)
    subscript(position: Int) -> Int { Int(ids[ids.startIndex + position]) }

    var description: String { Array(self).description }
}
