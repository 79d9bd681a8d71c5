/// Counters describing the tableau and the work done, for benchmarks and tests.
public struct SolverStatistics: Sendable, Hashable {
    /// Rows in the tableau (one per basic symbol).
    public var rows = 0
    /// Cells (non-zero coefficients) over all rows.
    public var cells = 0
    /// Constraints added by the user (edit variables' hidden equalities not included).
    public var constraints = 0
    /// Variables the solver has seen.
    public var variables = 0
    /// Pivots since the solver was created (primal, dual and removal pivots).
    public var pivots = 0
    /// Cells in the longest row.
    public var largestRow = 0
    /// Rows kept as lazy definitions (external variables defined through other basic ones).
    public var lazyRows = 0
    /// Distinct non-required priorities that have been used (objective levels).
    public var priorityLevels = 0
    /// Calls whose result failed the check after every call and were carried out by rebuilding
    /// the tableau from the constraints instead (see <doc:NumericalRobustness>).
    public var recoveries = 0
    /// Whole systems solved afresh: tableaus rebuilt from the constraints (kept or not) and
    /// fresh solves of every required constraint that confirm an unsatisfiable verdict. An
    /// unsatisfiable add or constant change whose conflicting set conflicts on its own needs
    /// none (see <doc:NumericalRobustness>).
    public var rebuilds = 0
    public init() {}
}
