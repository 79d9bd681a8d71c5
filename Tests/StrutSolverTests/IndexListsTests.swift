import Testing

@testable import StrutSolver

/// The pooled index lists behave exactly as one Swift array per symbol did: the same ids in
/// the same order after any sequence of appends, removals (the last id moves into the hole),
/// replacements, emptying, restores and truncations, with blocks moving between size classes
/// and being reused from the free lists.
@Suite struct IndexListsTests {
    /// A deterministic generator (no dependence on the system's random source).
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test(arguments: [1, 2, 3, 4])
    func matchesOneArrayPerList(seed: UInt64) {
        var random = Generator(state: seed)
        var pool = IndexLists()
        var model: [[Int]] = []
        for step in 0..<20_000 {
            let op = model.isEmpty ? 0 : random.next(100)
            switch op {
            case 0..<3:
                pool.appendEmpty()
                model.append([])
            case 3..<55:
                let s = random.next(model.count)
                // Lists hold each id at most once, as the engine's do.
                let id = random.next(200)
                if !model[s].contains(id) {
                    pool.append(id, to: s)
                    model[s].append(id)
                }
            case 55..<80:
                let s = random.next(model.count)
                let id = model[s].isEmpty || random.next(4) == 0 ? random.next(200) : model[s][random.next(model[s].count)]
                pool.remove(id, from: s)
                if let i = model[s].lastIndex(of: id) {
                    model[s][i] = model[s][model[s].count - 1]
                    model[s].removeLast()
                }
            case 80..<90:
                let s = random.next(model.count)
                let id = model[s].isEmpty ? 0 : model[s][random.next(model[s].count)]
                let replacement = 200 + random.next(100)
                guard !model[s].contains(replacement) else { continue }
                pool.replace(id, with: replacement, in: s)
                if let i = model[s].lastIndex(of: id) { model[s][i] = replacement }
            case 90..<93:
                let s = random.next(model.count)
                pool.removeAll(s)
                model[s].removeAll()
            case 93..<97:
                let s = random.next(model.count)
                let saved = (0..<random.next(12)).map { 300 + $0 }
                pool.assign(s, saved[...])
                model[s] = saved
            default:
                let n = random.next(min(3, model.count) + 1)
                pool.removeLast(n)
                model.removeLast(n)
            }
            if step % 97 == 0 || step == 19_999 {
                #expect(pool.count == model.count)
                for s in model.indices {
                    #expect(Array(pool[s]) == model[s])
                    #expect(pool.count(of: s) == model[s].count)
                    #expect(pool.isEmpty(s) == model[s].isEmpty)
                    var copy: [Int] = [7]
                    pool.copy(s, into: &copy)
                    #expect(copy == model[s])
                }
            }
        }
    }

    /// Long lists (a column holding a row per table cell) grow through many size classes and
    /// keep their order.
    @Test func longListKeepsOrder() {
        var pool = IndexLists()
        pool.appendEmpty()
        pool.appendEmpty()
        for id in 0..<5_000 {
            pool.append(id, to: 0)
            pool.append(id * 2, to: 1)
        }
        #expect(Array(pool[0]) == Array(0..<5_000))
        #expect(Array(pool[1]) == (0..<5_000).map { $0 * 2 })
        pool.remove(0, from: 0)
        #expect(pool[0].first == 4_999 && pool.count(of: 0) == 4_999)
    }
}
