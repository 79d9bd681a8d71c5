import Synchronization

/// Constraint plans by configuration, so that stacks configured alike (the same stack in every
/// cell of a list) plan once: a plan depends on its configuration alone
/// (``StackViewConstraintPlan/init(_:)`` touches no view), so a remembered plan is the plan.
/// Bounded: when full it is emptied (configurations in an app are few; a flood of distinct ones
/// only costs planning again).
///
/// Plans are found by a digest of the configuration (one word): a stack computes it from its own
/// state and compares a remembered configuration with that state in place
/// (``plan(digest:matches:configuration:)``), so a hit builds no configuration (two lists per
/// stack otherwise, made, hashed and freed). Two configurations with one digest share a place:
/// the later one replaces the earlier (a rare miss, never a wrong plan).
final class StackViewPlanCache: Sendable {
    static let shared = StackViewPlanCache(capacity: 256)

    /// A digest of a configuration, built word by word (not for security: equal digests are
    /// confirmed by comparing the configurations). The lists are mixed view by view, a view's
    /// hidden flag then its spacing, so that a stack digests its state in one pass over its views.
    struct Digest {
        private(set) var value: UInt64 = 0

        /// The digest of everything in a configuration but its per-view lists.
        init(
            axis: LayoutConstraintAxis, distribution: StackViewDistribution, alignment: StackViewAlignment,
            isBaselineRelativeArrangement: Bool, hiddenCount: Int, spacingCount: Int
        ) {
            add(UInt64(axis.rawValue))
            add(UInt64(distribution.rawValue))
            add(UInt64(alignment.rawValue))
            add(isBaselineRelativeArrangement ? 1 : 0)
            add(UInt64(hiddenCount))
            add(UInt64(spacingCount))
        }

        /// The digest of a whole configuration, as a stack in that state computes it.
        init(_ configuration: StackViewConstraintPlan.Configuration) {
            self.init(
                axis: configuration.axis, distribution: configuration.distribution, alignment: configuration.alignment,
                isBaselineRelativeArrangement: configuration.isBaselineRelativeArrangement,
                hiddenCount: configuration.hidden.count, spacingCount: configuration.spacingAfter.count)
            let hidden = configuration.hidden, spacings = configuration.spacingAfter
            for i in 0..<max(hidden.count, spacings.count) {
                if i < hidden.count { add(hidden: hidden[i]) }
                if i < spacings.count { add(spacing: spacings[i]) }
            }
            add(intrinsicLengths: configuration.intrinsicLengths)
        }

        mutating func add(hidden: Bool) { add(hidden ? 1 : 0) }

        mutating func add(spacing: Double) { add(spacing.bitPattern) }

        /// The intrinsic lengths, last (a count, then each).
        mutating func add(intrinsicLengths: [Double]) {
            add(UInt64(intrinsicLengths.count))
            for length in intrinsicLengths { add(length.bitPattern) }
        }

        /// One step of a multiply–xorshift mix.
        private mutating func add(_ word: UInt64) {
            let x = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
            value = x ^ (x >> 29)
        }
    }

    /// A remembered plan with the configuration it was made for (an object: a hit copies one
    /// reference out of the dictionary, not the configuration's lists and the plan's).
    private final class Remembered: Sendable {
        let configuration: StackViewConstraintPlan.Configuration
        let plan: StackViewConstraintPlan

        init(configuration: StackViewConstraintPlan.Configuration, plan: StackViewConstraintPlan) {
            self.configuration = configuration
            self.plan = plan
        }
    }

    private let capacity: Int
    private let plans: Mutex<[UInt64: Remembered]>

    init(capacity: Int) {
        self.capacity = capacity
        self.plans = Mutex([:])
    }

    /// The plan for a configuration, equal to `StackViewConstraintPlan(configuration)`.
    ///
    /// - Complexity: O(*n*) for *n* arranged views (digesting and comparing the configuration)
    ///   when the plan is remembered; planning's O(*n*) otherwise.
    func plan(for configuration: StackViewConstraintPlan.Configuration) -> StackViewConstraintPlan {
        plan(digest: Digest(configuration).value, matches: { $0 == configuration }, configuration: { configuration })
    }

    /// The plan for the configuration whose ``Digest`` is `digest`, equal to
    /// `StackViewConstraintPlan(configuration())`: the remembered one when `matches` says its
    /// configuration is the one meant, otherwise planned from `configuration()` (called only
    /// then) and remembered.
    func plan(
        digest: UInt64, matches: (StackViewConstraintPlan.Configuration) -> Bool,
        configuration: () -> StackViewConstraintPlan.Configuration
    ) -> StackViewConstraintPlan {
        let found: StackViewConstraintPlan? = plans.withLock { plans in
            guard let remembered = plans[digest], matches(remembered.configuration) else { return nil }
            return remembered.plan
        }
        if let found { return found }
        let configuration = configuration()
        let plan = StackViewConstraintPlan(configuration)
        plans.withLock { plans in
            if plans.count >= capacity && plans.index(forKey: digest) == nil { plans.removeAll(keepingCapacity: true) }
            plans[digest] = Remembered(configuration: configuration, plan: plan)
        }
        return plan
    }

    /// How many plans are remembered (at most the capacity).
    var count: Int { plans.withLock { $0.count } }
}
