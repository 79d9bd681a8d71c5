import Foundation
import StrutSolver
import Testing

@testable import StrutAutoLayout

/// `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` on real views: each
/// documented example's exact constraint list (items by identity, attributes, relation,
/// multiplier, constant, priority), written out by hand (reference §6.1).
@Suite struct LayoutConstraintVisualFormatTests {
    /// One expected constraint; `nil` second item for a constant.
    struct Expected {
        let first: AnyObject
        let firstAttribute: LayoutAttribute
        let relation: LayoutRelation
        let second: AnyObject?
        let secondAttribute: LayoutAttribute
        var constant: CGFloat = 0
        var priority: Float = 1000
    }

    static func check(_ constraints: [LayoutConstraint], _ expected: [Expected], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(constraints.count == expected.count, sourceLocation: sourceLocation)
        for (c, e) in zip(constraints, expected) {
            #expect(c.firstItem === e.first, "\(c)", sourceLocation: sourceLocation)
            #expect(c.firstAttribute == e.firstAttribute, "\(c)", sourceLocation: sourceLocation)
            #expect(c.relation == e.relation, "\(c)", sourceLocation: sourceLocation)
            #expect(c.secondItem === e.second, "\(c)", sourceLocation: sourceLocation)
            #expect(c.secondAttribute == e.secondAttribute, "\(c)", sourceLocation: sourceLocation)
            #expect(c.multiplier == 1, "\(c)", sourceLocation: sourceLocation)
            #expect(c.constant == e.constant, "\(c)", sourceLocation: sourceLocation)
            #expect(c.priority.rawValue == e.priority, "\(c)", sourceLocation: sourceLocation)
            #expect(!c.isActive, "\(c)", sourceLocation: sourceLocation)
        }
    }

    /// A superview with named subviews.
    static func views(_ names: String...) -> (sv: View, views: [String: View]) {
        let sv = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var views: [String: View] = [:]
        for name in names {
            let v = View()
            v.identifier = name
            v.translatesAutoresizingMaskIntoConstraints = false
            sv.addSubview(v)
            views[name] = v
        }
        return (sv, views)
    }

    @Test func v1StandardSpace() {
        let (_, v) = Self.views("button", "textField")
        let c = LayoutConstraint.constraints(withVisualFormat: "[button]-[textField]", views: v)
        Self.check(
            c,
            [
                .init(
                    first: v["textField"]!, firstAttribute: .leading, relation: .equal, second: v["button"]!, secondAttribute: .trailing,
                    constant: 8)
            ])
    }

    /// UIKit logs the standard space as `-(NSSpace(8))-` and an explicit 8 as `-(8)-`
    /// (reference §3.3); the dash at a superview bar means the margin (an equation).
    @Test func standardSpacePrintsAsNSSpace() {
        let (sv, v) = Self.views("button", "textField")
        let standard = LayoutConstraint.constraints(withVisualFormat: "[button]-[textField]", views: v)
        let explicit = LayoutConstraint.constraints(withVisualFormat: "[button]-8-[textField]", views: v)
        let margin = LayoutConstraint.constraints(withVisualFormat: "|-[button]", views: v)
        // `<NSLayoutConstraint:0x… BODY   (inactive, names: …)>`
        #expect(standard[0].description.contains(" H:[button]-(NSSpace(8))-[textField](LTR)   (inactive"))
        #expect(explicit[0].description.contains(" H:[button]-(8)-[textField](LTR)   (inactive"))
        #expect(margin[0].description.contains(" button.leading == View:\(formatAddress(sv)).leadingMargin   (inactive"))
    }

    @Test func v2WidthConstraint() {
        let (_, v) = Self.views("button")
        let c = LayoutConstraint.constraints(withVisualFormat: "[button(>=50)]", views: v)
        Self.check(
            c,
            [
                .init(
                    first: v["button"]!, firstAttribute: .width, relation: .greaterThanOrEqual, second: nil,
                    secondAttribute: .notAnAttribute, constant: 50)
            ])
    }

    @Test func v3ConnectionToSuperview() {
        let (sv, v) = Self.views("purpleBox")
        let box = v["purpleBox"]!
        let c = LayoutConstraint.constraints(withVisualFormat: "|-50-[purpleBox]-50-|", views: v)
        Self.check(
            c,
            [
                .init(first: box, firstAttribute: .leading, relation: .equal, second: sv, secondAttribute: .leading, constant: 50),
                .init(first: sv, firstAttribute: .trailing, relation: .equal, second: box, secondAttribute: .trailing, constant: 50),
            ])
    }

    @Test func v4VerticalLayout() {
        let (_, v) = Self.views("topField", "bottomField")
        let c = LayoutConstraint.constraints(withVisualFormat: "V:[topField]-10-[bottomField]", views: v)
        Self.check(
            c,
            [
                .init(
                    first: v["bottomField"]!, firstAttribute: .top, relation: .equal, second: v["topField"]!, secondAttribute: .bottom,
                    constant: 10)
            ])
    }

    @Test func v5FlushViews() {
        let (_, v) = Self.views("maroonView", "blueView")
        let c = LayoutConstraint.constraints(withVisualFormat: "[maroonView][blueView]", views: v)
        Self.check(
            c,
            [.init(first: v["blueView"]!, firstAttribute: .leading, relation: .equal, second: v["maroonView"]!, secondAttribute: .trailing)]
        )
    }

    @Test func v6Priority() {
        let (_, v) = Self.views("button")
        let c = LayoutConstraint.constraints(withVisualFormat: "[button(100@20)]", views: v)
        Self.check(
            c,
            [
                .init(
                    first: v["button"]!, firstAttribute: .width, relation: .equal, second: nil, secondAttribute: .notAnAttribute,
                    constant: 100, priority: 20)
            ])
    }

    @Test func v7EqualWidths() {
        let (_, v) = Self.views("button1", "button2")
        let c = LayoutConstraint.constraints(withVisualFormat: "[button1(==button2)]", views: v)
        Self.check(
            c, [.init(first: v["button1"]!, firstAttribute: .width, relation: .equal, second: v["button2"]!, secondAttribute: .width)])
    }

    @Test func v8MultiplePredicates() {
        let (_, v) = Self.views("flexibleButton")
        let b = v["flexibleButton"]!
        let c = LayoutConstraint.constraints(withVisualFormat: "[flexibleButton(>=70,<=100)]", views: v)
        Self.check(
            c,
            [
                .init(
                    first: b, firstAttribute: .width, relation: .greaterThanOrEqual, second: nil, secondAttribute: .notAnAttribute,
                    constant: 70),
                .init(
                    first: b, firstAttribute: .width, relation: .lessThanOrEqual, second: nil, secondAttribute: .notAnAttribute,
                    constant: 100),
            ])
    }

    @Test func v9CompleteLine() {
        let (sv, v) = Self.views("find", "findNext", "findField")
        let find = v["find"]!, next = v["findNext"]!, field = v["findField"]!
        let c = LayoutConstraint.constraints(withVisualFormat: "|-[find]-[findNext]-[findField(>=20)]-|", views: v)
        Self.check(
            c,
            [
                .init(first: find, firstAttribute: .leading, relation: .equal, second: sv, secondAttribute: .leadingMargin),
                .init(first: next, firstAttribute: .leading, relation: .equal, second: find, secondAttribute: .trailing, constant: 8),
                .init(first: field, firstAttribute: .leading, relation: .equal, second: next, secondAttribute: .trailing, constant: 8),
                .init(
                    first: field, firstAttribute: .width, relation: .greaterThanOrEqual, second: nil, secondAttribute: .notAnAttribute,
                    constant: 20),
                .init(first: sv, firstAttribute: .trailingMargin, relation: .equal, second: field, secondAttribute: .trailing),
            ])
    }

    /// V10 and V11: `|-[myView]-|` reaches the margins; with default 8-point margins in a
    /// 320-wide superview the view is at x = 8, 304 wide (320 − 2 × 8).
    @Test func v10v11Margins() {
        let (sv, v) = Self.views("myView")
        let my = v["myView"]!
        let c = LayoutConstraint.constraints(withVisualFormat: "|-[myView]-|", options: .alignAllTop, views: v)
        Self.check(
            c,
            [
                .init(first: my, firstAttribute: .leading, relation: .equal, second: sv, secondAttribute: .leadingMargin),
                .init(first: sv, firstAttribute: .trailingMargin, relation: .equal, second: my, secondAttribute: .trailing),
            ])
        LayoutConstraint.activate(c)
        LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: "V:|[myView(10)]", views: v))
        sv.layoutIfNeeded()
        #expect(my.frame == CGRect(x: 8, y: 0, width: 304, height: 10))
    }

    /// V12, V14: explicit spacing; V15: the autoresizing equivalents as frames.
    @Test func v15Frames() {
        let (sv, v) = Self.views("button")
        let button = v["button"]!
        LayoutConstraint.activate(
            LayoutConstraint.constraints(withVisualFormat: "|-20-[button]-20-|", views: v)
                + LayoutConstraint.constraints(withVisualFormat: "V:|-20-[button(20)]", views: v)
        )
        sv.layoutIfNeeded()
        // 320 − 20 − 20 = 280.
        #expect(button.frame == CGRect(x: 20, y: 20, width: 280, height: 20))
    }

    /// The seeds' first example: `H:|-[text1]-[text2]` with `.alignAllFirstBaseline`.
    @Test func seedExampleAlignAllFirstBaseline() {
        let (sv, v) = Self.views("text1", "text2")
        let t1 = v["text1"]!, t2 = v["text2"]!
        let c = LayoutConstraint.constraints(withVisualFormat: "H:|-[text1]-[text2]", options: .alignAllFirstBaseline, views: v)
        Self.check(
            c,
            [
                .init(first: t1, firstAttribute: .leading, relation: .equal, second: sv, secondAttribute: .leadingMargin),
                .init(first: t2, firstAttribute: .leading, relation: .equal, second: t1, secondAttribute: .trailing, constant: 8),
                .init(first: t1, firstAttribute: .firstBaseline, relation: .equal, second: t2, secondAttribute: .firstBaseline),
            ])
    }

    @Test func metricsAndDirections() {
        let (sv, v) = Self.views("a", "b")
        let a = v["a"]!, b = v["b"]!
        let rtl = LayoutConstraint.constraints(
            withVisualFormat: "|-pad-[a]-(>=gap@low)-[b]|", options: .directionRightToLeft,
            metrics: ["pad": 12, "gap": 4, "low": 250], views: v)
        Self.check(
            rtl,
            [
                .init(first: sv, firstAttribute: .right, relation: .equal, second: a, secondAttribute: .right, constant: 12),
                .init(
                    first: a, firstAttribute: .left, relation: .greaterThanOrEqual, second: b, secondAttribute: .right, constant: 4,
                    priority: 250),
                .init(first: b, firstAttribute: .left, relation: .equal, second: sv, secondAttribute: .left),
            ])
        // Frames: a at the right, 100 wide; b flush at the left edge, 100 wide.
        LayoutConstraint.activate(rtl)
        LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: "[a(100)]", views: v))
        LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: "[b(100)]", views: v))
        LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: "V:|[a(10)]", views: v))
        LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: "V:|[b(10)]", views: v))
        sv.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 320 - 12 - 100, y: 0, width: 100, height: 10))
        #expect(b.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    /// A layout guide in the views dictionary: `|` is its owning view.
    @Test func layoutGuideItem() {
        let sv = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let guide = LayoutGuide()
        sv.addLayoutGuide(guide)
        let c = LayoutConstraint.constraints(withVisualFormat: "|-10-[g]", views: ["g": guide])
        Self.check(
            c, [.init(first: guide, firstAttribute: .leading, relation: .equal, second: sv, secondAttribute: .leading, constant: 10)])
    }

    // MARK: Errors through the real API

    /// E5: a view without a superview beside `|`.
    @Test func e5MissingSuperview() {
        let lone = View()
        #expect(throws: VisualFormatError(.missingSuperview, format: "H:|-(>=50)-[view1(100)]", offset: 2)) {
            try LayoutConstraint.validatedConstraints(withVisualFormat: "H:|-(>=50)-[view1(100)]", views: ["view1": lone])
        }
    }

    /// E8, E9, E3 through the real API.
    @Test func unknownNames() {
        let (sv, v) = Self.views("whiteBox2")
        defer { withExtendedLifetime(sv) {} }  // views hold their superview weakly
        #expect(throws: VisualFormatError(.unknownView("blackBox"), format: "|[whiteBox2][blackBox]", offset: 21)) {
            try LayoutConstraint.validatedConstraints(withVisualFormat: "|[whiteBox2][blackBox]", views: v)
        }
        #expect(throws: VisualFormatError(.unknownMetric("margiin"), format: "H:|-margiin-[whiteBox2]", offset: 11)) {
            try LayoutConstraint.validatedConstraints(withVisualFormat: "H:|-margiin-[whiteBox2]", views: v)
        }
    }

    /// A baseline of a layout guide is not a valid constraint: a typed error, not a trap.
    @Test func invalidConstraintIsAnError() {
        let sv = View()
        let guide = LayoutGuide(), other = LayoutGuide()
        sv.addLayoutGuide(guide)
        sv.addLayoutGuide(other)
        do {
            _ = try LayoutConstraint.validatedConstraints(
                withVisualFormat: "[g][h]", options: .alignAllFirstBaseline, views: ["g": guide, "h": other])
            Issue.record("expected an error")
        } catch {
            guard case .invalidConstraint = error.reason else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(error.offset == nil)
        }
    }
}
