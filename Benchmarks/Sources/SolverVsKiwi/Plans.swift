// The sampling plans, one per case. Keep in step with `plan_for` in
// scripts/bench/kiwi_harness.cpp: the comparison script refuses to compare cases whose plans differ.

enum Plans {
    static let enamlBuild = Plan(samples: 15, iterations: 10, warmup: 1)
    static let enamlResizeCycle = Plan(samples: 15, iterations: 1_800, warmup: 60)
    static let enamlResizeSame = Plan(samples: 15, iterations: 2_000, warmup: 10)

    static func independentBuild(_ count: Int) -> Plan {
        switch count {
        case ...100: Plan(samples: 11, iterations: 10, warmup: 1)
        case ...1_000: Plan(samples: 5, iterations: 1, warmup: 0)
        default: Plan(samples: 3, iterations: 1, warmup: 0)
        }
    }

    /// Constant change, suggest and update on independent views.
    static func independentOperation(_ count: Int) -> Plan {
        switch count {
        case ...100: Plan(samples: 11, iterations: 400, warmup: 40)
        case ...1_000: Plan(samples: 11, iterations: 100, warmup: 10)
        default: Plan(samples: 11, iterations: 20, warmup: 2)
        }
    }

    static func chainBuild(_ count: Int) -> Plan {
        switch count {
        case ...10: Plan(samples: 15, iterations: 20, warmup: 1)
        case ...100: Plan(samples: 7, iterations: 1, warmup: 1)
        default: Plan(samples: 3, iterations: 1, warmup: 0)
        }
    }

    /// One iteration is a tight step and a roomy step. kiwi needs seconds per step at N = 1,000.
    static func chainTightRoomy(_ count: Int) -> Plan {
        switch count {
        case ...10: Plan(samples: 11, iterations: 50, warmup: 5)
        case ...100: Plan(samples: 5, iterations: 2, warmup: 1)
        default: Plan(samples: 1, iterations: 1, warmup: 0)
        }
    }

    static func chainSmallChange(_ count: Int) -> Plan {
        switch count {
        case ...10: Plan(samples: 11, iterations: 2_000, warmup: 10)
        case ...100: Plan(samples: 11, iterations: 500, warmup: 10)
        default: Plan(samples: 11, iterations: 50, warmup: 2)
        }
    }

    static func enamlCopiesBuild(_ copies: Int) -> Plan {
        switch copies {
        case ...1: Plan(samples: 15, iterations: 5, warmup: 1)
        case ...10: Plan(samples: 7, iterations: 1, warmup: 1)
        default: Plan(samples: 3, iterations: 1, warmup: 0)
        }
    }

    /// Suggest and resize on copy 0 of enaml×K.
    static func enamlCopiesOperation(_ copies: Int) -> Plan {
        switch copies {
        case ...1: Plan(samples: 11, iterations: 1_800, warmup: 6)
        case ...10: Plan(samples: 11, iterations: 600, warmup: 6)
        default: Plan(samples: 11, iterations: 60, warmup: 6)
        }
    }
}
