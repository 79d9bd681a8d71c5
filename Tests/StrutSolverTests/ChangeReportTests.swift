import Testing

@testable import StrutSolver

/// The in-place change report (`withChangedVariables`) and the four-value read give what
/// `fetchChangedVariables` and `value(of:)` give.
@Suite struct ChangeReportTests {
    /// A row of `count` boxes: `l[i] == l[i-1] + w + 8`, widths 20, the head's left editable.
    func row(_ count: Int) throws -> (Solver, [Variable]) {
        let solver = Solver()
        var lefts: [Variable] = []
        for i in 0..<count {
            let l = Variable("l\(i)"), w = Variable("w\(i)")
            try solver.addConstraints([w == 20.0])
            if let previous = lefts.last {
                try solver.addConstraints([l == previous + 28.0])
            }
            lefts.append(l)
        }
        try solver.addEditVariable(lefts[0], priority: 800)
        _ = solver.fetchChangedVariables()  // the first report: every non-zero variable
        return (solver, lefts)
    }

    /// The report of `solver` as (name, value) pairs, read in place (twice: a list can be read again).
    func reportInPlace(_ solver: Solver) -> [(String, Double)] {
        solver.withChangedVariables { list in
            var first: [(String, Double)] = []
            list.forEachChange { variable, value in first.append((variable.name, value)) }
            var second: [(String, Double)] = []
            list.forEachChange { variable, value in second.append((variable.name, value)) }
            #expect(first.map(\.0) == second.map(\.0))
            #expect(list.isEmpty == first.isEmpty)
            return first
        }
    }

    @Test func inPlaceReportMatchesTheFetchedOne() throws {
        let (a, lefts) = try row(40)
        let (b, otherLefts) = try row(40)
        for step in [8.0, 13.0, 13.0, -4.0, 0.0] {
            try a.suggestValue(step, for: lefts[0])
            try b.suggestValue(step, for: otherLefts[0])
            let fetched = a.fetchChangedVariables().map { ($0.name, a.value(of: $0)) }
            let inPlace = reportInPlace(b)
            #expect(fetched.map(\.0) == inPlace.map(\.0))
            #expect(fetched.map(\.1) == inPlace.map(\.1))
        }
    }

    @Test func inPlaceReportValuesAreTheCurrentValues() throws {
        let (solver, lefts) = try row(12)
        try solver.suggestValue(100, for: lefts[0])
        let report = reportInPlace(solver)
        #expect(report.count == 12)
        let byName = Dictionary(uniqueKeysWithValues: report)
        for (i, left) in lefts.enumerated() {
            #expect(byName["l\(i)"] == solver.value(of: left))
        }
        #expect(reportInPlace(solver).isEmpty)
    }

    @Test func fourValuesMatchSingleReads() throws {
        let (solver, lefts) = try row(6)
        try solver.suggestValue(3, for: lefts[0])
        let unknown = Variable("unknown")
        let (p, q, r, s) = solver.values(lefts[1], lefts[5], unknown, lefts[0])
        #expect(p == solver.value(of: lefts[1]))
        #expect(q == solver.value(of: lefts[5]))
        #expect(r == 0)
        #expect(s == 3)
        // With invalidations pending (a suggestion not yet read back), the same.
        try solver.suggestValue(9, for: lefts[0])
        let (u, v, w, x) = solver.values(lefts[1], lefts[5], unknown, lefts[0])
        #expect([u, v, w, x] == [solver.value(of: lefts[1]), solver.value(of: lefts[5]), 0, 9])
    }
}
