import Foundation
import Testing

@testable import StrutAutoLayout
@testable import StrutDeclarative
@testable import StrutDeclarativeViews

/// What `makeViews` remembers about Strut views lives on the views themselves (no side table):
/// the reuse identifier and the role, read back by the next `makeViews` on the same host.
@Suite struct ViewMakingEntryTests {
    private func row(_ ids: [String?]) -> StackLayout {
        StackLayout(
            axis: .horizontal, spacing: 0,
            sublayouts: ids.map { SizeLayout(width: 10, height: 10, viewReuseId: $0, view: ViewRecipe { View() }) })
    }

    @Test func madeViewsCarryTheirReuseIdAndRole() {
        let host = View(frame: CGRect(0, 0, 100, 10))
        let plain = View()
        host.addSubview(plain)  // not made by makeViews: stays unmanaged
        row(["a", nil]).arrangement(width: 100, height: 10).makeViews(in: host)
        let made = host.subviews.filter { $0 !== plain }
        #expect(made.count == 2)
        // Top-level views of a call on a host are its roots (role 2); the first keeps "a".
        #expect(made.map(\.viewMakingRole) == [2, 2])
        #expect(made.map(\.viewMakingReuseId) == ["a", nil])
        #expect(plain.viewMakingRole == 0 && plain.viewMakingReuseId == nil)
        #expect(StrutViewTree.viewMakingEntry(of: plain) == nil)
        #expect(StrutViewTree.viewMakingEntry(of: made[0]) == ViewMakingEntry(reuseId: "a", role: .root))
    }

    @Test func recyclingReadsTheEntryAndPurgingClearsIt() {
        let host = View(frame: CGRect(0, 0, 100, 10))
        row(["a", "b"]).arrangement(width: 100, height: 10).makeViews(in: host)
        let a = host.subviews[0], b = host.subviews[1]
        // Again with only "b": the view made for "b" is reused, the one for "a" purged.
        row(["b"]).arrangement(width: 100, height: 10).makeViews(in: host)
        #expect(host.subviews.count == 1)
        #expect(host.subviews[0] === b)
        #expect(b.viewMakingRole == 2 && b.viewMakingReuseId == "b")
        #expect(a.superview == nil)
        #expect(a.viewMakingRole == 0 && a.viewMakingReuseId == nil)
    }

    @Test func nestedViewsAreManagedNotRoots() {
        let host = View(frame: CGRect(0, 0, 100, 10))
        let inner = SizeLayout(width: 10, height: 10, viewReuseId: "inner", view: ViewRecipe { View() })
        let outer = SizeLayout(width: 20, height: 10, viewReuseId: "outer", sublayout: inner, view: ViewRecipe { View() })
        outer.arrangement(width: 100, height: 10).makeViews(in: host)
        let outerView = host.subviews[0]
        let innerView = outerView.subviews[0]
        #expect(outerView.viewMakingRole == 2 && outerView.viewMakingReuseId == "outer")
        #expect(innerView.viewMakingRole == 1 && innerView.viewMakingReuseId == "inner")
    }

    @Test func aRecycledViewTakesTheRoleOfItsNewLevel() {
        let host = View(frame: CGRect(0, 0, 100, 10))
        func nested() -> SizeLayout {
            let inner = SizeLayout(width: 10, height: 10, viewReuseId: "inner", view: ViewRecipe { View() })
            return SizeLayout(width: 20, height: 10, viewReuseId: "outer", sublayout: inner, view: ViewRecipe { View() })
        }
        nested().arrangement(width: 100, height: 10).makeViews(in: host)
        let outerView = host.subviews[0]
        let innerView = outerView.subviews[0]
        // Side by side: "inner" is recycled at the top level, a root.
        row(["outer", "inner"]).arrangement(width: 100, height: 10).makeViews(in: host)
        #expect(host.subviews.count == 2 && host.subviews[0] === outerView && host.subviews[1] === innerView)
        #expect(innerView.viewMakingRole == 2 && innerView.viewMakingReuseId == "inner")
        #expect(outerView.viewMakingRole == 2 && outerView.viewMakingReuseId == "outer")
        // Nested again: "inner" is recycled below "outer", managed.
        nested().arrangement(width: 100, height: 10).makeViews(in: host)
        #expect(host.subviews.count == 1 && host.subviews[0] === outerView && outerView.subviews.first === innerView)
        #expect(innerView.viewMakingRole == 1 && innerView.viewMakingReuseId == "inner")
        #expect(outerView.viewMakingRole == 2 && outerView.viewMakingReuseId == "outer")
    }

    @Test func recycledViewsWhoseNestingIsSwappedSwapPlaces() {
        // "outer" holds "inner"; then "inner" holds "outer": the recycled views trade places
        // (UIKit would refuse to add a view to its own descendant; the old parent is detached first).
        let host = View(frame: CGRect(0, 0, 100, 10))
        func nested(outside: String, inside: String) -> SizeLayout {
            let inner = SizeLayout(width: 10, height: 10, viewReuseId: inside, view: ViewRecipe { View() })
            return SizeLayout(width: 20, height: 10, viewReuseId: outside, sublayout: inner, view: ViewRecipe { View() })
        }
        nested(outside: "outer", inside: "inner").arrangement(width: 100, height: 10).makeViews(in: host)
        let outerView = host.subviews[0]
        let innerView = outerView.subviews[0]
        nested(outside: "inner", inside: "outer").arrangement(width: 100, height: 10).makeViews(in: host)
        #expect(host.subviews.count == 1 && host.subviews[0] === innerView)
        #expect(innerView.subviews.count == 1 && innerView.subviews[0] === outerView)
        #expect(outerView.subviews.isEmpty)
        // The frames a fresh host gets for the same layout.
        let fresh = View(frame: CGRect(0, 0, 100, 10))
        nested(outside: "inner", inside: "outer").arrangement(width: 100, height: 10).makeViews(in: fresh)
        #expect(innerView.frame == fresh.subviews[0].frame && outerView.frame == fresh.subviews[0].subviews[0].frame)
        #expect(innerView.frame.width == 20 && outerView.frame.width == 10)
        #expect(innerView.viewMakingRole == 2 && outerView.viewMakingRole == 1)
        // And back.
        nested(outside: "outer", inside: "inner").arrangement(width: 100, height: 10).makeViews(in: host)
        #expect(host.subviews.count == 1 && host.subviews[0] === outerView && outerView.subviews.first === innerView)
        #expect(innerView.subviews.isEmpty)
    }
}

/// The reuse identifier and role are one stored record, read and written through either.
@Suite struct ViewMakingRecordTests {
    @Test func theRecordAndItsTwoPropertiesAgree() {
        let view = View()
        #expect(view.viewMakingRecord.reuseId == nil && view.viewMakingRecord.role == 0)
        StrutViewTree.setViewMakingEntry(ViewMakingEntry(reuseId: "x", role: .managed), of: view)
        #expect(view.viewMakingReuseId == "x" && view.viewMakingRole == 1)
        view.viewMakingRole = 2
        #expect(view.viewMakingRecord.role == 2 && view.viewMakingRecord.reuseId == "x")
        #expect(StrutViewTree.viewMakingEntry(of: view) == ViewMakingEntry(reuseId: "x", role: .root))
        StrutViewTree.setViewMakingEntry(nil, of: view)
        #expect(view.viewMakingReuseId == nil && view.viewMakingRole == 0)
    }
}
