/// A binary min-heap of symbol ids: "the smallest id first" is how the pivot rules break ties
/// (Bland's rule), and a heap gives it without scanning. The primal simplex also prices the
/// first entries of ``storage`` (partial pricing) and takes one out with ``remove(at:)``.
struct MinHeap {
    private(set) var storage: ContiguousArray<Int> = []

    var isEmpty: Bool { storage.isEmpty }

    mutating func removeAll() { if !storage.isEmpty { storage.removeAll(keepingCapacity: true) } }

    mutating func insert(_ value: Int) {
        storage.append(value)
        storage[siftUp(value, from: storage.count - 1)] = value
    }

    mutating func popMin() -> Int? {
        guard let last = storage.popLast() else { return nil }
        guard !storage.isEmpty else { return last }
        let top = storage[0]
        storage[siftDown(last, from: 0)] = last
        return top
    }

    /// Removes the entry at `index` of ``storage`` (O(log n)): the last entry takes its place
    /// and moves up or down to where the heap order puts it.
    mutating func remove(at index: Int) -> Int {
        let removed = storage[index]
        let last = storage.removeLast()
        guard index < storage.count else { return removed }
        var position = siftUp(last, from: index)
        if position == index { position = siftDown(last, from: index) }
        storage[position] = last
        return removed
    }

    /// Moves the parents of the free slot `position` down while they are larger than `value`;
    /// returns the slot where `value` belongs (the caller writes it there).
    @inline(__always)
    private mutating func siftUp(_ value: Int, from position: Int) -> Int {
        var child = position
        while child > 0 {
            let parent = (child - 1) >> 1
            if storage[parent] <= value { break }
            storage[child] = storage[parent]
            child = parent
        }
        return child
    }

    /// Moves the smaller child of the free slot `position` up while it is smaller than `value`;
    /// returns the slot where `value` belongs (the caller writes it there).
    @inline(__always)
    private mutating func siftDown(_ value: Int, from position: Int) -> Int {
        let count = storage.count
        var parent = position
        while true {
            let left = 2 * parent + 1
            if left >= count { break }
            var child = left
            if left + 1 < count && storage[left + 1] < storage[left] { child = left + 1 }
            if storage[child] >= value { break }
            storage[parent] = storage[child]
            parent = child
        }
        return parent
    }
}
