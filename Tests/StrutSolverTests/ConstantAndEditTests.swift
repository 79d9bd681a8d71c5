import Testing

@testable import StrutSolver

@Suite struct ConstantAndEditTests {
    @Test func setConstantMovesARequiredEquality() throws {
        // left == 8, width == 100, right == left + width: right = 108; left's constant → 20:
        // right = 120.
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let pin = left == 8.0
        try solver.addConstraints([pin, width == 100.0, right == left + width])
        #expect(solver.value(of: right) == 108)
        try solver.setConstant(-20, of: pin)  // left - 20 == 0
        #expect(solver.value(of: left) == 20)
        #expect(solver.value(of: right) == 120)
        #expect(solver.constant(of: pin) == -20)
    }

    @Test func setConstantOnASoftInequalityRespectsTheHierarchy() throws {
        // w ≥ 10 required, w ≤ 50 at 500 and w == 80 at 250: w = 50 (the 500 cap wins).
        // Raising the cap to 90 (w - 90 ≤ 0) lets w reach 80.
        let solver = Solver()
        let w = Variable("w")
        let cap = (w <= 50.0) | 500
        try solver.addConstraints([w >= 10.0, cap, (w == 80.0) | 250])
        #expect(solver.value(of: w) == 50)
        try solver.setConstant(-90, of: cap)
        #expect(solver.value(of: w) == 80)
        try solver.setConstant(-5, of: cap)  // w ≤ 5 at 500, but w ≥ 10 is required
        #expect(solver.value(of: w) == 10)
    }

    @Test func infeasibleRequiredConstantIsRolledBack() throws {
        // a ≥ 10 and b ≤ 5 (required), b ≥ a - 100; moving that constant to make b ≥ a
        // contradicts the other two. The old constant and every value stay.
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        let floor = a >= 10.0
        let cap = b <= 5.0
        let link = b >= a - 100.0
        try solver.addConstraints([floor, cap, link, (a == 30.0) | 100])
        let before = (solver.value(of: a), solver.value(of: b))
        let named = conflicts { () throws(SolverError) in try solver.setConstant(0, of: link) }
        #expect(named.map { Set($0.map(ObjectIdentifier.init)) == [ObjectIdentifier(floor), ObjectIdentifier(cap)] } == true)
        #expect(solver.constant(of: link) == 100)
        #expect(solver.value(of: a) == before.0)
        #expect(solver.value(of: b) == before.1)
        // Still usable: b ≥ a - 20 is feasible (a = 10…25 with b ≤ 5); a's wish 30 at 100
        // is now capped at b + 20 ≤ 25, so a = 25 and b = 5.
        try solver.setConstant(20, of: link)
        #expect(solver.value(of: a) == 25)
        #expect(solver.value(of: b) == 5)
    }

    @Test func suggestValueFollowsTheEditAndClamps() throws {
        // width edited at 750, 10 ≤ width ≤ 300 required: suggestions inside the range are
        // met, outside they clamp.
        let solver = Solver()
        let width = Variable("width")
        try solver.addConstraints([width >= 10.0, width <= 300.0])
        try solver.addEditVariable(width, priority: .defaultHigh)
        for (suggested, expected) in [(120.0, 120.0), (5.0, 10.0), (1000.0, 300.0), (299.5, 299.5)] {
            try solver.suggestValue(suggested, for: width)
            #expect(solver.value(of: width) == expected)
        }
    }

    @Test func editVariableLosesToAHigherRequiredChain() throws {
        // a chain right == left + w, w == 50 at 500; left edited at 750 and right edited at
        // 250: moving left moves right with it (right's edit is weaker than w's 500).
        let solver = Solver()
        let left = Variable("left"), w = Variable("w"), right = Variable("right")
        try solver.addConstraints([right == left + w, (w == 50.0) | 500])
        try solver.addEditVariable(left, priority: 750)
        try solver.addEditVariable(right, priority: 250)
        try solver.suggestValue(0, for: right)
        try solver.suggestValue(30, for: left)
        #expect(solver.value(of: left) == 30)
        #expect(solver.value(of: right) == 80)
        try solver.removeEditVariable(left)
        // Without left's edit, right's wish (0) is met by moving left: left = -50.
        #expect(solver.value(of: right) == 0)
        #expect(solver.value(of: left) == -50)
    }
}
