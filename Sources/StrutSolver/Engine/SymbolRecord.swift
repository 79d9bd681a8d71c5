/// Everything the engine's hot paths read or write about one symbol, in one 64-byte record:
/// a pivot or substitution reads the target's flags and row and writes its journal stamps; a
/// value refresh reads a lazy row's flags, row and cached value; the change report reads the
/// last reported value; a constant shift reads the row and writes a stamp. Kept apart, these
/// were five arrays (five cache lines, five allocations per engine); together they are one.
///
/// The per-symbol data read alone or rarely stays in arrays of its own: the costs
/// (`objective`, strided by level), the column and dependents lists (``IndexLists``) and the
/// row builder's scratch (`accumulator`).
struct SymbolRecord {
    /// The row of a basic symbol (empty for a parametric one).
    var row = Row()
    /// Kind, state, bookkeeping bits and owning constraint record (see ``SymbolFlags``).
    var flags: SymbolFlags
    /// The journal's first-touch stamps and the walks' visit stamp (see ``SymbolStamps``).
    var stamps = SymbolStamps()
    /// The cached value of a lazy row (valid while `flags.lazyValid`).
    var lazyValue = 0.0
    /// The value last reported as changed (externals).
    var lastReported = 0.0

    init(flags: SymbolFlags) {
        self.flags = flags
    }
}
