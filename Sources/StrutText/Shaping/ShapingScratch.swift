import Synchronization

/// A shaping buffer's storage kept from one shaping to the next, so that a measurement writes
/// its glyph records into memory the previous one just used (likely still in cache) instead of
/// a fresh allocation.
///
/// One buffer is kept for the whole process: a shaping takes it (or, when another thread holds
/// it, starts an empty one) and gives it back when done. Only its capacity carries over; it is
/// emptied when taken, so results never depend on it.
final class ShapingScratch: Sendable {
    /// The process's scratch buffer.
    static let shared = ShapingScratch()

    /// Buffers with more room than this (glyph records of 64 bytes: 256 KB) are not kept.
    static let capacityLimit = 4_096

    private let kept = Mutex<[ShapingGlyph]>([])

    /// An empty buffer with the capacity of the last one given back, when no other shaping holds it.
    func take() -> [ShapingGlyph] {
        var buffer = kept.withLock { kept -> [ShapingGlyph] in
            var taken: [ShapingGlyph] = []
            swap(&taken, &kept)
            return taken
        }
        buffer.removeAll(keepingCapacity: true)
        return buffer
    }

    /// Keeps `buffer`'s storage for the next shaping (leaving `buffer` empty).
    func giveBack(_ buffer: inout [ShapingGlyph]) {
        guard buffer.capacity <= Self.capacityLimit else { return }
        var given: [ShapingGlyph] = []
        swap(&given, &buffer)
        kept.withLock { kept in swap(&kept, &given) }
    }
}
