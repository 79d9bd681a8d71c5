import StrutSolver
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Structure reuse (issue 12, item 2): cells of one class build the same constraint structure
// with different constants (their texts' sizes). A fitting engine's first batch of rows is
// matched against the structures solved before (`StructureTemplates`); on a match the solver
// starts from that solved tableau and changes only the constants that differ
// (`Solver.adopt(_:for:)`), instead of inserting every row and pivoting. Anything unusual (no
// match, a conflict, an optimum that is not unique, a failed check) takes the ordinary path,
// which reports what it finds as it always does.

/// A fitting engine's structure-reuse state (stored on the engine).
struct StructureReuseState {
    /// The first batch went to the solver (later batches are ordinary adds).
    var firstBatchDone = false
    /// The first batch started from a solved structure.
    var adopted = false
}

/// Solved structures of fitting engines' first batches, most recently used last, at most
/// ``capacity`` (a solved tableau holds no view, variable or constraint, only numbers).
/// Thread-safe.
///
/// Each thread has its own store (``forCurrentThread``): which solved cell becomes the
/// template of a structure decides the last bits of values the solve rounds (thirds of a
/// width), so a store shared between threads would make those bits depend on which thread
/// got there first. With one store per thread, a fitting's result depends only on the
/// fittings made before it on the same thread.
final class StructureTemplates: Sendable {
    /// The store given to the current task (a test gives its own, so that other tests running
    /// at the same time neither fill nor read it); `nil`: the calling thread's.
    @TaskLocal static var current: StructureTemplates?
    /// Turns reuse off in the current task (tests compare both paths).
    @TaskLocal static var isDisabled = false
    /// Distinct structures kept (cell classes in a list are few; the oldest leaves first).
    static let capacity = 16
    /// The largest first batch whose solved state is kept (a cell has a few hundred rows; a
    /// whole screen fitted once would hold a large tableau in the store for nothing).
    static let largestBatch = 2048

    /// The calling thread's store, made on first use and released when the thread ends.
    static var forCurrentThread: StructureTemplates {
        if let pointer = pthread_getspecific(threadStoreKey) {
            return Unmanaged<StructureTemplates>.fromOpaque(pointer).takeUnretainedValue()
        }
        let store = StructureTemplates()
        let pointer = Unmanaged.passRetained(store).toOpaque()
        if pthread_setspecific(threadStoreKey, pointer) != 0 {
            // Not kept for the thread (no key slot): this fitting uses a store of its own.
            Unmanaged<StructureTemplates>.fromOpaque(pointer).release()
        }
        return store
    }

    private struct Entry {
        var signature: StructureSignature
        var snapshot: SolverSnapshot?
    }
    private let entries = Mutex<[Entry]>([])
    /// The number of rows in the last first batch drafted with these templates: the next
    /// fitting engine's drafts list is reserved at that size (cells of one class draft the
    /// same number of rows; a list grown by doubling kept up to half of it unused for the
    /// engine's life).
    private let lastDraftCount = Atomic<Int>(0)

    /// The draft count of the last first batch drafted here (0 before any).
    var draftCountHint: Int { lastDraftCount.load(ordering: .relaxed) }

    /// Notes the draft count of a first batch (see ``draftCountHint``).
    func noteDraftCount(_ count: Int) { lastDraftCount.store(count, ordering: .relaxed) }

    private let lastDraftTermCount = Atomic<Int>(0)

    /// The number of terms the last first batch drafted here pooled (0 before any): the room
    /// a cell of the same class needs in ``LayoutEngine/draftTerms``.
    var draftTermCountHint: Int { lastDraftTermCount.load(ordering: .relaxed) }

    /// Notes the pooled term count of a first batch (see ``draftTermCountHint``).
    func noteDraftTermCount(_ count: Int) { lastDraftTermCount.store(count, ordering: .relaxed) }

    /// The solved structure equal to `signature`, if one is kept (it becomes the most recently
    /// used).
    func snapshot(for signature: StructureSignature) -> SolverSnapshot? {
        entries.withLock { list in
            guard let i = list.lastIndex(where: { $0.signature == signature }) else { return nil }
            if i != list.count - 1 { list.append(list.remove(at: i)) }
            return list[list.count - 1].snapshot
        }
    }

    /// The signature of the structure used or kept last (the one the next batch most likely
    /// has: cells of one class come in runs), if any.
    var mostRecentSignature: StructureSignature? {
        entries.withLock { list in list.last?.signature }
    }

    /// Whether `signature` was seen (solved, or found not reusable).
    func contains(_ signature: StructureSignature) -> Bool {
        entries.withLock { list in list.contains { $0.signature == signature } }
    }

    /// Keeps a solved structure, or remembers that it could not be kept (nil), evicting the
    /// oldest beyond the capacity.
    func store(_ signature: StructureSignature, _ snapshot: SolverSnapshot?) {
        entries.withLock { list in
            guard !list.contains(where: { $0.signature == signature }) else { return }
            list.append(Entry(signature: signature, snapshot: snapshot))
            if list.count > Self.capacity { list.removeFirst(list.count - Self.capacity) }
        }
    }
}

/// The thread-specific slot of each thread's ``StructureTemplates`` (its destructor releases
/// the store when the thread ends).
private let threadStoreKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { pointer in
        guard let pointer = pointer as UnsafeMutableRawPointer? else { return }
        Unmanaged<StructureTemplates>.fromOpaque(pointer).release()
    }
    precondition(status == 0, "pthread_key_create failed (\(status)): no thread-specific slot left")
    return key
}()

extension LayoutEngine {
    /// Adds a batch of solver constraints (all or nothing, as `Solver.addConstraints(_:)`). A
    /// fitting engine's first batch starts from an equal solved structure when one is kept, and
    /// otherwise keeps its own solved state for the next cell of the same structure.
    func addToSolver(_ constraints: [Constraint]) throws(SolverError) {
        let isFirstBatch = isFitting && !structureReuse.firstBatchDone
        if isFitting { structureReuse.firstBatchDone = true }
        guard isFirstBatch, constraints.count <= StructureTemplates.largestBatch, !StructureTemplates.isDisabled else {
            try solver.addConstraints(constraints)
            return
        }
        let templates = StructureTemplates.current ?? StructureTemplates.forCurrentThread
        // Compared with the structure used last while computed: a cell of that structure writes
        // no signature of its own (see `ConstraintBatch.init(_:expected:)`).
        let batch = ConstraintBatch(constraints, expected: templates.mostRecentSignature)
        if let snapshot = templates.snapshot(for: batch.signature), solver.adopt(snapshot, for: batch) {
            structureReuse.adopted = true
            return
        }
        try solver.addConstraints(constraints)
        if !templates.contains(batch.signature) { templates.store(batch.signature, solver.snapshot(of: batch)) }
    }
}
