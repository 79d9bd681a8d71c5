import Synchronization

/// The cluster advances of the texts a face shaped most recently: shaping is a pure function of
/// the face and the text, so a text measured again (a label sized, then laid out; the same line
/// at a new width; the same string in many cells) costs a hash lookup instead of a pass of
/// every `GSUB` and `GPOS` lookup.
///
/// Text engines keep such a cache for the same reason (browsers cache shaped words). Entries are
/// the exact values shaping returns, so a hit and a miss give bit-identical results, on any
/// thread and in any order. The cache holds at most ``characterLimit`` characters; when a new
/// entry would pass it, the cache is emptied and starts again (no eviction order to leak into
/// results). Thread-safe: a lock guards the table only, never the shaping.
final class ClusterAdvanceCache: Sendable {
    /// The most characters (the sum of the entries' lengths) the cache holds.
    static let characterLimit = 262_144

    private struct State {
        var entries: [String: ClusterAdvances] = [:]
        var characters = 0
    }

    private let state = Mutex(State())

    /// The advances of `text`, from the cache or from `compute` (then cached).
    /// - Complexity: O(length of `text`) for a hit (hashing); a miss adds `compute`.
    func advances(of text: String, compute: () -> ClusterAdvances) -> ClusterAdvances {
        if let hit = state.withLock({ $0.entries[text] }) { return hit }
        let advances = compute()
        let count = advances.units.count
        guard count <= Self.characterLimit else { return advances }
        state.withLock { state in
            if state.characters + count > Self.characterLimit {
                state.entries.removeAll(keepingCapacity: true)
                state.characters = 0
            }
            if state.entries.updateValue(advances, forKey: text) == nil { state.characters += count }
        }
        return advances
    }

    /// The number of characters held (for tests of the bound).
    var characterCount: Int { state.withLock { $0.characters } }
}
