// Releasing a parked solver's scratch storage. The engine's per-call lists keep their storage
// between calls (``ReusableList``): right for a solver that keeps working, a cost for one
// that waits, perhaps for ever, between rare calls. A fitting engine kept by a cell (after its
// size is fitted and its subtree laid out) is such a solver; a feed of a thousand cells kept
// about 10 KB of empty lists each (the touched and invalidated symbols of the adoption, the
// journal's buffers, the walks' frontiers).

extension Solver {
    /// Frees the storage of the engine's scratch lists that hold nothing between calls: the
    /// next call that needs one grows it again. Nothing the solver reports or will read
    /// changes (a list holding something, the last change report's symbols or the symbols
    /// written since it, is kept as is).
    ///
    /// - Complexity: O(1) (a few buffers freed).
    package func releaseScratchStorage() {
        engine.releaseScratchStorage()
    }
}

extension Engine {
    /// See ``Solver/releaseScratchStorage()``. Nothing while a call or a transaction is open.
    mutating func releaseScratchStorage() {
        guard !callOpen, !journaling else { return }
        // Each only when it holds storage: an assignment of an empty list is a release and a
        // retain of the empty singleton, not nothing.
        if touched.isEmpty && touched.retainedStorage > 0 { touched = ReusableList() }
        if invalidated.isEmpty && invalidated.retainedStorage > 0 { invalidated = ReusableList() }
        if changeScratch.isEmpty && changeScratch.retainedStorage > 0 { changeScratch = ReusableList() }
        // Pure scratch: filled and emptied within one walk or one call.
        if verificationScratch.retainedStorage > 0 { verificationScratch = ReusableList() }
        if deepReads.retainedStorage > 0 { deepReads = ReusableList() }
        // The local check's list: filled afresh by each call's check (``symbolsWrittenByCall``),
        // read only within that call (its plan copies what it keeps).
        if writtenSymbols.retainedStorage > 0 { writtenSymbols = ReusableList() }
        if !frontierScratch.isEmpty { frontierScratch = [] }
        if holderScratch.capacity > 0 { holderScratch = [] }
        // The journal is emptied when its transaction ends (``clearJournal()``).
        if journal.isEmpty && journal.retainedStorage > 0 { journal = ReusableList() }
        if journalCells.isEmpty && journalCells.retainedStorage > 0 { journalCells = ReusableList() }
        if journalIndexes.isEmpty && journalIndexes.retainedStorage > 0 { journalIndexes = ReusableList() }
        if journalCosts.isEmpty && journalCosts.retainedStorage > 0 { journalCosts = ReusableList() }
    }
}
