import Synchronization

/// The cluster advances of the texts a face shaped most recently: shaping is a pure function of
/// the face and the text, so a text measured again (a label sized, then laid out; the same line
/// at a new width; the same string in many cells) costs a hash lookup instead of a pass of
/// every `GSUB` and `GPOS` lookup.
///
/// Text engines keep such a cache for the same reason (browsers cache shaped words). Entries are
/// the exact values shaping returns, so a hit and a miss give bit-identical results, on any
/// thread and in any order.
///
/// Two generations bound it: new entries go into the young one; when the young one would pass
/// ``generationLimit`` characters it becomes the old one (the old one is dropped) and a new
/// young one starts. A hit in the old generation moves the entry into the young one, so a text
/// in use survives every turn, and the cache always holds at least the last
/// ``generationLimit`` characters entered (the cache it replaces emptied itself whole when full,
/// so a text measured twice could lose its entry in between, whatever the distance).
/// Thread-safe: a lock guards the tables only, never the shaping.
final class ClusterAdvanceCache: Sendable {
    /// The most characters (the sum of the entries' lengths) one generation holds; the cache
    /// holds at most twice as many.
    static let generationLimit = 262_144

    private struct State {
        var young: [String: ClusterAdvances] = [:]
        var old: [String: ClusterAdvances] = [:]
        var youngCharacters = 0
        var oldCharacters = 0

        /// Enters `advances` for `text` into the young generation, turning the generations
        /// first when it would pass the limit.
        mutating func enter(_ text: String, _ advances: ClusterAdvances, count: Int) {
            if youngCharacters + count > ClusterAdvanceCache.generationLimit {
                // The old generation's storage is reused for the new young one.
                swap(&young, &old)
                young.removeAll(keepingCapacity: true)
                oldCharacters = youngCharacters
                youngCharacters = 0
            }
            if young.updateValue(advances, forKey: text) == nil { youngCharacters += count }
        }
    }

    private let state = Mutex(State())

    /// The advances of `text`, from the cache or from `compute` (then cached).
    /// - Complexity: O(length of `text`) for a hit (hashing); a miss adds `compute`.
    func advances(of text: String, compute: () -> ClusterAdvances) -> ClusterAdvances {
        let hit = state.withLock { state -> ClusterAdvances? in
            if let young = state.young[text] { return young }
            guard let old = state.old.removeValue(forKey: text) else { return nil }
            let count = old.units.count
            state.oldCharacters -= count
            state.enter(text, old, count: count)
            return old
        }
        if let hit { return hit }
        let advances = compute()
        let count = advances.units.count
        guard count <= Self.generationLimit else { return advances }
        state.withLock { $0.enter(text, advances, count: count) }
        return advances
    }

    /// The number of characters held in both generations (for tests of the bound).
    var characterCount: Int { state.withLock { $0.youngCharacters + $0.oldCharacters } }

    /// Whether `text` is held, without promoting it (for tests of the policy).
    func contains(_ text: String) -> Bool { state.withLock { $0.young[text] != nil || $0.old[text] != nil } }
}
