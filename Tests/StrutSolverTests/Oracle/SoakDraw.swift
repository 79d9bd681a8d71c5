@testable import StrutSolver

/// A random system drawn as scripts/soak draws it for one seed: the ``RandomSystem``, its
/// variables `x0, x1, …`, its constraints, a random add order, and the generator left where
/// the soak's next draw (one batch or single adds, then the incremental calls) reads it. The
/// soak, the large property tests and the tests replaying a soak seed share it, so that a seed
/// means the same system and the same calls everywhere.
struct SoakDraw {
    let system: RandomSystem
    let variables: [Variable]
    let constraints: [Constraint]
    let order: [Int]
    var rng: SplitMix

    init(seed: UInt64, variables: ClosedRange<Int> = 15...60, constraints: ClosedRange<Int> = 40...200, smallShare: Double) {
        system = RandomSystem(seed: seed, variables: variables, constraints: constraints, smallShare: smallShare)
        rng = SplitMix(seed: seed ^ 0x5EED)
        self.variables = (0..<system.variableCount).map { Variable("x\($0)") }
        self.constraints = system.constraints(over: self.variables)
        order = Array(self.constraints.indices).shuffled(using: &rng)
    }
}
