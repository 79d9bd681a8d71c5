/// A variable whose value is not uniquely determined, with a witness.
public struct AmbiguousVariable: Sendable {
    /// The ambiguous variable.
    public var variable: Variable
    /// Its value in the solver's current optimum.
    public var value: Double
    /// Another value the variable can take with every required constraint still satisfied and
    /// no error at any priority increased.
    public var alternativeValue: Double
    public init(variable: Variable, value: Double, alternativeValue: Double) {
        self.variable = variable
        self.value = value
        self.alternativeValue = alternativeValue
    }
}
