// Issue 12's memory proof: one long-lived window in which 10,000 constrained views are added,
// laid out, removed and laid out again, round after round. Prints, at intervals, the process's
// resident memory (VmRSS, and its peak VmHWM, from /proc/self/status) and the solver's
// variable, row and constraint counts after the views have left, so that growth shows as a
// number. Usage: swift run -c release WindowMemory [rounds] [views]   (defaults 1000 and 10000)
import Foundation
import StrutAutoLayout
import StrutSolver

/// Resident memory in kB, from /proc/self/status (0 where the file or the line is missing).
func residentKilobytes() -> (rss: Int, peak: Int) {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
    func field(_ name: String) -> Int {
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            // "VmRSS:\t  131476 kB": the number between the tabs or spaces and the unit.
            return Int(line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "") ?? 0
        }
        return 0
    }
    return (field("VmRSS:"), field("VmHWM:"))
}

let arguments = CommandLine.arguments.dropFirst()
let rounds = arguments.first.flatMap { Int($0) }.map { max(1, $0) } ?? 1_000
let viewsPerRound = arguments.dropFirst().first.flatMap { Int($0) }.map { max(1, $0) } ?? 10_000
let columns = 50

let window = Window(size: CGSize(width: 375, height: 667))
let kept = View()
kept.translatesAutoresizingMaskIntoConstraints = false
window.addSubview(kept)
LayoutConstraint.activate([
    kept.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
    kept.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
    kept.widthAnchor.constraint(equalToConstant: 30),
    kept.heightAnchor.constraint(equalToConstant: 40),
])
window.layoutIfNeeded()
let idle = window.layoutSolverStatistics
let start = residentKilobytes()
print("WindowMemory: \(rounds) rounds of \(viewsPerRound) views added, laid out, removed, laid out, in one window")
print(
    "before round 1: VmRSS \(start.rss) kB, VmHWM \(start.peak) kB; solver variables \(idle.variables), rows \(idle.rows), constraints \(idle.constraints)"
)
print("round  VmRSS kB (views in)  VmRSS kB (views out)  VmHWM kB  variables (in)  variables  rows  constraints  seconds")

let clock = ContinuousClock()
let began = clock.now
var failures = 0
for round in 1...rounds {
    // Columns of 50 views, each 20 × 5, pinned 1 point below the previous one in its column.
    var views: [View] = []
    views.reserveCapacity(viewsPerRound)
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(4 * viewsPerRound)
    for i in 0..<viewsPerRound {
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(v)
        let above = i % columns == 0 ? nil : views[i - 1]
        constraints += [
            v.leadingAnchor.constraint(equalTo: kept.trailingAnchor, constant: CGFloat(i / columns)),
            v.topAnchor.constraint(equalTo: above?.bottomAnchor ?? window.topAnchor, constant: 1),
            v.widthAnchor.constraint(equalToConstant: 20),
            v.heightAnchor.constraint(equalToConstant: 5),
        ]
        views.append(v)
    }
    LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    // View i: x = 10 + 30 + ⌊i / 50⌋; with j = i mod 50 its place in its column, y = 1 + 6j (each
    // view above it adds 5 of height and 1 of gap): the last of 10,000 at (239, 295, 20, 5).
    let i = viewsPerRound - 1
    let expected = CGRect(x: 40 + CGFloat(i / columns), y: 1 + 6 * CGFloat(i % columns), width: 20, height: 5)
    if views[i].frame != expected { failures += 1 }
    let withViews = residentKilobytes()
    let fullVariables = window.layoutSolverStatistics.variables
    for v in views { v.removeFromSuperview() }
    views.removeAll()
    constraints.removeAll()
    window.layoutIfNeeded()
    let after = window.layoutSolverStatistics
    if after.variables != idle.variables || after.rows != idle.rows || after.constraints != idle.constraints { failures += 1 }
    if round <= 3 || round == 10 || round % max(1, rounds / 10) == 0 || round == rounds {
        let memory = residentKilobytes()
        let elapsed = clock.now - began
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print(
            "\(round)  \(withViews.rss)  \(memory.rss)  \(memory.peak)  \(fullVariables)  \(after.variables)  \(after.rows)  \(after.constraints)  "
                + String(format: "%.1f", seconds))
    }
}
if kept.frame != CGRect(x: 10, y: 20, width: 30, height: 40) { failures += 1 }
print(failures == 0 ? "every round: frames as computed, solver back to its idle counts" : "FAILED checks: \(failures)")
exit(failures == 0 ? 0 : 1)
