import Foundation
import Testing

@testable import StrutAutoLayout

/// The tree caches (a view's root and its direction root), a guide's owning view and an
/// engine's root are not weak references: they are cleared by their owner's `deinit`, or
/// (the caches) not read once a view cached as a root has died. These check that each reads
/// what the weak reference it replaces would have read, after the owner is gone. Run under
/// AddressSanitizer too (`swift test --sanitize=address --filter CachedRootLifetimeTests`): a
/// read of freed memory there is reported.
@Suite struct CachedRootLifetimeTests {
    /// A grandchild caches its root; the root dies while the grandchild's parent lives on.
    @Test func cachedRootThatDiedIsNotRead() {
        var root: View? = View()
        let child = View()
        let grandchild = View()
        root!.addSubview(child)
        child.addSubview(grandchild)
        let deathsBefore = View.cachedRootDeaths
        #expect(grandchild.rootView === root)
        #expect(grandchild.cachedRootDeaths >= deathsBefore)
        root = nil
        // At least this death (tests running in parallel add theirs to the global count).
        #expect(View.cachedRootDeaths >= deathsBefore + 1)
        // The child is now a root of its own; the grandchild finds it, not the freed view.
        #expect(grandchild.rootView === child)
        #expect(child.rootView === child)
    }

    /// A cached direction root dies; the direction is derived again from the live tree.
    @Test func cachedDirectionRootThatDiedIsNotRead() {
        var window: Window? = Window(size: CGSize(width: 100, height: 100))
        window!.layoutDirection = .rightToLeft
        let container = View()
        let leaf = View()
        window!.addSubview(container)
        container.addSubview(leaf)
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        window = nil
        // No window above: left to right, read from the live tree (the freed window's cache is
        // not compared).
        #expect(container.superview == nil)
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)
        container.semanticContentAttribute = .forceRightToLeft
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// A root that joins another tree and later dies: caches that named it are not read.
    @Test func formerRootThatDiedIsNotRead() {
        let top = View()
        var middle: View? = View()
        let leaf = View()
        middle!.addSubview(leaf)
        #expect(leaf.rootView === middle)  // caches `middle` as the root
        top.addSubview(middle!)
        #expect(leaf.rootView === top)
        middle!.removeFromSuperview()
        leaf.removeFromSuperview()
        middle = nil
        #expect(leaf.rootView === leaf)
        top.addSubview(leaf)
        #expect(leaf.rootView === top)
    }

    /// A guide that outlives its view reads no owning view.
    @Test func guideOutlivingItsViewHasNoOwningView() {
        var owner: View? = View()
        let guide = LayoutGuide()
        owner!.addLayoutGuide(guide)
        #expect(guide.owningView === owner)
        owner = nil
        #expect(guide.owningView == nil)
        #expect(guide.layoutFrame == .zero)
        #expect(guide.layoutNode.anchorView == nil)
        // It can join another view.
        let other = View()
        other.addLayoutGuide(guide)
        #expect(guide.owningView === other)
        #expect(other.layoutGuides.count == 1)
    }

    /// The view a fitting engine belongs to is its root; the engine's root is cleared when the
    /// view dies (an engine reached after its view is gone reads `nil`, not freed memory).
    @Test func fittingEngineRootIsItsViewAndIsClearedWithIt() {
        var cell: View? = View()
        let label = Label()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell!.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell!.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: cell!.topAnchor, constant: 4),
            label.trailingAnchor.constraint(equalTo: cell!.trailingAnchor, constant: -8),
            label.bottomAnchor.constraint(equalTo: cell!.bottomAnchor, constant: -4),
        ])
        let size = cell!.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        let textSize = label.intrinsicContentSize
        #expect(size == CGSize(width: textSize.width + 16, height: textSize.height + 8))
        let engine = cell!.fittingCache?.engine
        #expect(engine?.root === cell)
        // Keep the engine past the view's life (nothing in the library does; this checks the
        // reference is cleared, as a weak one would be).
        cell = nil
        #expect(engine != nil)
        #expect(engine?.root == nil)
    }
}
