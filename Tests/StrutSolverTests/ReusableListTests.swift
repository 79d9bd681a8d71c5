import Testing

@testable import StrutSolver

/// ``ReusableList``: the engine's per-call lists (touched, invalidated, journal, change report)
/// are emptied by resetting their length and refilled in place. These tests pin that the list
/// reads back exactly what was appended since it was last emptied, in order, whichever way it was
/// appended (one by one, from a buffer, in place), also where an append outgrows the storage.
@Suite struct ReusableListTests {

    @Test func emptyingKeepsTheStorageAndLaterAppendsOverwriteIt() {
        var list = ReusableList<Int>()
        for k in 0..<5 { list.append(10 + k) }
        #expect(Array(list) == [10, 11, 12, 13, 14])
        list.removeAll()
        #expect(list.isEmpty && list.count == 0)
        #expect(list.retainedStorage == 5)
        list.append(7)
        list.append(8)
        // The stale 12, 13, 14 behind the end are not elements.
        #expect(Array(list) == [7, 8])
        #expect(list.retainedStorage == 5)
        for k in 0..<6 { list.append(100 + k) }
        #expect(Array(list) == [7, 8, 100, 101, 102, 103, 104, 105])
        #expect(list.retainedStorage == 8)
    }

    @Test func aBufferAppendFillsTheStorageThenGrowsIt() {
        var list = ReusableList<Int>()
        for k in 0..<4 { list.append(k) }
        list.removeAll()
        list.append(9)
        // Three of the five fit behind 9 (storage 4), two are appended to the storage.
        [1, 2, 3, 4, 5].withUnsafeBufferPointer { list.append(contentsOf: $0) }
        #expect(Array(list) == [9, 1, 2, 3, 4, 5])
        #expect(list.retainedStorage == 6)
        [Int]().withUnsafeBufferPointer { list.append(contentsOf: $0) }
        #expect(list.count == 6)
    }

    @Test func anInPlaceAppendKeepsWhatTheBodyWrote() {
        var list = ReusableList<Int>()
        list.append(1)
        // Room for 20 (the storage, 1 long, is padded), 3 written.
        list.append(atMost: 20, filler: -1) { room in
            #expect(room.count == 20)
            room[0] = 5
            room[1] = 6
            room[2] = 7
            return 3
        }
        #expect(Array(list) == [1, 5, 6, 7])
        #expect(list.retainedStorage >= 21)
        list.append(atMost: 0, filler: -1) { room in room.count }
        #expect(Array(list) == [1, 5, 6, 7])
        list.removeAll()
        list.append(atMost: 2, filler: -1) { room in
            room[0] = 40
            return 1
        }
        #expect(Array(list) == [40])
    }

    @Test func popAndFilteredRemovalKeepOrder() {
        var list = ReusableList<Int>()
        for k in [4, 9, 2, 7, 5, 8] { list.append(k) }
        list.removeAll { $0 >= 7 }
        #expect(Array(list) == [4, 2, 5])
        #expect(list.popLast() == 5)
        #expect(list.popLast() == 2)
        list.append(3)
        #expect(Array(list) == [4, 3])
        #expect(list.popLast() == 3)
        #expect(list.popLast() == 4)
        #expect(list.popLast() == nil)
        #expect(list.isEmpty)
    }

    @Test func theBufferViewsSeeOnlyTheElements() {
        var list = ReusableList<Int>()
        for k in [6, 1, 5, 3] { list.append(k) }
        list.removeAll()
        for k in [9, 4] { list.append(k) }
        #expect(list.withUnsafeBufferPointer { Array($0) } == [9, 4])
        list.withUnsafeMutableBufferPointer { Engine.sortSmall($0) }
        #expect(Array(list) == [4, 9])
    }
}
