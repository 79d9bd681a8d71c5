/// A variable times a coefficient, one summand of an ``Expression``.
public struct Term: Hashable, Sendable, CustomStringConvertible {
    /// The variable multiplied.
    public var variable: Variable
    /// The factor (finite; the solver rejects NaN and infinities).
    public var coefficient: Double

    /// Creates `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// `variable` or `coefficient * variable`, for diagnostics.
    public var description: String {
        coefficient == 1 ? variable.description : "\(coefficient) * \(variable)"
    }
}
