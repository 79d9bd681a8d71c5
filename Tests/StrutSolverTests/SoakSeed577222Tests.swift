import Testing

@testable import StrutSolver

/// Soak seed 577222 (39 variables, 58 constraints; found by stop 43's soak, present since
/// 025ef23 at least): the third suggestion was accepted with `0.5·x8 + 0.2411 ≤ 0` (required)
/// 1.30× its tolerance off. x8 is a definition reading, with coefficient 0.25, a definition that
/// reads with coefficient 4 a direct reader of two rows the call wrote (`0.591·s77 − s85`, values
/// 3.9e5 and 2.3e5 that cancel to 330). The composed coefficients of those two paths on the
/// shifted symbol cancel in exact arithmetic and leave 8.6e-10 in the tableau (its rows carry
/// relative errors of about 1e-12 from earlier substitutions), so the direct reader's value is
/// off by about 2.6e-7 — within its own constraints' tolerance (their terms are near 300) but not
/// within x8's (its terms are below 1). The chain's composed gain is 1 × 4 × 0.25 = 1, where the
/// amplifying walk stops, so x8 was never checked. The walk now also carries the magnitude of
/// what the direct reader summed and lists a definition whose carried magnitude exceeds 1e4
/// times its own value: the suggestion recovers by a rebuild, and every required constraint
/// holds after every call.
@Suite struct SoakSeed577222Tests {
    @Test func suggestionsKeepEveryRequiredConstraintWithinItsTolerance() {
        var draw = SoakDraw(seed: 577222, smallShare: 0.1)
        let (system, vars, all) = (draw.system, draw.variables, draw.constraints)
        #expect(vars.count == 39 && all.count == 58)
        let solver = Solver()
        var plain = system.plain
        func worst(_ held: [Int], _ plain: [PlainConstraint]) -> Double {
            let x = vars.map { solver.value(of: $0) }
            #expect(x.allSatisfy { $0.isFinite })
            return worstRequiredViolation(held.map { plain[$0] }, x)
        }
        let held = draw.replayAddsAndRemovals(on: solver) { held in #expect(worst(held, plain) <= 1) }
        #expect(worst(held, plain) <= 1)
        draw.replaySoftChanges(on: solver, held: held, plain: &plain) { call, now in #expect(worst(held, now) <= 1, "after \(call)") }
        let edited = vars[Int.random(in: 0..<vars.count, using: &draw.rng)]
        #expect(edited === vars[3])
        #expect((try? solver.addEditVariable(edited, priority: 900)) != nil)
        #expect(worst(held, plain) <= 1)
        var accepted = 0
        for _ in 0..<3 {
            let value = Double.random(in: -400...400, using: &draw.rng)
            if (try? solver.suggestValue(value, for: edited)) != nil { accepted += 1 }
            let off = worst(held, plain)
            #expect(off <= 1, "after suggesting \(value): a required constraint \(off)× its tolerance off")
        }
        #expect(accepted == 3)
        // The third suggestion recovered by a rebuild (before, it was kept with x8 at
        // −0.48226201172624883), which puts x8 exactly on its bound: 2 × 0.24113113574296108.
        #expect(solver.engine.recoveries == 1)
        #expect(solver.value(of: vars[8]) == -0.48226227148592216)
    }
}
