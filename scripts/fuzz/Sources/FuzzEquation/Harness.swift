import FuzzDriver

// libFuzzer target: the equation parser. Any input must parse or end with an EquationError
// whose offset lies inside the text; a parsed equation has only finite numbers within the
// magnitude rule.
@testable import FuzzedCLI

@_cdecl("FuzzEquation_main")
public func fuzzEquationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzzEquation(data, size)
    }
}

func fuzzEquation(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let length = text.unicodeScalars.count
    do {
        let equation = try EquationParser.parse(text)
        for value in [equation.lhs.constant, equation.rhs.constant] + (equation.lhs.terms + equation.rhs.terms).map(\.coefficient) {
            precondition(LayoutNumber.isAcceptable(value), "parsed a number outside the rule: \(value)")
        }
    } catch {
        precondition(error.offset >= 0 && error.offset <= length, "offset \(error.offset) outside \(length) scalars")
        precondition(!error.message.isEmpty)
    }
    return 0
}
