import StrutSolver

/// kiwi's strengths, mapped onto Strut's priorities in the same order.
///
/// kiwi weighs strengths as summed doubles (`strong` = 1e6, `medium` = 1e3, `weak` = 1, and the
/// enaml benchmark's custom `smedium` = 1e5 and `mmedium` = 1.25e3); Strut's priorities are strictly
/// hierarchical. The workloads use strengths only in an order-preserving way, so both solvers
/// should reach the same solution; the comparison script checks a sample of values.
public enum KiwiStrength: Sendable, CaseIterable {
    case required, strong, smedium, mmedium, medium, weak

    /// The Strut priority standing for this kiwi strength.
    public var priority: Priority {
        switch self {
        case .required: .required
        case .strong: 750
        case .smedium: 600
        case .mmedium: 501
        case .medium: 500
        case .weak: 250
        }
    }
}
