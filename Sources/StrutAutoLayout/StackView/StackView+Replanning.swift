/// Matching a new plan against the constraints in force, so that a change to one arranged view
/// (hidden, shown, inserted, removed, a new spacing) costs about what changed.
///
/// A plan's resolved keys are unique (each names its identifier, its items by identity and its
/// attributes, and a stack never arranges a view twice), so which old constraint goes with
/// which new entry is fixed: the one with the same key. Only the way of finding it differs.
/// ``StackView/keyedMatches(for:)`` hashes every key of both plans; ``StackView/alignedMatches(for:)``
/// walks both plans in step, as they share their order, and hashes only the entries that did not
/// line up. Both give the same matches; the test suite checks it on random stacks.
extension StackView {
    /// How far ahead in the old plan an entry of the new plan is looked for before it counts as
    /// out of line (a hidden view drops at most two entries in a row: its alignment pair or its
    /// spanning pair).
    private static let lookahead = 4

    /// For each key of the new plan, the index in ``stackConstraints`` of the constraint with the
    /// same key, found by walking both plans in order.
    ///
    /// - Complexity: O(*n* + *k* log *k*) comparisons for a plan of *n* entries of which *k* are
    ///   out of line (inserted, dropped or moved); only those *k* are hashed.
    func alignedMatches(for keys: [ResolvedKey?]) -> [Int?] {
        var matches = [Int?](repeating: nil, count: keys.count)
        var taken = [Bool](repeating: false, count: stackConstraints.count)
        var unmatched: [Int] = []
        // Keys only (plain values): comparing them touches no reference counts.
        stackConstraints.withUnsafeBufferPointer { old in
            var i = 0
            for (j, key) in keys.enumerated() {
                guard let key else { continue }
                var k = i
                let end = min(old.count, i + 1 + Self.lookahead)
                while k < end, old[k].key != key { k += 1 }
                if k < end {
                    matches[j] = k
                    taken[k] = true
                    i = k + 1
                } else {
                    unmatched.append(j)
                }
            }
        }
        guard !unmatched.isEmpty else { return matches }
        // Out of line: look the rest up among the old entries not taken.
        var byKey: [ResolvedKey: [Int]] = [:]
        for k in stackConstraints.indices.reversed() where !taken[k] {
            byKey[stackConstraints[k].key, default: []].append(k)
        }
        guard !byKey.isEmpty else { return matches }
        for j in unmatched {
            guard let key = keys[j], var candidates = byKey[key], let k = candidates.popLast() else { continue }
            byKey[key] = candidates
            matches[j] = k
        }
        return matches
    }

    /// For each key of the new plan, the index in ``stackConstraints`` of the constraint with the
    /// same key, by hashing every key: the reference ``alignedMatches(for:)`` is checked against.
    ///
    /// - Complexity: O(*n*) hash operations.
    func keyedMatches(for keys: [ResolvedKey?]) -> [Int?] {
        var byKey: [ResolvedKey: [Int]] = [:]
        byKey.reserveCapacity(stackConstraints.count)
        for (k, entry) in stackConstraints.enumerated() { byKey[entry.key, default: []].append(k) }
        return keys.map { key in
            guard let key, var candidates = byKey[key], let k = candidates.popLast() else { return nil }
            byKey[key] = candidates
            return k
        }
    }
}
