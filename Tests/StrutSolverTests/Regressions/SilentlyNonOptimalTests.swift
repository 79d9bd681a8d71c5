import Testing

@testable import StrutSolver

/// A system found by the soak's level-by-level oracle check (scripts/soak, seed 1: the constraints
/// it held after its calls). Added in one `addConstraints` call, the solver returns without error
/// at values near 1e17 with soft levels' errors between 5e15 and 2e17; added one by one, it ends
/// elsewhere but also far off (level 250: 2.5e10). The optimum's errors are at most about 3.3e5.
/// The required constraints hold only because the check's tolerance scales with the values. The
/// outcome depends on the last bits of the inputs (with 35 of the 74 constants one unit in the
/// last place away, as `JSONSerialization` reads them, the one-by-one adds reach the optimum).
///
/// The optimum per level is HiGHS's (`scripts/soak/highs-check.py`, SciPy 1.17.1: each level
/// minimised with every higher level held at its optimum), an LP solver sharing nothing with
/// Strut or the test oracle.
@Suite struct SilentlyNonOptimalTests {
    static let highsOptimum: [(level: Float, error: Double)] = [
        (999, 0), (751, 100.107833446), (750, 0), (500, 911.711588141), (250, 468.241589973), (50, 329491.581438),
        (1, 156144.677314),
    ]

    /// Records an issue per level where the solver's values miss HiGHS's optimum by more than a
    /// millionth of the level's error plus a tenth of the required tolerance of each member (as
    /// ``RegressionTests`` judges).
    static func checkOptimum(_ solver: Solver, _ system: RegressionSystem) {
        let x = system.variables.map { solver.value(of: $0) }
        for (level, best) in highsOptimum {
            let members = system.plain.filter { $0.priority == level }
            let actual = members.reduce(0.0) { $0 + $1.error(x) }
            let tolerance = 1e-6 * max(1, best) + members.reduce(0.0) { $0 + 0.1 * requiredTolerance($1, x) }
            if abs(actual - best) > tolerance { Issue.record("level \(level): error \(actual), optimum \(best)") }
        }
    }

    /// Known to fail (issue 13): the optimisation stops at a far-off vertex whose reduced costs
    /// all lie within the optimality tolerance. A fix turns the known issue into a failure
    /// ("known issue was not recorded"): then drop `withKnownIssue`.
    @Test(arguments: [true, false])
    func reachesTheOptimumOrThrows(inOneBatch: Bool) throws {
        let system = try RegressionSystem(json: Self.json)
        let solver = Solver()
        let before = EngineSnapshot(solver, variables: system.variables)
        do throws(SolverError) {
            if inOneBatch {
                try solver.addConstraints(system.constraints)
            } else {
                for constraint in system.constraints { try solver.addConstraint(constraint) }
            }
            withKnownIssue("issue 13: the solver ends far from the optimum (values near 1e17)") {
                Self.checkOptimum(solver, system)
            }
        } catch {
            guard case .numericalFailure = error else {
                Issue.record("unexpected error \(error): the required constraints are feasible")
                return
            }
            if inOneBatch {
                #expect(EngineSnapshot(solver, variables: system.variables) == before, "a failed batch changed the solver")
            }
        }
    }

    static let json = #"""
        {"variables":["x0","x1","x2","x3","x4","x5","x6","x7","x8","x9","x10","x11","x12","x13","x14","x15","x16","x17","x18","x19","x20","x21","x22","x23","x24","x25","x26","x27","x28","x29","x30","x31","x32","x33","x34","x35","x36","x37","x38","x39","x40"],"constraints":[{"terms":[[-0.5,"x8"]],"constant":21.020696809751442,"op":"<=","priority":1000.0},{"terms":[[2.0,"x2"],[-1.0,"x29"]],"constant":31.05343389663767,"op":"<=","priority":999.0},{"terms":[[-0.5,"x35"]],"constant":44.99298328281935,"op":">=","priority":750.0},{"terms":[[-0.5,"x6"],[-1.0,"x11"],[-0.64,"x28"],[-0.008552369271585354,"x37"]],"constant":20.06855517890893,"op":"<=","priority":1000.0},{"terms":[[-2.0,"x14"],[0.722,"x19"],[0.5,"x38"]],"constant":-152.5322422109465,"op":">=","priority":250.0},{"terms":[[-0.5,"x6"],[0.5,"x10"],[2.0,"x37"]],"constant":38.68612405369038,"op":"==","priority":751.0},{"terms":[[-0.5,"x0"],[-0.5,"x17"],[1.0,"x31"],[-0.839,"x36"]],"constant":268.91006445746837,"op":"==","priority":500.0},{"terms":[[2.0,"x27"]],"constant":151.5730624051492,"op":"==","priority":500.0},{"terms":[[0.5,"x10"],[1.0,"x31"]],"constant":-139.8542608109969,"op":">=","priority":500.0},{"terms":[[-2.592,"x18"],[0.5,"x33"],[1.0,"x36"]],"constant":-242.68974713242199,"op":"<=","priority":500.0},{"terms":[[1.37,"x12"],[1.0,"x23"],[2.0,"x39"]],"constant":1.961433327458053,"op":">=","priority":500.0},{"terms":[[-0.002765073714608385,"x15"],[0.5,"x37"]],"constant":-210.0537880169796,"op":"==","priority":250.0},{"terms":[[-2.893,"x12"],[-0.286,"x36"],[-2.0,"x39"]],"constant":-175.4410187949418,"op":">=","priority":750.0},{"terms":[[-1.0,"x4"],[-0.5,"x12"],[2.0,"x21"],[-0.5,"x34"]],"constant":-162.40771469235378,"op":"<=","priority":250.0},{"terms":[[-2.725,"x5"],[1.861,"x10"],[-0.5,"x20"],[2.0,"x27"]],"constant":98.96575791785716,"op":"<=","priority":751.0},{"terms":[[-1.0,"x4"],[0.5,"x23"],[0.007578611581653446,"x36"]],"constant":192.9107431464853,"op":"==","priority":999.0},{"terms":[[-0.611,"x10"],[1.0,"x23"],[-1.0,"x38"]],"constant":192.17043691286483,"op":"<=","priority":751.0},{"terms":[[2.0,"x1"],[0.5,"x5"],[-0.0003412752365218861,"x21"],[0.5,"x32"]],"constant":13.556093973617806,"op":"==","priority":1.0},{"terms":[[0.5,"x14"],[-0.0010895285798501852,"x25"],[2.0,"x32"],[-1.0,"x38"]],"constant":109.63996773169288,"op":">=","priority":751.0},{"terms":[[-2.0,"x24"],[-2.0,"x39"]],"constant":-157.8080710318214,"op":"<=","priority":50.0},{"terms":[[-2.0,"x1"],[-0.008178834621654049,"x10"],[2.0,"x27"],[0.008314076552356298,"x38"]],"constant":222.29341852672223,"op":"<=","priority":751.0},{"terms":[[-2.173,"x0"],[-0.5,"x12"],[-2.0,"x20"],[0.5,"x27"]],"constant":55.78633381210011,"op":">=","priority":750.0},{"terms":[[1.781,"x4"],[2.0,"x6"],[0.5,"x32"]],"constant":162.5261581542485,"op":"<=","priority":751.0},{"terms":[[-2.991,"x2"],[0.136,"x17"],[-1.0,"x29"],[-0.009297149187685426,"x37"]],"constant":-8.864463331597449,"op":"<=","priority":751.0},{"terms":[[1.438,"x3"],[-2.0,"x34"],[1.0,"x35"],[-2.0,"x40"]],"constant":87.58811536095874,"op":"==","priority":751.0},{"terms":[[2.0,"x16"],[-1.0,"x38"]],"constant":48.23148279091265,"op":"==","priority":750.0},{"terms":[[-1.475,"x5"],[-0.5,"x17"],[-0.5,"x23"]],"constant":258.79672411389924,"op":">=","priority":999.0},{"terms":[[-2.899,"x37"]],"constant":184.39582236274407,"op":"==","priority":1000.0},{"terms":[[2.0,"x19"],[2.0,"x37"]],"constant":-270.35641873523747,"op":">=","priority":1.0},{"terms":[[-1.912,"x4"],[-2.386,"x20"],[-0.007173414432295003,"x38"]],"constant":-57.81581659451747,"op":">=","priority":1000.0},{"terms":[[-1.247,"x38"]],"constant":57.436460313625446,"op":"<=","priority":500.0},{"terms":[[-1.0,"x9"],[-1.0,"x33"],[1.0,"x34"]],"constant":113.30470908115649,"op":"==","priority":751.0},{"terms":[[-1.667,"x13"],[-1.832,"x19"],[-0.5,"x35"]],"constant":229.46641405030812,"op":"==","priority":750.0},{"terms":[[0.0007237977266025687,"x15"],[-0.5,"x21"]],"constant":171.99056882032204,"op":">=","priority":751.0},{"terms":[[1.0,"x2"],[0.5,"x28"],[0.5,"x36"]],"constant":-100.87841699748893,"op":"==","priority":750.0},{"terms":[[2.574,"x26"],[-2.238,"x31"]],"constant":-156.0762500205764,"op":"==","priority":1000.0},{"terms":[[-0.008769679495940475,"x4"],[-0.131,"x11"],[0.5,"x16"],[0.005606005034079153,"x32"]],"constant":172.1974103697837,"op":">=","priority":751.0},{"terms":[[-1.0,"x6"],[-0.0014913662245995434,"x33"]],"constant":-58.534039388031545,"op":">=","priority":751.0},{"terms":[[-0.5,"x9"],[-0.191,"x11"],[0.00944534142333104,"x31"]],"constant":-76.47477803704925,"op":"<=","priority":751.0},{"terms":[[-2.0,"x5"],[0.004236167671461576,"x17"]],"constant":-42.56957813647392,"op":"<=","priority":50.0},{"terms":[[-1.0,"x14"],[2.0,"x17"],[0.5,"x24"]],"constant":-174.85086668175236,"op":"==","priority":999.0},{"terms":[[-2.0,"x5"],[-2.0,"x28"]],"constant":246.32083352923098,"op":"==","priority":50.0},{"terms":[[-2.228,"x1"],[2.724,"x14"],[-1.0,"x30"],[0.0009358525927090766,"x34"]],"constant":6.006728534339288,"op":"==","priority":999.0},{"terms":[[-0.5,"x37"]],"constant":-45.04080267736228,"op":"<=","priority":751.0},{"terms":[[1.0,"x9"],[0.5,"x16"],[0.006142508107772066,"x36"]],"constant":290.08139936112116,"op":"<=","priority":1.0},{"terms":[[-0.5,"x33"]],"constant":-24.67268523333105,"op":"==","priority":1000.0},{"terms":[[-0.00042732860957757325,"x0"],[2.0,"x3"],[-2.0,"x15"],[-0.476,"x32"]],"constant":286.9738008898288,"op":"<=","priority":1.0},{"terms":[[-1.967,"x10"],[-2.0,"x28"],[1.845,"x37"],[-2.0,"x40"]],"constant":206.48886945937923,"op":"==","priority":1000.0},{"terms":[[1.0,"x14"],[-0.5,"x34"],[0.009414309067440549,"x35"]],"constant":-243.65687954182889,"op":">=","priority":500.0},{"terms":[[-0.5,"x0"]],"constant":53.49267481593296,"op":"<=","priority":500.0},{"terms":[[1.794,"x8"],[-1.0,"x15"],[-0.5,"x33"]],"constant":-138.4671504292996,"op":">=","priority":751.0},{"terms":[[1.519,"x1"],[1.69,"x33"]],"constant":276.06148243256837,"op":"==","priority":250.0},{"terms":[[-0.312,"x40"]],"constant":-223.69006409167878,"op":"<=","priority":50.0},{"terms":[[-2.0,"x3"],[0.402,"x17"],[-0.5,"x25"],[-2.0,"x40"]],"constant":-192.17614463774748,"op":"==","priority":750.0},{"terms":[[1.006,"x13"],[1.505,"x32"]],"constant":31.248755926419012,"op":"==","priority":1000.0},{"terms":[[2.36,"x10"]],"constant":9.300817658795836,"op":"==","priority":500.0},{"terms":[[2.734,"x7"],[-0.5,"x19"],[0.5,"x29"]],"constant":231.9129824941989,"op":"<=","priority":50.0},{"terms":[[-2.0,"x25"],[-2.0,"x31"]],"constant":167.10706604228733,"op":"<=","priority":250.0},{"terms":[[1.6,"x0"]],"constant":-69.18593621828593,"op":">=","priority":1000.0},{"terms":[[1.0,"x30"]],"constant":-17.31902844203968,"op":"==","priority":1000.0},{"terms":[[-2.0,"x8"],[2.0,"x11"],[0.5,"x25"]],"constant":181.21925277697193,"op":">=","priority":1.0},{"terms":[[-1.0,"x11"],[-1.288,"x19"],[2.0,"x39"]],"constant":-103.03871523627024,"op":"==","priority":50.0},{"terms":[[-0.502,"x3"],[0.00239090764140752,"x21"],[-1.0,"x26"],[1.0,"x33"]],"constant":4.997176945236276,"op":"<=","priority":751.0},{"terms":[[-1.0,"x13"],[-0.5,"x23"],[-1.0,"x29"],[-0.5,"x30"]],"constant":-79.50316311471806,"op":">=","priority":250.0},{"terms":[[0.001832671556042124,"x37"],[-2.0,"x40"]],"constant":-224.410490516948,"op":"==","priority":500.0},{"terms":[[-0.5,"x8"]],"constant":118.49964552765545,"op":"==","priority":1.0},{"terms":[[0.681,"x7"],[-1.591,"x25"],[1.0,"x33"],[2.956,"x38"]],"constant":36.62466217806292,"op":"<=","priority":500.0},{"terms":[[2.2,"x3"]],"constant":-275.79272788962135,"op":"==","priority":999.0},{"terms":[[0.0036809868387704474,"x11"],[1.68,"x23"],[0.003939552925571963,"x24"]],"constant":71.98717281668425,"op":"==","priority":1000.0},{"terms":[[1.0,"x18"]],"constant":-38.959595306030046,"op":">=","priority":1000.0},{"terms":[[0.53,"x16"],[-2.482,"x20"],[-2.0,"x30"],[-0.005817033344767524,"x37"]],"constant":-156.63307672210038,"op":">=","priority":1000.0},{"terms":[[-0.0019126661802592818,"x36"]],"constant":-217.16536281373774,"op":">=","priority":250.0},{"terms":[[0.503,"x33"]],"constant":-75.28711210147364,"op":"==","priority":751.0},{"terms":[[-0.0012704485627187507,"x0"],[-0.009469662034952302,"x28"],[-1.63,"x29"]],"constant":13.6564323624257,"op":"<=","priority":1000.0}]}
        """#
}
