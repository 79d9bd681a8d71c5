extension Solver {
    /// Variables not uniquely determined: each can move, with every required constraint
    /// still satisfied and no priority level's total error increased. Each comes with an
    /// ``AmbiguousVariable/alternativeValue`` that proves it. Ordered by when the solver
    /// first saw the variable.
    ///
    /// Detects every variable that moves along one non-basic direction of the optimal face
    /// (the usual case: a variable or a gap nothing pins down).
    ///
    /// - Complexity: O(cells of the tableau) — a diagnostic, not for every frame.
    public func ambiguousVariables() -> [AmbiguousVariable] {
        engine.ambiguities().compactMap { w in
            guard w.symbol < variablesBySymbol.count, let v = variablesBySymbol[w.symbol] else { return nil }
            return AmbiguousVariable(variable: v, value: w.value, alternativeValue: w.alternative)
        }
    }
}
