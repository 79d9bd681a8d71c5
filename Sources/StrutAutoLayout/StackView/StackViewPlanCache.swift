import Synchronization

/// Constraint plans by configuration, so that stacks configured alike (the same stack in every
/// cell of a list) plan once: a plan depends on its configuration alone
/// (``StackViewConstraintPlan/init(_:)`` touches no view), so a remembered plan is the plan.
/// Bounded: when full it is emptied (configurations in an app are few; a flood of distinct ones
/// only costs planning again).
final class StackViewPlanCache: Sendable {
    static let shared = StackViewPlanCache(capacity: 256)

    /// A configuration with a digest of it, computed once: the dictionary hashes the digest
    /// (one word) instead of every element of the configuration's lists, and compares whole
    /// configurations only when digests are equal.
    struct Key: Hashable {
        let configuration: StackViewConstraintPlan.Configuration
        let digest: UInt64

        init(_ configuration: StackViewConstraintPlan.Configuration) {
            self.configuration = configuration
            var digest = Self.mix(0, UInt64(configuration.axis.rawValue))
            digest = Self.mix(digest, UInt64(configuration.distribution.rawValue))
            digest = Self.mix(digest, UInt64(configuration.alignment.rawValue))
            digest = Self.mix(digest, configuration.isBaselineRelativeArrangement ? 1 : 0)
            digest = Self.mix(digest, UInt64(configuration.hidden.count))
            for hidden in configuration.hidden { digest = Self.mix(digest, hidden ? 1 : 0) }
            digest = Self.mix(digest, UInt64(configuration.spacingAfter.count))
            for spacing in configuration.spacingAfter { digest = Self.mix(digest, spacing.bitPattern) }
            digest = Self.mix(digest, UInt64(configuration.intrinsicLengths.count))
            for length in configuration.intrinsicLengths { digest = Self.mix(digest, length.bitPattern) }
            self.digest = digest
        }

        /// One step of a multiply–xorshift mix (not for security: equal digests are confirmed by
        /// comparing the configurations).
        private static func mix(_ digest: UInt64, _ word: UInt64) -> UInt64 {
            let x = (digest ^ word) &* 0x9E37_79B9_7F4A_7C15
            return x ^ (x >> 29)
        }

        static func == (a: Key, b: Key) -> Bool { a.digest == b.digest && a.configuration == b.configuration }

        func hash(into hasher: inout Hasher) { hasher.combine(digest) }
    }

    private let capacity: Int
    private let plans: Mutex<[Key: StackViewConstraintPlan]>

    init(capacity: Int) {
        self.capacity = capacity
        self.plans = Mutex([:])
    }

    /// The plan for a configuration, equal to `StackViewConstraintPlan(configuration)`.
    ///
    /// - Complexity: O(*n*) for *n* arranged views (hashing the configuration) when the plan is
    ///   remembered; planning's O(*n*) otherwise.
    func plan(for configuration: StackViewConstraintPlan.Configuration) -> StackViewConstraintPlan {
        let key = Key(configuration)
        if let plan = plans.withLock({ $0[key] }) { return plan }
        let plan = StackViewConstraintPlan(configuration)
        plans.withLock { plans in
            if plans.count >= capacity { plans.removeAll(keepingCapacity: true) }
            plans[key] = plan
        }
        return plan
    }

    /// How many plans are remembered (at most the capacity).
    var count: Int { plans.withLock { $0.count } }
}
