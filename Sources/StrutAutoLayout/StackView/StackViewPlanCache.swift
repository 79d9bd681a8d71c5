import Synchronization

/// Constraint plans by configuration, so that stacks configured alike (the same stack in every
/// cell of a list) plan once: a plan depends on its configuration alone
/// (``StackViewConstraintPlan/init(_:)`` touches no view), so a remembered plan is the plan.
/// Bounded: when full it is emptied (configurations in an app are few; a flood of distinct ones
/// only costs planning again).
final class StackViewPlanCache: Sendable {
    static let shared = StackViewPlanCache(capacity: 256)

    private let capacity: Int
    private let plans: Mutex<[StackViewConstraintPlan.Configuration: StackViewConstraintPlan]>

    init(capacity: Int) {
        self.capacity = capacity
        self.plans = Mutex([:])
    }

    /// The plan for a configuration, equal to `StackViewConstraintPlan(configuration)`.
    ///
    /// - Complexity: O(*n*) for *n* arranged views (hashing the configuration) when the plan is
    ///   remembered; planning's O(*n*) otherwise.
    func plan(for configuration: StackViewConstraintPlan.Configuration) -> StackViewConstraintPlan {
        if let plan = plans.withLock({ $0[configuration] }) { return plan }
        let plan = StackViewConstraintPlan(configuration)
        plans.withLock { plans in
            if plans.count >= capacity { plans.removeAll(keepingCapacity: true) }
            plans[configuration] = plan
        }
        return plan
    }

    /// How many plans are remembered (at most the capacity).
    var count: Int { plans.withLock { $0.count } }
}
