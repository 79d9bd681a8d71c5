import SolverWorkloads
import StrutSolver
import Testing

/// The transcribed enaml_like list is kiwi's: counts from ../shared/reference/cassowary-solvers.md
/// §2.2, and solved values worked out by hand from the constraints.
struct EnamlLikeTests {
    @Test func listHasKiwisCountsByRelationAndStrength() {
        var counts: [String: Int] = [:]
        for spec in EnamlLike.constraintSpecs {
            counts["\(spec.relation) \(spec.strength)", default: 0] += 1
        }
        // Reference §2.2: >= 67 (required 53, strong 12, smedium 2); == 42 (required 4, strong 12,
        // medium 2, weak 3, mmedium 21); <= 2 (smedium).
        #expect(EnamlLike.constraintSpecs.count == 111)
        #expect(
            counts == [
                ">= required": 53, ">= strong": 12, ">= smedium": 2,
                "== required": 4, "== strong": 12, "== medium": 2, "== weak": 3, "== mmedium": 21,
                "<= smedium": 2,
            ])
        #expect(EnamlLike.Var.allCases.count == 37)
    }

    @Test func fingerprintIsTheOneTheCppHarnessPrints() {
        // Printed by scripts/bench/kiwi_harness.cpp from its own transcription (kiwi_workloads.h).
        #expect(
            EnamlLike.fingerprint
                == "constraints=111 eq/ge/le=42/67/2 req/strong/smedium/mmedium/medium/weak=57/24/4/21/2/3"
                + " terms1/2/3/4=59/17/32/3 checksum=-503604600")
    }

    /// Translation-invariant values at 400 × 600 (the form's position is not determined, so only
    /// sizes and distances are asserted):
    /// - contents: right − left = width − 10 − 10 = 380; bottom − top = 600 − 20 = 580.
    /// - label widths: lb1 `>= 67` strong with `== 67` weak → 67; the mmedium chain
    ///   `fl1left = lb1left + lb1width + 10`, with fl1left = midline (strong) and
    ///   lb1left = contents_left (mmedium) → midline − contents_left = 77.
    /// - lb2width, lb3width: pulled to midline − contents_left − 10 = 67 by mmedium equalities,
    ///   which beat their weak preferences (66, 24) and satisfy their strong minimums.
    /// - field widths: contents_right − midline = 380 − 77 = 303 (mmedium); ctwidth too.
    /// - heights: labels 16, fields 21 (strong equalities), ctheight 24 (smedium).
    @Test func solvedSizesMatchHandComputation() throws {
        let solver = Solver()
        let form = try EnamlLike.build(in: solver)
        try solver.suggestValue(400, for: form.width)
        try solver.suggestValue(600, for: form.height)
        func v(_ variable: EnamlLike.Var) -> Double { solver.value(of: form[variable]) }
        #expect(v(.contentsRight) - v(.contentsLeft) == 380)
        #expect(v(.contentsBottom) - v(.contentsTop) == 580)
        #expect(v(.midline) - v(.contentsLeft) == 77)
        #expect([v(.lb1Width), v(.lb2Width), v(.lb3Width)] == [67, 67, 67])
        #expect([v(.fl1Width), v(.fl2Width), v(.ctwidth)] == [303, 303, 303])
        #expect([v(.lb1Height), v(.lb2Height), v(.lb3Height)] == [16, 16, 16])
        #expect([v(.fl1Height), v(.fl2Height), v(.fl3Height)] == [21, 21, 21])
        #expect(v(.ctheight) == 24)
    }
}
