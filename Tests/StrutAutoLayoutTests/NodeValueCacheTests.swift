import Foundation
import Testing

@testable import StrutAutoLayout

/// The values a tree engine caches on its participating nodes (``LayoutNode/cachedValues``, read
/// by the frame copy instead of the solver): equal to the solver's values whenever the engine
/// says they are current, and never used for an item that left the solve or after a report
/// read without values.
@Suite struct NodeValueCacheTests {
    func view(in superview: View) -> View {
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(v)
        return v
    }

    /// The solver's values of a node, read the uncached way.
    func solverValues(_ node: LayoutNode, in engine: LayoutEngine) -> [Double] {
        let r = engine.alignmentRect(of: node)
        return [r.minX, r.minY, r.width, r.height]
    }

    func cached(_ node: LayoutNode, in engine: LayoutEngine) -> [Double]? {
        engine.cachedAlignmentRect(of: node).map { [$0.minX, $0.minY, $0.width, $0.height] }
    }

    @Test func dragKeepsEveryCacheEqualToTheSolver() throws {
        let window = Window(size: CGSize(width: 375, height: 667))
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        for i in 0..<5 {
            let v = view(in: window)
            if let p = views.last {
                constraints += [
                    v.leadingAnchor.constraint(equalTo: p.trailingAnchor, constant: 8), v.topAnchor.constraint(equalTo: p.topAnchor),
                ]
            } else {
                constraints += [
                    v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
                    v.topAnchor.constraint(equalTo: window.topAnchor, constant: 8),
                ]
            }
            constraints += [v.widthAnchor.constraint(equalToConstant: 20), v.heightAnchor.constraint(equalToConstant: CGFloat(10 + i))]
            views.append(v)
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        let engine = try #require(window.rootEngine)
        #expect(engine.valueCacheIsCurrent)
        #expect(cached(views[2].layoutNode, in: engine) == [64, 8, 20, 12])
        for offset in [3.0, 17.5, -40.25] {
            constraints[0].constant = CGFloat(offset)
            window.layoutIfNeeded()
            for (i, v) in views.enumerated() {
                let expected = [offset + 28 * Double(i), 8, 20, Double(10 + i)]
                #expect(cached(v.layoutNode, in: engine) == expected)
                #expect(solverValues(v.layoutNode, in: engine) == expected)
                #expect(v.frame == CGRect(x: expected[0], y: 8, width: 20, height: expected[3]))
            }
        }
    }

    @Test func cacheIsNotCurrentWhileChangesAreQueued() throws {
        let window = Window(size: CGSize(width: 375, height: 667))
        let v = view(in: window)
        let leading = v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 30)
        LayoutConstraint.activate([
            leading, v.topAnchor.constraint(equalTo: window.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        let engine = try #require(window.rootEngine)
        #expect(cached(v.layoutNode, in: engine) == [30, 0, 10, 10])
        // A fitting engine never records values.
        let fitted = v.systemLayoutSizeFitting(CGSize(width: 0, height: 0))
        #expect(fitted == CGSize(width: 10, height: 10))
        #expect(cached(v.layoutNode, in: engine) == [30, 0, 10, 10])
        leading.constant = 70
        window.layoutIfNeeded()
        #expect(cached(v.layoutNode, in: engine) == [70, 0, 10, 10])
        #expect(v.frame == CGRect(x: 70, y: 0, width: 10, height: 10))
    }

    /// An item that leaves the solve and comes back at 0: its variables are new to the solver
    /// and read 0 without being reported, so the value cached before it left must not be used.
    @Test func itemLeavingTheSolveDropsItsCachedValues() throws {
        let window = Window(size: CGSize(width: 375, height: 667))
        let v = view(in: window)
        let first = [
            v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50),
            v.topAnchor.constraint(equalTo: window.topAnchor, constant: 60),
            v.widthAnchor.constraint(equalToConstant: 70), v.heightAnchor.constraint(equalToConstant: 80),
        ]
        LayoutConstraint.activate(first)
        window.layoutIfNeeded()
        let engine = try #require(window.rootEngine)
        let node = v.layoutNode
        #expect(node.valuesTag == engine.valueCacheTag)
        #expect(v.frame == CGRect(x: 50, y: 60, width: 70, height: 80))
        LayoutConstraint.deactivate(first)
        window.layoutIfNeeded()
        #expect(!engine.isParticipating(node))
        #expect(node.valuesTag == 0)
        #expect(cached(node, in: engine) == nil)
        let second = [
            v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 0),
            v.topAnchor.constraint(equalTo: window.topAnchor, constant: 0),
        ]
        LayoutConstraint.activate(second)
        v.setNeedsLayout()
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(engine.isParticipating(node))
        #expect(solverValues(node, in: engine) == [0, 0, 0, 0])
        #expect(cached(node, in: engine) == nil || cached(node, in: engine) == [0, 0, 0, 0])
        // Its frame follows the engine when the superview copies frames again.
        v.markFrameNeedsSync()
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(v.frame == .zero)
    }

    /// A change report read without values (the ambiguity exerciser's direct edit) renews the
    /// tag: every value cached before is stale.
    @Test func directEditRenewsTheTag() throws {
        let window = Window(size: CGSize(width: 375, height: 667))
        let v = view(in: window)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(greaterThanOrEqualTo: window.leadingAnchor, constant: 10),
            v.topAnchor.constraint(equalTo: window.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        let engine = try #require(window.rootEngine)
        let tag = engine.valueCacheTag
        #expect(v.layoutNode.valuesTag == tag)
        v.exerciseAmbiguityInLayout()
        #expect(engine.valueCacheTag != tag)
        #expect(cached(v.layoutNode, in: engine) == nil)
        window.layoutIfNeeded()
        let x = solverValues(v.layoutNode, in: engine)[0]
        #expect(Double(v.frame.minX) == x)
        #expect(x != 10)  // the pin moved the ambiguous edge off its first value
    }

    @Test func tagsAreUniqueAmongEngines() throws {
        let a = Window(size: CGSize(width: 100, height: 100))
        let b = Window(size: CGSize(width: 100, height: 100))
        for w in [a, b] {
            let v = view(in: w)
            LayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 5)])
            w.layoutIfNeeded()
        }
        let ea = try #require(a.rootEngine), eb = try #require(b.rootEngine)
        #expect(ea.valueCacheTag != eb.valueCacheTag)
        #expect(ea.valueCacheTag != 0 && eb.valueCacheTag != 0)
        let tag = ea.valueCacheTag
        ea.renewValueCacheTag()
        #expect(ea.valueCacheTag != tag && ea.valueCacheTag != eb.valueCacheTag)
    }
}
