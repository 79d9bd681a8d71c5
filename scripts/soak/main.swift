// The soak driver (see soak.sh). Compiled in one module with the solver, the generator and the
// oracle, so it reads the engine's internals directly.
import Foundation

@main
struct Soak {
    static func snapshot(_ solver: Solver, _ variables: [Variable]) -> [UInt64] {
        var bits: [UInt64] = []
        let e = solver.engine
        for s in 0..<e.symbolCount {
            bits.append(UInt64(e.perSymbol[s].flags.state.rawValue))
            bits.append(e.perSymbol[s].row.constant.bitPattern)
            for cell in e.perSymbol[s].row.cells { bits.append(UInt64(cell.symbol)); bits.append(cell.coefficient.bitPattern) }
        }
        // Non-zero costs per priority level: a call may add an empty level before its
        // transaction, which reshapes the array without changing any cost.
        for l in 0..<e.levelCount {
            for s in 0..<e.symbolCount where e.objective[s * e.levelCount + l] != 0 {
                bits += [UInt64(e.levelPriorities[l].bitPattern), UInt64(s), e.objective[s * e.levelCount + l].bitPattern]
            }
        }
        bits += variables.map { solver.value(of: $0).bitPattern }
        return bits
    }

    nonisolated(unsafe) static var failures: [String] = []
    nonisolated(unsafe) static var refusals = 0
    nonisolated(unsafe) static var calls = 0
    /// SOAK_TRACE=1: each accepted call's largest value and the rebuild counters.
    nonisolated(unsafe) static var trace = ProcessInfo.processInfo.environment["SOAK_TRACE"] != nil

    static func attempt(_ solver: Solver, _ vars: [Variable], _ seed: UInt64, _ what: String, _ body: () throws(SolverError) -> Void)
        -> Bool
    {
        calls += 1
        let before = snapshot(solver, vars)
        do throws(SolverError) {
            try body()
            if trace {
                let big = vars.map { abs(solver.value(of: $0)) }.max() ?? 0
                print("  \(what): max |x| \(big), rebuilds \(solver.engine.rebuilds), recoveries \(solver.engine.recoveries), review replacements \(solver.engine.reviewReplacements)")
            }
            return true
        } catch {
            switch error {
            case .numericalFailure, .nonFiniteResult: refusals += 1
            default: failures.append("seed \(seed) \(what): unexpected \(error)")
            }
            if snapshot(solver, vars) != before { failures.append("seed \(seed) \(what): a refused call changed the solver") }
            return false
        }
    }

    static func check(_ solver: Solver, _ vars: [Variable], _ plain: [PlainConstraint], _ seed: UInt64, _ what: String) {
        let x = vars.map { solver.value(of: $0) }
        if !x.allSatisfy({ $0.isFinite }) { failures.append("seed \(seed) \(what): non-finite value") }
        let worst = worstRequiredViolation(plain, x)
        if worst > 1 { failures.append("seed \(seed) \(what): required constraint off by \(worst) x tolerance") }
    }

    /// Writes the constraints a system ended with and the solver's values as JSON, for
    /// `highs-check.py` (an independent LP solver's verdict on the same question).
    static func dump(_ constraints: [PlainConstraint], _ x: [Double], to path: String) {
        func list(_ values: [Double]) -> String { "[" + values.map { "\($0)" }.joined(separator: ", ") + "]" }
        let rows = constraints.map { c in
            "{\"a\": \(list(c.coefficients)), \"b\": \(c.constant), \"rel\": \"\(c.relation)\", \"p\": \(c.priority)}"
        }
        let json = "{\"x\": \(list(x)),\n\"constraints\": [\n" + rows.joined(separator: ",\n") + "]}\n"
        try? json.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The process's CPU time in seconds. A system's time is measured in CPU time, not on the wall
    /// clock: the soak runs at `nice -n 19` beside other work and is paused (SIGSTOP) while
    /// benchmarks run, and neither may make a system look slow.
    static func cpuSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }

    static func main() {
        let args = CommandLine.arguments
        let requested = args.count > 1 ? Int(args[1]) ?? 1_000_000 : 1_000_000
        let first = args.count > 2 ? UInt64(args[2]) ?? 0 : 0
        var slowest = (seconds: 0.0, seed: UInt64(0), size: "")
        var oracleChecks = 0
        // SOAK_ORACLE_EVERY=1 checks every system against the oracle (to replay one seed).
        let oracleEvery = max(1, Int(ProcessInfo.processInfo.environment["SOAK_ORACLE_EVERY"] ?? "") ?? 1_000)
        var flagged: [UInt64] = []
        var inconclusive: [UInt64] = []
        let start = Date()
        // SOAK_SEEDS=1,6,9 replays those seeds only (COUNT and FIRST are then ignored).
        let listed = (ProcessInfo.processInfo.environment["SOAK_SEEDS"] ?? "").split(separator: ",").compactMap { UInt64($0) }
        let count = listed.isEmpty ? requested : listed.count
        for i in 0..<count {
            let seed = listed.isEmpty ? first + UInt64(i) : listed[i]
            let t0 = Soak.cpuSeconds()
            let share = seed % 4 == 3 ? 0.5 : 0.1  // by seed, so that one seed re-runs alone
            let draw = SoakDraw(seed: seed, smallShare: share)
            let (system, vars, all, order) = (draw.system, draw.variables, draw.constraints, draw.order)
            var rng = draw.rng
            let solver = Solver()
            // SOAK_FORCE_REBUILD=1: every call rebuilds (recovery forced), to compare with the incremental path.
            if ProcessInfo.processInfo.environment["SOAK_FORCE_REBUILD"] != nil { solver.forcesRecoveryForTesting = true }
            var held: [Int] = []
            if Bool.random(using: &rng) {
                if attempt(solver, vars, seed, "batch add", { () throws(SolverError) in try solver.addConstraints(order.map { all[$0] }) })
                {
                    held = order
                }
            } else {
                for k in order where attempt(solver, vars, seed, "add \(k)", { () throws(SolverError) in try solver.addConstraint(all[k]) })
                {
                    held.append(k)
                }
            }
            var plain = system.plain
            check(solver, vars, held.map { plain[$0] }, seed, "after adds")
            // SOAK_DUMP_ADDS=dir: the system and values right after the adds (to find the call that goes wrong).
            if let dir = ProcessInfo.processInfo.environment["SOAK_DUMP_ADDS"] {
                dump(held.map { plain[$0] }, vars.map { solver.value(of: $0) }, to: "\(dir)/seed-\(seed)-adds.json")
            }
            for _ in 0..<4 where !held.isEmpty {
                let j = Int.random(in: 0..<held.count, using: &rng)
                if attempt(solver, vars, seed, "remove", { () throws(SolverError) in try solver.removeConstraint(all[held[j]]) }) {
                    held.remove(at: j)
                }
            }
            // SOAK_DUMP_REMOVALS=dir: the system and values right after the removals (for tests).
            if let dir = ProcessInfo.processInfo.environment["SOAK_DUMP_REMOVALS"] {
                dump(held.map { plain[$0] }, vars.map { solver.value(of: $0) }, to: "\(dir)/seed-\(seed)-removals.json")
            }
            let soft = held.filter { !plain[$0].isRequired }
            for k in soft.shuffled(using: &rng).prefix(4) {
                let value = Double.random(in: -300...300, using: &rng)
                if attempt(solver, vars, seed, "setConstant", { () throws(SolverError) in try solver.setConstant(value, of: all[k]) }) {
                    plain[k].constant = value
                }
            }
            for k in soft.shuffled(using: &rng).prefix(3) {
                let p = RandomSystem.priorities.dropFirst().randomElement(using: &rng)!
                if attempt(solver, vars, seed, "setPriority", { () throws(SolverError) in try solver.setPriority(Priority(p), of: all[k]) })
                {
                    plain[k].priority = p
                }
            }
            if let dir = ProcessInfo.processInfo.environment["SOAK_DUMP_ADDS"] {
                dump(held.map { plain[$0] }, vars.map { solver.value(of: $0) }, to: "\(dir)/seed-\(seed)-changes.json")
            }
            check(solver, vars, held.map { plain[$0] }, seed, "after changes")
            let edited = vars[Int.random(in: 0..<vars.count, using: &rng)]
            let editing = attempt(solver, vars, seed, "addEdit") { () throws(SolverError) in
                try solver.addEditVariable(edited, priority: 900)
            }
            for _ in 0..<3 where editing {
                let value = Double.random(in: -400...400, using: &rng)
                _ = attempt(solver, vars, seed, "suggest") { () throws(SolverError) in try solver.suggestValue(value, for: edited) }
                check(solver, vars, held.map { plain[$0] }, seed, "after suggest")
            }
            if editing {
                _ = attempt(solver, vars, seed, "removeEdit") { () throws(SolverError) in try solver.removeEditVariable(edited) }
            }
            check(solver, vars, held.map { plain[$0] }, seed, "after removing the edit")
            let seconds = Soak.cpuSeconds() - t0
            if seconds > slowest.seconds {
                slowest = (seconds, seed, "\(system.variableCount) variables, \(system.plain.count) constraints")
            }
            if i % oracleEvery == oracleEvery - 1 {
                oracleChecks += 1
                let kept = held.map { plain[$0] }
                let x = vars.map { solver.value(of: $0) }
                // Each level against the best the oracle reaches with every higher level held at
                // the solution's own error (HierarchyOracle+Solution.swift): an ill-conditioned
                // system's optimum is not a chain the Double oracle can follow exactly.
                let verdicts = HierarchyOracle.levelsImprovable(kept, variables: vars.count, at: x) { level, actual in
                    var slack = 1e-6 * max(1, actual)
                    for c in kept where c.priority == level {
                        var scale = max(1, abs(c.constant))
                        for (a, v) in zip(c.coefficients, x) { scale = max(scale, abs(a * v)) }
                        slack += 1e-8 * scale
                    }
                    return slack
                }
                if !verdicts.isEmpty, let dir = ProcessInfo.processInfo.environment["SOAK_DUMP_DIR"] {
                    dump(kept, x, to: "\(dir)/seed-\(seed).json")
                }
                // The dense oracle can be wrong on such systems too: a flagged system is decided
                // by scripts/soak/highs-check.py on its dump.
                if verdicts.contains(where: { $0.best != nil }) { flagged.append(seed) }
                if verdicts.contains(where: { $0.best == nil }) { inconclusive.append(seed) }
            }
            // Progress every 10 systems for the first 1,000, then every 1,000.
            if (i + 1) % (i < 1_000 ? 10 : 1_000) == 0 || i == count - 1 {
                let elapsed = Date().timeIntervalSince(start)
                print(
                    "systems \(i + 1) calls \(calls) failures \(failures.count) refusals \(refusals) oracle \(oracleChecks) (flagged \(flagged.count), inconclusive \(inconclusive.count)) "
                        + "slowest \(String(format: "%.1f", slowest.seconds * 1000)) ms CPU (seed \(slowest.seed), \(slowest.size)) "
                        + "elapsed \(Int(elapsed)) s")
                for f in failures.prefix(5) { print("  " + f) }
                for (title, seeds) in [("flagged by the oracle", flagged), ("oracle inconclusive", inconclusive)] where !seeds.isEmpty {
                    print("  \(title) (seeds): " + seeds.prefix(20).map(String.init).joined(separator: ", "))
                }
                fflush(stdout)
            }
        }
    }
}
