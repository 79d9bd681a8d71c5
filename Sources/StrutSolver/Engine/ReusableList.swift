/// A list whose storage outlives its contents: the engine's per-call lists (the touched and
/// invalidated symbols, the journal, the change report) are filled and emptied at every call.
///
/// The elements are `storage[0..<count]`; the storage's later elements are stale ones from an
/// earlier use, overwritten by the next appends. So emptying the list is setting its length to
/// 0 (an `Array.removeAll(keepingCapacity:)` is a library call of about a hundred instructions,
/// even on an empty array), and a bulk append copies into the storage in place (an
/// `append(contentsOf:)` is a generic library call of about two hundred). The storage only
/// grows. Meant for plain values (ids, journal entries): a stale element would keep a
/// reference alive.
struct ReusableList<Element> {
    private var storage: [Element] = []
    /// The list's length (at most `storage.count`).
    private(set) var count = 0

    init() {}

    /// The storage's length, for tests: what an empty list keeps for its next use.
    var retainedStorage: Int { storage.count }

    var isEmpty: Bool { count == 0 }

    /// Empties the list, keeping its storage.
    @inline(__always)
    mutating func removeAll() {
        count = 0
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count < storage.count {
            storage[count] = element
        } else {
            storage.append(element)
        }
        count += 1
    }

    /// Appends `elements` in order: copied into the storage (the part beyond it appended).
    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        let start = count
        let fitting = Swift.min(elements.count, storage.count - start)
        if fitting > 0 {
            storage.withUnsafeMutableBufferPointer { buffer in
                if let base = buffer.baseAddress { (base + start).update(from: source, count: fitting) }
            }
        }
        if fitting < elements.count {
            storage.append(contentsOf: UnsafeBufferPointer(rebasing: elements[fitting..<elements.count]))
        }
        count = start + elements.count
    }

    /// Appends what `body` writes: `body` gets room for `maximum` elements past the end (the
    /// storage, padded with `filler` where it is too short) and returns how many it wrote there,
    /// from the front. Writing in place, a loop that finds its elements one by one needs no
    /// temporary buffer and no copy.
    @inline(__always)
    mutating func append(atMost maximum: Int, filler: Element, _ body: (UnsafeMutableBufferPointer<Element>) -> Int) {
        let start = count
        if storage.count - start < maximum { growStorage(toHold: start + maximum, filler: filler) }
        let written = storage.withUnsafeMutableBufferPointer { all in
            body(UnsafeMutableBufferPointer(rebasing: all[start..<(start + maximum)]))
        }
        precondition(written >= 0 && written <= maximum, "more elements written than room was asked for")
        count = start + written
    }

    /// Appends in place what `body` writes after the list's elements: `body` gets the storage,
    /// the list's `count` elements first and then room for `maximum` more (padded with `filler`
    /// where the storage is too short), with `count`, and returns the list's new length. A walk
    /// that reads its own list as it grows it (a breadth-first frontier) checks the storage's
    /// uniqueness once, not at every element it appends.
    @inline(__always)
    mutating func extend(atMost maximum: Int, filler: Element, _ body: (UnsafeMutableBufferPointer<Element>, Int) -> Int) {
        let start = count
        if storage.count - start < maximum { growStorage(toHold: start + maximum, filler: filler) }
        let length = storage.withUnsafeMutableBufferPointer { all in
            body(UnsafeMutableBufferPointer(rebasing: all[0..<(start + maximum)]), start)
        }
        precondition(length >= start && length <= start + maximum, "more elements written than room was asked for")
        count = length
    }

    /// Pads the storage with `filler` to at least `length` elements (at least doubling it).
    private mutating func growStorage(toHold length: Int, filler: Element) {
        let grown = Swift.max(length, 2 * storage.count, 16)
        storage.append(contentsOf: repeatElement(filler, count: grown - storage.count))
    }

    /// Removes and returns the last element (nil if the list is empty).
    @inline(__always)
    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return storage[count]
    }

    /// Removes the elements that `shouldBeRemoved` selects, keeping the others in order.
    mutating func removeAll(where shouldBeRemoved: (Element) -> Bool) {
        var kept = 0
        for i in 0..<count where !shouldBeRemoved(storage[i]) {
            storage[kept] = storage[i]
            kept += 1
        }
        count = kept
    }

    /// Calls `body` with the list's elements (`count` of them) as a buffer.
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) -> R) -> R {
        let count = self.count
        return storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[0..<count])) }
    }

    /// Calls `body` with the list's elements (`count` of them) as a mutable buffer.
    @inline(__always)
    mutating func withUnsafeMutableBufferPointer<R>(_ body: (UnsafeMutableBufferPointer<Element>) -> R) -> R {
        let count = self.count
        return storage.withUnsafeMutableBufferPointer { body(UnsafeMutableBufferPointer(rebasing: $0[0..<count])) }
    }
}

extension ReusableList: Sendable where Element: Sendable {}

extension ReusableList: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { count }

    @inline(__always)
    subscript(position: Int) -> Element {
        precondition(position < count, "index beyond the list's length")
        return storage[position]
    }
}
