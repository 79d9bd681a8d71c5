import Foundation
import StrutAutoLayout

/// The scenarios of WWDC 2018 #202/#220 ("High Performance Auto Layout"): each run makes a
/// window, adds `n` views with their constraints (activated in one batch, as the talk advises)
/// and lays the window out. Linear scaling is the claim to check.
public enum WWDCScenarios {
    /// Independent siblings: `n` views directly in the window, each placed on its own:
    /// `leading == 8`, `top == 8 + 28·i`, `width == 100`, `height == 20`.
    public static func independentSiblings(_ n: Int) -> Window { buildIndependentSiblings(n).window }

    static func buildIndependentSiblings(_ n: Int) -> (window: Window, leadings: [LayoutConstraint]) {
        let window = makeWindow()
        var leadings: [LayoutConstraint] = []
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(4 * n)
        for i in 0..<n {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(v)
            let leading = v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8)
            leadings.append(leading)
            constraints += [
                leading,
                v.topAnchor.constraint(equalTo: window.topAnchor, constant: 8 + 28 * CGFloat(i)),
                v.widthAnchor.constraint(equalToConstant: 100),
                v.heightAnchor.constraint(equalToConstant: 20),
            ]
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return (window, leadings)
    }

    /// Dependent siblings, a long row: each view placed after the previous one,
    /// `leading_i == trailing_{i−1} + 8`, `top_i == top_{i−1}`, `width == 20`, `height == 20`;
    /// the first at (8, 8). Moving the first moves all.
    public static func dependentSiblings(_ n: Int) -> Window { buildDependentSiblings(n).window }

    static func buildDependentSiblings(_ n: Int) -> (window: Window, head: LayoutConstraint) {
        let window = makeWindow()
        var head: LayoutConstraint?
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(4 * n)
        var previous: View?
        for _ in 0..<n {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(v)
            if let p = previous {
                constraints += [
                    v.leadingAnchor.constraint(equalTo: p.trailingAnchor, constant: 8),
                    v.topAnchor.constraint(equalTo: p.topAnchor),
                ]
            } else {
                let leading = v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8)
                head = leading
                constraints += [
                    leading,
                    v.topAnchor.constraint(equalTo: window.topAnchor, constant: 8),
                ]
            }
            constraints += [v.widthAnchor.constraint(equalToConstant: 20), v.heightAnchor.constraint(equalToConstant: 20)]
            previous = v
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return (window, head!)
    }

    /// Nested views, a deep hierarchy: view `i` is the only subview of view `i − 1` (the first
    /// is in the window), `leading == super.leading + 1`, `top == super.top + 1`,
    /// `width == super.width − 0.01`, `height == 20`.
    public static func nestedViews(_ n: Int) -> Window {
        let window = makeWindow()
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(4 * n)
        var parent: View = window
        for _ in 0..<n {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(v)
            constraints += [
                v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
                v.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
                v.widthAnchor.constraint(equalTo: parent.widthAnchor, constant: -0.01),
                v.heightAnchor.constraint(equalToConstant: 20),
            ]
            parent = v
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return window
    }

    /// A drag: `n` independent siblings laid out once; every frame changes the leading constant
    /// of one view (view `(k·7919) mod n` at frame `k`) and lays the window out.
    public final class Drag {
        public let window: Window
        let leadings: [LayoutConstraint]
        var frame = 0

        /// With `row` false the views are independent siblings (one view moves per frame); with
        /// `row` true they are the long row and the constant changed is the first view's
        /// (every view moves).
        public init(_ n: Int, row: Bool) {
            self.row = row
            if row {
                let built = WWDCScenarios.buildDependentSiblings(n)
                (window, leadings) = (built.window, [built.head])
            } else {
                (window, leadings) = WWDCScenarios.buildIndependentSiblings(n)
            }
        }

        let row: Bool

        /// One frame: change one constant and lay out.
        public func step() {
            frame += 1
            let index = row ? 0 : (frame &* 7919) % leadings.count
            leadings[index].constant = 8 + CGFloat(frame % 16)
            window.layoutIfNeeded()
        }
    }

    /// The scenario workloads at one size.
    public static func workloads(_ n: Int) -> [Workload] {
        [
            .simple("independent siblings N=\(n)", units: n, unitName: "view") { independentSiblings(n) },
            .simple("dependent siblings N=\(n)", units: n, unitName: "view") { dependentSiblings(n) },
            .simple("nested views N=\(n)", units: n, unitName: "view") { nestedViews(n) },
            .onFixture("drag, one of N siblings N=\(n)", make: { Drag(n, row: false) }, window: { $0.window }) { $0.step() },
            .onFixture("drag, head of a row N=\(n)", make: { Drag(n, row: true) }, window: { $0.window }) { $0.step() },
        ]
    }
}
