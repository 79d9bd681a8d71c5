import Foundation

@testable import StrutSolver

/// A constraint system in the JSON format of the solver regressions (see
/// ``RegressionFixtures``), as solver constraints and as the oracle's plain numbers.
struct RegressionSystem {
    private struct File: Decodable {
        struct Item: Decodable {
            var terms: [[Term]]
            var constant: Double
            var op: String
            var priority: Float
        }
        /// `[coefficient, "name"]` decodes as two heterogeneous elements.
        enum Term: Decodable {
            case number(Double)
            case name(String)
            init(from decoder: Decoder) throws {
                let c = try decoder.singleValueContainer()
                if let d = try? c.decode(Double.self) { self = .number(d) } else { self = .name(try c.decode(String.self)) }
            }
        }
        var variables: [String]
        var constraints: [Item]
    }

    let variables: [Variable]
    let constraints: [Constraint]
    let plain: [PlainConstraint]

    init(json: String) throws {
        let file = try JSONDecoder().decode(File.self, from: Data(json.utf8))
        variables = file.variables.map { Variable($0) }
        var index: [String: Int] = [:]
        for (k, name) in file.variables.enumerated() { index[name] = k }
        var constraints: [Constraint] = []
        var plain: [PlainConstraint] = []
        for item in file.constraints {
            var coefficients = [Double](repeating: 0, count: variables.count)
            var expression = Expression(constant: item.constant)
            for pair in item.terms {
                guard pair.count == 2, case let .number(c) = pair[0], case let .name(n) = pair[1], let k = index[n] else {
                    throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "bad term \(pair)"))
                }
                coefficients[k] += c
                expression.terms.append(Term(variables[k], c))
            }
            let relation: Relation
            switch item.op {
            case "==": relation = .equal
            case "<=": relation = .lessThanOrEqual
            case ">=": relation = .greaterThanOrEqual
            default: throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "bad op \(item.op)"))
            }
            constraints.append(Constraint(expression, relation, priority: Priority(item.priority)))
            plain.append(PlainConstraint(coefficients: coefficients, constant: item.constant, relation: relation, priority: item.priority))
        }
        self.constraints = constraints
        self.plain = plain
    }
}

/// Everything the engine holds, bit for bit (rows, states, objective): equal snapshots mean an
/// identical solver.
struct EngineSnapshot: Equatable {
    var states: [UInt8] = []
    var rows: [[UInt64]] = []
    var objective: [UInt64] = []
    var objectiveConstants: [UInt64] = []
    var values: [UInt64] = []

    init(_ solver: Solver, variables: [Variable]) {
        let e = solver.engine
        for s in 0..<e.symbolCount {
            states.append(e.perSymbol[s].flags.state.rawValue)
            var row: [UInt64] = [e.perSymbol[s].row.constant.bitPattern]
            for cell in e.perSymbol[s].row.cells {
                row.append(UInt64(cell.symbol))
                row.append(cell.coefficient.bitPattern)
            }
            rows.append(row)
        }
        // Per priority level, only the non-zero costs: a call may add an (empty) level before
        // its transaction, which reshapes the array without changing any cost.
        for l in 0..<e.levelCount {
            let priority = UInt64(e.levelPriorities[l].bitPattern)
            for s in 0..<e.symbolCount where e.objective[s * e.levelCount + l] != 0 {
                objective += [priority, UInt64(s), e.objective[s * e.levelCount + l].bitPattern]
            }
            if e.objectiveConstants[l] != 0 { objectiveConstants += [priority, e.objectiveConstants[l].bitPattern] }
        }
        values = variables.map { solver.value(of: $0).bitPattern }
    }
}

/// How far a required constraint may be off: 1e-7 of the largest magnitude in its evaluation
/// (its constant or one of its terms at the solution), at least 1e-7. The solver's own check
/// is tighter (see the DocC article); this one only has to catch real violations.
func requiredTolerance(_ c: PlainConstraint, _ x: [Double]) -> Double {
    var scale = max(1, abs(c.constant))
    for (a, v) in zip(c.coefficients, x) { scale = max(scale, abs(a * v)) }
    return 1e-7 * scale
}
