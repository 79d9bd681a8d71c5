/// How the solver's tables that grow with the system (the per-symbol arrays, the records, the
/// term pool) take room.
///
/// A small table doubles, as an array does. Past ``largeBytes`` a table quadruples instead: each
/// reallocation copies the whole table into memory the process has not touched yet, and past
/// the core's second-level cache every copied line misses and every new page faults (at 10,000
/// independent views the copies and their faults were about a seventh of a build's time).
/// Growing ×4 copies a third as much (n/3 elements for n appended, against n), and the room not
/// yet used costs address space only: a page is faulted in when first written, not when
/// reserved.
enum Growth {
    /// Below this many bytes a table doubles; from it on it quadruples (half the second-level
    /// cache of the machines the benchmarks run on).
    static let largeBytes = 1 << 20

    /// The capacity to reserve for a table of `Element`s that holds `capacity` and needs
    /// `needed`: at least `needed`, and at least double (quadruple once large) `capacity`, so
    /// that a long run of small additions stays linear.
    @inline(__always)
    static func capacity<Element>(from capacity: Int, toHold needed: Int, of _: Element.Type) -> Int {
        let factor = capacity * MemoryLayout<Element>.stride >= largeBytes ? 4 : 2
        return max(needed, factor * capacity)
    }
}
