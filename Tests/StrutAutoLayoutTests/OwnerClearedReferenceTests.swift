import Foundation
import Testing

@testable import StrutAutoLayout

/// The references that are not weak but are cleared by their owner's `deinit` (a node's view
/// and guide, a view's superview) read `nil` once the owner is gone, as the weak references
/// they replace did, and nothing that outlives the owner reaches freed memory through them.
/// Run this suite under AddressSanitizer too (`swift test --sanitize=address`): a dangling
/// read there is reported, not silently tolerated.
@Suite struct OwnerClearedReferenceTests {
    @Test func nodeOutlivingItsViewReadsNoView() {
        var view: View? = View()
        let node = view!.layoutNode
        #expect(node.view === view)
        view = nil
        #expect(node.view == nil)
        #expect(node.item == nil)
        #expect(node.anchorView == nil)
        #expect(node.container == nil)
    }

    @Test func nodeOutlivingItsGuideReadsNoGuide() {
        let owner = View()
        var guide: LayoutGuide? = LayoutGuide()
        owner.addLayoutGuide(guide!)
        let node = guide!.layoutNode
        #expect(node.guide === guide)
        #expect(node.anchorView === owner)
        owner.removeLayoutGuide(guide!)
        guide = nil
        #expect(node.guide == nil)
        #expect(node.item == nil)
        #expect(node.anchorView == nil)
    }

    @Test func subviewOutlivingItsSuperviewHasNoSuperview() {
        var parent: View? = View()
        let child = View()
        let grandchild = View()
        parent!.addSubview(child)
        child.addSubview(grandchild)
        #expect(child.superview === parent)
        parent = nil
        #expect(child.superview == nil)
        // The grandchild's superview is alive and unchanged.
        #expect(grandchild.superview === child)
        #expect(grandchild.rootView === child)
        #expect(child.rootView === child)
    }

    @Test func removedSubviewHasNoSuperviewAndParentDeathDoesNotTouchIt() {
        var parent: View? = View()
        let child = View()
        parent!.addSubview(child)
        child.removeFromSuperview()
        #expect(child.superview == nil)
        let other = View()
        other.addSubview(child)
        parent = nil
        #expect(child.superview === other)
        #expect(other.subviews.count == 1)
    }

    @Test func movedSubviewKeepsItsNewSuperviewWhenTheOldOneDies() {
        var first: View? = View()
        let second = View()
        let child = View()
        first!.addSubview(child)
        second.addSubview(child)  // removed from `first` on the way
        first = nil
        #expect(child.superview === second)
    }

    @Test func constraintOutlivingItsViewsIsReadDeactivatedAndChanged() {
        var constraint: LayoutConstraint?
        do {
            let setup = windowWithInsetView()  // (the window lives to the end of the block)
            #expect(setup.view.frame.width == 90)
            constraint = setup.width
        }
        let c = try! #require(constraint)
        #expect(c.firstItem == nil)
        #expect(c.secondItem == nil)
        #expect(c.isActive == false)
        c.constant = 4
        #expect(c.constant == 4)
        c.isActive = false
        #expect(c.isActive == false)
        #expect(c.firstAttribute == .width)
    }

    @Test func constraintBetweenSurvivingSubviewsOfADeadSuperviewStillDeactivates() {
        var parent: View? = View()
        let a = View(), b = View()
        parent!.addSubview(a)
        parent!.addSubview(b)
        let c = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 3)
        c.isActive = true
        #expect(c.isActive)
        #expect(a.layoutNode.referencingConstraints.count == 1)
        parent = nil
        #expect(a.superview == nil)
        #expect(b.superview == nil)
        // The host is gone: the constraint is inactive, and deactivating it touches nothing freed.
        #expect(c.isActive == false)
        c.isActive = false
        #expect(c.isActive == false)
        #expect(c.firstItem === a)
        #expect(c.secondItem === b)
    }

    @Test func treeTornDownFromTheRootLeavesNoDanglingSuperviews() {
        var survivors: [View] = []
        do {
            let window = Window(size: CGSize(width: 200, height: 200))
            var parent: View = window
            for i in 0..<6 {
                let v = View(frame: CGRect(x: 1, y: 1, width: 100 - CGFloat(i) * 10, height: 10))
                parent.addSubview(v)
                if i % 2 == 1 { survivors.append(v) }
                parent = v
            }
            window.layoutIfNeeded()
        }
        // The chain is window → v0 → v1 → … → v5 and v1, v3, v5 are kept: the window and v0
        // are freed (v0 held only by the window), so v1 has no superview; v2 and v4 live on in
        // the subviews of the kept v1 and v3, so v3's and v5's superviews are still there.
        #expect(survivors.map { $0.superview == nil } == [true, false, false])
        #expect(survivors[0].subviews.count == 1)
        #expect(survivors[1].superview?.superview === survivors[0])
        #expect(survivors[2].superview?.superview === survivors[1])
        #expect(survivors[0].rootView === survivors[0])
        #expect(survivors[2].rootView === survivors[0])
        #expect(survivors[2].subviews.isEmpty)
    }

    /// A constraint's sides hold its items' nodes and each node lists its active constraints:
    /// the items' `deinit` breaks that cycle, so a dropped tree frees its constraints and nodes.
    @Test(arguments: [false, true]) func droppedTreeFreesItsActiveConstraintsAndNodes(laidOut: Bool) {
        weak var weakConstraint: LayoutConstraint?
        weak var weakGuideConstraint: LayoutConstraint?
        weak var weakNode: LayoutNode?
        weak var weakGuideNode: LayoutNode?
        weak var weakView: View?
        do {
            let window = Window(size: CGSize(width: 100, height: 100))
            let a = View()
            a.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(a)
            let guide = LayoutGuide()
            window.addLayoutGuide(guide)
            let c = a.widthAnchor.constraint(equalTo: window.widthAnchor, constant: -20)
            let g = guide.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5)
            LayoutConstraint.activate([c, g])
            if laidOut {
                window.layoutIfNeeded()
                #expect(a.frame.width == 80)
            }
            weakConstraint = c
            weakGuideConstraint = g
            weakNode = a.layoutNode
            weakGuideNode = guide.layoutNode
            weakView = a
        }
        #expect(weakView == nil)
        #expect(weakConstraint == nil)
        #expect(weakGuideConstraint == nil)
        #expect(weakNode == nil)
        #expect(weakGuideNode == nil)
    }
}
