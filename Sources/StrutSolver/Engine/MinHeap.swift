/// A binary min-heap of symbol ids: "the smallest id first" is how the pivot rules break ties
/// (Bland's rule), and a heap gives it without scanning. The primal simplex also prices the
/// first entries of ``storage`` (partial pricing) and takes one out with ``remove(at:)``.
struct MinHeap {
    private(set) var storage: ContiguousArray<Int> = []

    var isEmpty: Bool { storage.isEmpty }

    mutating func removeAll() { if !storage.isEmpty { storage.removeAll(keepingCapacity: true) } }

    mutating func insert(_ value: Int) {
        storage.append(value)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if storage[parent] <= value { break }
            storage[child] = storage[parent]
            child = parent
        }
        storage[child] = value
    }

    mutating func popMin() -> Int? {
        guard let last = storage.popLast() else { return nil }
        guard !storage.isEmpty else { return last }
        let top = storage[0]
        let count = storage.count
        var parent = 0
        while true {
            let left = 2 * parent + 1
            if left >= count { break }
            var child = left
            if left + 1 < count && storage[left + 1] < storage[left] { child = left + 1 }
            if storage[child] >= last { break }
            storage[parent] = storage[child]
            parent = child
        }
        storage[parent] = last
        return top
    }

    /// Removes the entry at `index` of ``storage`` (O(log n)): the last entry takes its place
    /// and moves up or down to where the heap order puts it.
    mutating func remove(at index: Int) -> Int {
        let removed = storage[index]
        let last = storage.removeLast()
        guard index < storage.count else { return removed }
        var position = index
        // Up while smaller than the parent…
        while position > 0 {
            let parent = (position - 1) >> 1
            if storage[parent] <= last { break }
            storage[position] = storage[parent]
            position = parent
        }
        if position == index {
            // …or down while larger than a child.
            let count = storage.count
            while true {
                let left = 2 * position + 1
                if left >= count { break }
                var child = left
                if left + 1 < count && storage[left + 1] < storage[left] { child = left + 1 }
                if storage[child] >= last { break }
                storage[position] = storage[child]
                position = child
            }
        }
        storage[position] = last
        return removed
    }
}
