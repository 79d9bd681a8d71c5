/// Why an equation's text could not be parsed, with the place in the text (Unicode scalars).
struct EquationError: Error, Equatable, Sendable {
    var kind: ExitReason
    var message: String
    var offset: Int
    var length: Int = 1
    var notes: [String] = []
}
