@testable import StrutSolver

/// A row of six boxes between two walls, shared by the journal and scratch-storage tests:
/// `x[i+1] ≥ x[i] + w[i]`, widths at least 10 and preferably 60 (250), preferred positions
/// `70·i` (100), the right wall at most 400 and an edit variable (750). Suggesting the wall's
/// value pivots, journals and walks the solver's lists.
func rowOfBoxes(in solver: Solver) throws -> (xs: [Variable], ws: [Variable], wall: Variable) {
    let xs = (0..<6).map { Variable("x\($0)") }, ws = (0..<6).map { Variable("w\($0)") }
    let wall = Variable("wall")
    var constraints: [Constraint] = [xs[0] >= 0.0, wall <= 400.0]
    for i in 0..<6 {
        constraints.append(ws[i] >= 10.0)
        constraints.append((ws[i] == 60.0) | 250)
        constraints.append((xs[i] == Double(70 * i)) | 100)
        constraints.append(i + 1 < 6 ? xs[i + 1] >= xs[i] + ws[i] : wall >= xs[i] + ws[i])
    }
    try solver.addConstraints(constraints)
    try solver.addEditVariable(wall, priority: 750)
    return (xs, ws, wall)
}
