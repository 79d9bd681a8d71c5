import SolverWorkloads
import StrutSolver

// `SolverVsKiwi count CASE K`: Strut's half of scripts/bench/count-enaml.sh. One enaml_like case
// repeated K times, untimed, for callgrind: the instructions of one operation are
// (I(K2) - I(K1)) / (K2 - K1). The same cases as scripts/bench/kiwi_count.cpp.

extension Harness {
    /// Runs `name` (`build`, `cycle`, `same` or `indepN`, N views) `count` times; returns false for an unknown case.
    func runCount(_ name: String, _ count: Int) throws(SolverError) -> Bool {
        switch name {
        case "build":
            for _ in 0..<count {
                let solver = Solver()
                let form = try EnamlLike.build(in: solver)
                update(solver)
                consume(solver.value(of: form[.contentsRight]))
            }
        case "cycle", "same":
            let solver = Solver()
            let form = try EnamlLike.build(in: solver)
            for step in 0..<count {
                let size = EnamlLike.sizes[name == "cycle" ? step % EnamlLike.sizes.count : 0]
                try solver.suggestValue(size.width, for: form.width)
                try solver.suggestValue(size.height, for: form.height)
                update(solver)
            }
        case _ where name.hasPrefix("split"):
            // `splitN`: as `indepN`, timing the builds and the teardowns apart (CPU-time split
            // of the timed build, printed per constraint in nanoseconds).
            guard let views = Int(name.dropFirst("split".count)), views > 0 else { return false }
            var building = 0.0, tearing = 0.0
            for _ in 0..<count {
                let start = monotonicNanoseconds()
                var solver: Solver? = Solver()
                var built: [IndependentViews.View]? = try IndependentViews.build(views, in: solver!)
                let middle = monotonicNanoseconds()
                solver = nil
                built = nil
                let end = monotonicNanoseconds()
                building += Double(middle - start)
                tearing += Double(end - middle)
                consume(Double(built?.count ?? 0) + (solver == nil ? 0 : 1))
            }
            let constraints = Double(count * views * IndependentViews.constraintsPerView)
            print(
                "split\t\(views)\tbuild_ns_per_constraint\t\(building / constraints)\tteardown_ns_per_constraint\t\(tearing / constraints)")
        case _ where name.hasPrefix("indep"):
            // `indepN`: K builds of N independent views, each solver released after its build
            // (the teardown counted, as the timed build times it).
            guard let views = Int(name.dropFirst("indep".count)), views > 0 else { return false }
            for _ in 0..<count {
                let solver = Solver()
                let built = try IndependentViews.build(views, in: solver)
                consume(solver.value(of: built[views - 1].width))
            }
        default:
            return false
        }
        return true
    }
}
