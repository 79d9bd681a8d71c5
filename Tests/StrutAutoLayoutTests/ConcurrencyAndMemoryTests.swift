import Foundation
import Testing

@testable import StrutAutoLayout

/// Builds and lays out a window with a row of `count` views, each 10 wide, 2 apart, and
/// returns the last frame. Everything is made inside: nothing crosses threads but the result.
func layOutRow(count: Int, width: CGFloat) -> CGRect {
    let window = Window(size: CGSize(width: width, height: 50))
    var previous: View?
    var constraints: [LayoutConstraint] = []
    for _ in 0..<count {
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(v)
        constraints.append(v.widthAnchor.constraint(equalToConstant: 10))
        constraints.append(v.heightAnchor.constraint(equalTo: window.heightAnchor, multiplier: 0.5))
        constraints.append(v.centerYAnchor.constraint(equalTo: window.centerYAnchor))
        if let previous {
            constraints.append(v.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 2))
        } else {
            constraints.append(v.leadingAnchor.constraint(equalTo: window.leadingAnchor))
        }
        previous = v
    }
    LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    return previous?.frame ?? .zero
}

@Suite struct ConcurrencyAndMemoryTests {
    /// Two trees laid out at the same time on two threads. Last of 200: x = 199 × 12 = 2388;
    /// last of 150: x = 149 × 12 = 1788; heights 25 centered in 50.
    @Test func twoTreesOnTwoThreads() async {
        async let a = Task.detached { layOutRow(count: 200, width: 3000) }.value
        async let b = Task.detached { layOutRow(count: 150, width: 2000) }.value
        let (ra, rb) = await (a, b)
        #expect(ra == CGRect(2388, 12.5, 10, 25))
        #expect(rb == CGRect(1788, 12.5, 10, 25))
    }

    /// Dropping a laid-out tree frees every view, guide and constraint: no cycles through
    /// superview, owning view, engine or constraints.
    @Test func droppedTreesAreFreed() {
        weak var weakWindow: Window?
        weak var weakChild: View?
        weak var weakGuide: LayoutGuide?
        weak var weakConstraint: LayoutConstraint?
        weak var weakEngine: LayoutEngine?
        do {
            let window = RecordingWindow(200, 200, safeArea: EdgeInsets(top: 20))
            let child = IntrinsicView(20, 20)
            window.addSubview(child)
            let c = child.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor)
            LayoutConstraint.activate([c, child.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor)])
            window.runRenderLoopTurn()
            #expect(child.frame == CGRect(8, 20, 20, 20))
            _ = child.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            weakWindow = window
            weakChild = child
            weakGuide = window.layoutMarginsGuide
            weakConstraint = c
            weakEngine = window.rootEngine
        }
        #expect(weakWindow == nil)
        #expect(weakChild == nil)
        #expect(weakGuide == nil)
        #expect(weakConstraint == nil)
        #expect(weakEngine == nil)
    }

    /// A subview removed from a laid-out tree is freed once the caller drops it.
    @Test func removedSubviewsAreFreed() {
        let window = RecordingWindow(100, 100)
        weak var weakChild: View?
        do {
            let child = makeView()
            window.addSubview(child)
            LayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                child.topAnchor.constraint(equalTo: window.topAnchor),
                child.widthAnchor.constraint(equalTo: window.widthAnchor),
                child.heightAnchor.constraint(equalToConstant: 10),
            ])
            window.layoutIfNeeded()
            child.removeFromSuperview()
            window.layoutIfNeeded()
            weakChild = child
        }
        #expect(weakChild == nil)
        #expect(window.rootEngine!.participants.isEmpty)
        #expect(window.rootEngine!.rows.isEmpty)
    }
}
