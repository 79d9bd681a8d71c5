/// Counters of the work the bridge between views and the solver asked the solver to do, for tests
/// and benchmarks (churn immunity is asserted on these numbers).
public struct EngineStatistics: Sendable, Hashable, CustomStringConvertible {
    /// Rows added to the solver (constraints activated, internal constraints generated).
    public var rowsAdded = 0
    /// Rows removed from the solver.
    public var rowsRemoved = 0
    /// In-place constant updates (`Solver.setConstant(_:of:)`).
    public var constantsChanged = 0
    /// In-place priority updates (`Solver.setPriority(_:of:)`).
    public var prioritiesChanged = 0
    /// Removals cancelled by an equal addition in the same pass: the row was handed over, at no cost.
    public var rowsReused = 0
    /// Required constraints broken to recover from unsatisfiable constraints.
    public var constraintsBroken = 0
    /// Batches of changes applied.
    public var flushes = 0
    /// Solver calls that failed for a reason other than a conflict (a numerical failure, a
    /// non-finite result), and passes that stopped at a round limit; each is also written to the
    /// window's ``Window/diagnosticLog``.
    public var engineErrors = 0
    /// Fitted frame-placed subtrees that joined the tree as layout islands: laid out in the
    /// engine their `systemLayoutSizeFitting` left, adding no rows to this one.
    public var islandsFormed = 0
    /// Islands solved at their view's size during layout passes.
    public var islandSolves = 0
    /// Islands whose constraints moved into this engine (a constraint crossed the island's
    /// boundary, a debugging call asked about the whole tree, a conflict).
    public var islandsMerged = 0

    /// All counters at zero.
    public init() {}

    /// Solver operations: additions, removals, constant and priority updates.
    public var solverOperations: Int { rowsAdded + rowsRemoved + constantsChanged + prioritiesChanged }

    /// The text, as printed in logs.
    public var description: String {
        "added \(rowsAdded), removed \(rowsRemoved), constants \(constantsChanged), priorities \(prioritiesChanged), reused \(rowsReused), broken \(constraintsBroken), flushes \(flushes)"
            + (engineErrors > 0 ? ", errors \(engineErrors)" : "")
    }
}
