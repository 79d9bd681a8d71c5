import Foundation
import Testing

@testable import StrutAutoLayout

/// A constraint's ``LayoutConstraint/engine`` is `unowned(unsafe)` and its
/// ``LayoutConstraint/host`` is read through the host's node: neither is a weak reference, so
/// whoever dies first must clear the other side. An engine going away clears the engine of
/// every constraint it set it on (with a row, queued, or without a row); a host view going away
/// clears its node's view, so its constraints (installed and internal) read no host.
///
/// These checks compare the references with `nil` without following them: a clearing that is
/// removed leaves a dangling, non-`nil` reference and fails here even without
/// AddressSanitizer (run the suite under it too: `swift test -Xswiftc -sanitize=address`).
@Suite struct ConstraintOwnerClearingTests {
    final class Sized: View {
        override var intrinsicContentSize: CGSize { CGSize(width: 30, height: 12) }
    }

    /// The window (and its engine) is freed; the constraint, with a row, outlives it.
    @Test func constraintWithARowOutlivingItsEngineHasNoEngine() {
        var constraint: LayoutConstraint?
        weak var weakEngine: LayoutEngine?
        do {
            let (window, v, c) = windowWithInsetView()
            #expect(v.frame.width == 90)
            #expect(c.engine === window.rootEngine)
            weakEngine = window.rootEngine
            constraint = c
        }
        let c = try! #require(constraint)
        #expect(weakEngine == nil)
        #expect(c.engine == nil)
        #expect(c.host == nil)
        #expect(c.isActive == false)
        c.constant = 3  // no engine to tell: nothing is reached
    }

    /// The engine is freed while the constraint is still queued for addition (no layout pass).
    @Test func queuedConstraintOutlivingItsEngineHasNoEngine() {
        var constraint: LayoutConstraint?
        var survivor: View?
        do {
            let window = Window(size: CGSize(width: 100, height: 100))
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(v)
            let c = v.heightAnchor.constraint(equalToConstant: 20)
            c.isActive = true
            #expect(c.engine === window.rootEngine)
            #expect(window.rootEngine?.pendingOrder.contains { $0 === c } == true)
            constraint = c
            survivor = v
        }
        let c = try! #require(constraint)
        // The view lives on (installed on itself), so the constraint stays active, with no engine.
        #expect(survivor?.superview == nil)
        #expect(c.host === survivor)
        #expect(c.isActive)
        #expect(c.engine == nil)
        c.constant = 25
        c.isActive = false
        #expect(c.isActive == false)
    }

    /// A tree with its own engine joins another window: its constraints go to the new engine,
    /// and freeing the old one does not clear them.
    @Test func orphanedEngineLeavesTheNewEngineInPlace() {
        let window = Window(size: CGSize(width: 100, height: 100))
        let other = Window(size: CGSize(width: 50, height: 50))
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        other.addSubview(v)
        let c = v.widthAnchor.constraint(equalToConstant: 20)
        c.isActive = true
        other.layoutIfNeeded()
        #expect(c.engine === other.rootEngine)
        window.addSubview(v)
        window.layoutIfNeeded()
        #expect(c.engine === window.rootEngine)
        #expect(v.frame.width == 20)
    }

    /// A view's internal (content-size) constraints name it as their host: they read no host
    /// and no engine once the view and its window are gone.
    @Test func internalConstraintOutlivingItsViewHasNoHost() {
        var internals: [LayoutConstraint] = []
        do {
            let window = Window(size: CGSize(width: 100, height: 100))
            let v = Sized()
            v.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(v)
            LayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                v.topAnchor.constraint(equalTo: window.topAnchor),
            ])
            window.layoutIfNeeded()
            #expect(v.frame.size == CGSize(width: 30, height: 12))
            let engine = try! #require(window.rootEngine)
            internals = engine.rows.values.map(\.constraint).filter { !$0.isUserConstraint }
            #expect(!internals.isEmpty)
            #expect(internals.allSatisfy { $0.host === v && $0.engine === engine })
        }
        #expect(internals.allSatisfy { $0.host == nil && $0.hostNode?.view == nil })
        #expect(internals.allSatisfy { $0.engine == nil })
    }

    /// A constraint installed on a view that is freed while the constraint lives on: no host,
    /// inactive, and deactivating it touches nothing.
    @Test func installedConstraintOutlivingItsHostHasNoHost() {
        let a = View(), b = View()
        var parent: View? = View()
        parent!.addSubview(a)
        parent!.addSubview(b)
        let c = a.topAnchor.constraint(equalTo: b.bottomAnchor)
        c.isActive = true
        #expect(c.host === parent)
        parent = nil
        #expect(c.host == nil)
        #expect(c.hostNode?.view == nil)
        #expect(c.isActive == false)
        c.isActive = false
        #expect(c.isActive == false)
    }
}
