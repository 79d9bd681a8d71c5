import Foundation

@testable import StrutAutoLayout

/// What a window reports about unsatisfiable constraints, comparable between two runs: each
/// event's broken constraint's identifier, then its conflicting constraints' identifiers, then
/// the diagnostic log's lines with object addresses blanked (`0x…` → `0x`).
final class ConflictReport {
    private var broken: [String] = []
    private var log: [String] = []

    /// Starts recording `window`'s unsatisfiable-constraint events and diagnostic log.
    init(recording window: Window) {
        window.diagnosticLog = { [unowned self] in log.append($0) }
        window.unsatisfiableConstraintsHandler = { [unowned self] event in
            broken.append(event.brokenConstraint.identifier ?? "?")
            broken.append(contentsOf: event.conflictingConstraints.map { $0.identifier ?? "no identifier" })
        }
    }

    /// The events and log lines so far, in that order.
    func lines() throws -> [String] {
        let addresses = try Regex("0x[0-9a-f]+")
        return broken + log.map { $0.replacing(addresses, with: "0x") }
    }
}
