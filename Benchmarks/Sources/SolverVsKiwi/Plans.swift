// The sampling plans, one per case. Keep in step with `namespace plans` in
// scripts/bench/kiwi_harness.cpp: the comparison script flags cases whose plans differ.
//
// A sample is kept short (about 0.05–0.5 ms of kiwi time where the workload allows) and there
// are many of them: on a shared, loaded machine a long batch is almost always preempted, while
// the median of many short samples keeps only the undisturbed ones.

enum Plans {
    static let enamlBuild = Plan(samples: 101, iterations: 1, warmup: 3)
    static let enamlResizeCycle = Plan(samples: 101, iterations: 120, warmup: 60)
    static let enamlResizeSame = Plan(samples: 101, iterations: 100, warmup: 10)

    static func independentBuild(_ count: Int) -> Plan {
        switch count {
        case ...100: Plan(samples: 51, iterations: 1, warmup: 1)
        case ...1_000: Plan(samples: 7, iterations: 1, warmup: 0)
        default: Plan(samples: 3, iterations: 1, warmup: 0)
        }
    }

    /// Constant change, suggest and update on independent views.
    static func independentOperation(_ count: Int) -> Plan {
        switch count {
        case ...100: Plan(samples: 101, iterations: 20, warmup: 20)
        case ...1_000: Plan(samples: 51, iterations: 4, warmup: 4)
        default: Plan(samples: 21, iterations: 1, warmup: 2)
        }
    }

    /// Strut only: constant change in batches of 20 at every N, so that the N-scaling target
    /// compares like with like (the kiwi-matched plan uses single-operation samples at N = 10,000).
    static let independentConstantScaling = Plan(samples: 101, iterations: 20, warmup: 20)

    /// Adding one more view (five constraints) to N views and removing it again.
    static func independentMarginal(_ count: Int) -> Plan {
        switch count {
        case ...100: Plan(samples: 101, iterations: 4, warmup: 4)
        case ...1_000: Plan(samples: 51, iterations: 1, warmup: 2)
        default: Plan(samples: 21, iterations: 1, warmup: 2)
        }
    }

    static func chainBuild(_ count: Int) -> Plan {
        switch count {
        case ...10: Plan(samples: 101, iterations: 1, warmup: 3)
        case ...100: Plan(samples: 21, iterations: 1, warmup: 1)
        default: Plan(samples: 3, iterations: 1, warmup: 0)
        }
    }

    /// One iteration is a tight step and a roomy step. kiwi needs seconds per step at N = 1,000.
    static func chainTightRoomy(_ count: Int) -> Plan {
        switch count {
        case ...10: Plan(samples: 101, iterations: 4, warmup: 5)
        case ...100: Plan(samples: 11, iterations: 1, warmup: 1)
        default: Plan(samples: 1, iterations: 1, warmup: 0)
        }
    }

    static func chainSmallChange(_ count: Int) -> Plan {
        switch count {
        case ...10: Plan(samples: 101, iterations: 200, warmup: 10)
        case ...100: Plan(samples: 101, iterations: 50, warmup: 10)
        default: Plan(samples: 51, iterations: 2, warmup: 2)
        }
    }

    static func enamlCopiesBuild(_ copies: Int) -> Plan {
        switch copies {
        case ...1: Plan(samples: 101, iterations: 1, warmup: 3)
        case ...10: Plan(samples: 15, iterations: 1, warmup: 1)
        default: Plan(samples: 3, iterations: 1, warmup: 0)
        }
    }

    /// Suggest and resize on copy 0 of enaml×K.
    static func enamlCopiesOperation(_ copies: Int) -> Plan {
        switch copies {
        case ...1: Plan(samples: 101, iterations: 120, warmup: 6)
        case ...10: Plan(samples: 101, iterations: 12, warmup: 6)
        default: Plan(samples: 51, iterations: 1, warmup: 6)
        }
    }
}
