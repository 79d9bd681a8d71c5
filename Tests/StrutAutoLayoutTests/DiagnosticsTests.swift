import Foundation
import Testing

@testable import StrutAutoLayout

@Suite struct UnsatisfiableConstraintTests {
    /// `v.width == 100` then `v.width == 200`: the minimal conflict is the pair; the second one
    /// (whose addition completes the conflict) is broken — lowered just below required — so the
    /// first holds: width 100. The log is UIKit's text with the pair.
    @Test func conflictingWidthsLogUIKitTextAndBreakTheLaterOne() {
        let window = RecordingWindow(320, 100)
        let v = makeView("v")
        window.addSubview(v)
        let w100 = v.widthAnchor.constraint(equalToConstant: 100)
        w100.identifier = "w100"
        let w200 = v.widthAnchor.constraint(equalToConstant: 200)
        w200.identifier = "w200"
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            v.topAnchor.constraint(equalTo: window.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
            w100, w200,
        ])
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(0, 0, 100, 10))
        #expect(window.events.count == 1)
        let event = window.events[0]
        #expect(event.brokenConstraint.id == ObjectIdentifier(w200))
        #expect(event.conflictingConstraints.map(\.id) == [ObjectIdentifier(w100), ObjectIdentifier(w200)])
        let a = formatAddress(v)
        let d100 = "<NSLayoutConstraint:\(formatAddress(w100)) 'w100' v.width == 100   (active, names: v:\(a) )>"
        let d200 = "<NSLayoutConstraint:\(formatAddress(w200)) 'w200' v.width == 200   (active, names: v:\(a) )>"
        let expected = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
                "\(d100)",
                "\(d200)"
            )

            Will attempt to recover by breaking constraint 
            \(d200)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """
        #expect(event.message == expected)
        #expect(window.logs == [expected])
        #expect(window.layoutEngineStatistics.constraintsBroken == 1)
    }

    /// The guide's debugging example (reference §6.2 S6): in a 320-wide window, label.width >= 400,
    /// label.leading == leadingMargin, field.leading == label.trailing + 8 (system spacing),
    /// field.trailing == trailingMargin. Unsatisfiable; the >= 400 constraint (activated last)
    /// is broken. It still pulls as hard as anything optional can: the label takes all the room,
    /// 320 − 8 − 8 − 8 − 0 = 296, and the field (never negative) is 0 wide at 312.
    @Test func guideDebuggingExampleBreaksTheWidthConstraint() {
        let window = RecordingWindow(320, 100)
        let label = makeView("label"), field = makeView("field")
        window.addSubview(label)
        window.addSubview(field)
        let wide = label.widthAnchor.constraint(greaterThanOrEqualToConstant: 400)
        let leading = LayoutConstraint(item: label, attribute: .leading, relatedBy: .equal, toItem: window, attribute: .leadingMargin)
        let spacing = field.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor)
        let trailing = LayoutConstraint(item: field, attribute: .trailing, relatedBy: .equal, toItem: window, attribute: .trailingMargin)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: window.topAnchor), label.heightAnchor.constraint(equalToConstant: 20),
            field.topAnchor.constraint(equalTo: window.topAnchor), field.heightAnchor.constraint(equalToConstant: 20),
            leading, spacing, trailing, wide,
        ])
        window.layoutIfNeeded()
        #expect(window.events.count == 1)
        let event = window.events[0]
        #expect(event.brokenConstraint.id == ObjectIdentifier(wide))
        let ids = Set(event.conflictingConstraints.map(\.id))
        for c in [wide, leading, spacing, trailing] { #expect(ids.contains(ObjectIdentifier(c))) }
        #expect(event.conflictingConstraints.contains { $0.identifier == "UIView-Encapsulated-Layout-Width" })
        #expect(event.message.contains("H:[label]-(NSLayoutAnchorConstraintSpace(8))-[field]"))
        #expect(label.frame == CGRect(8, 0, 296, 20))
        #expect(field.frame == CGRect(312, 0, 0, 20))
        // With the width at 999 it is satisfiable: no event, same frames.
        let quiet = RecordingWindow(320, 100)
        let label2 = makeView(), field2 = makeView()
        quiet.addSubview(label2)
        quiet.addSubview(field2)
        let wide2 = label2.widthAnchor.constraint(greaterThanOrEqualToConstant: 400)
        wide2.priority = LayoutPriority(999)
        LayoutConstraint.activate([
            label2.topAnchor.constraint(equalTo: quiet.topAnchor), label2.heightAnchor.constraint(equalToConstant: 20),
            field2.topAnchor.constraint(equalTo: quiet.topAnchor), field2.heightAnchor.constraint(equalToConstant: 20),
            label2.leadingAnchor.constraint(equalTo: quiet.layoutMarginsGuide.leadingAnchor),
            field2.leadingAnchor.constraint(equalToSystemSpacingAfter: label2.trailingAnchor),
            field2.trailingAnchor.constraint(equalTo: quiet.layoutMarginsGuide.trailingAnchor),
            wide2,
        ])
        quiet.layoutIfNeeded()
        #expect(quiet.events.isEmpty)
        #expect(label2.frame == CGRect(8, 0, 296, 20))
    }

    /// A constant change that makes a required constraint unsatisfiable breaks that constraint:
    /// width == 100 and width <= 150; setting the first to 200 breaks it, the width is 150.
    @Test func unsatisfiableConstantChangeBreaksTheChangedConstraint() {
        let window = RecordingWindow(320, 100)
        let v = makeView("v")
        window.addSubview(v)
        let width = v.widthAnchor.constraint(equalToConstant: 100)
        let cap = v.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: window.leadingAnchor), v.topAnchor.constraint(equalTo: window.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10), width, cap,
        ])
        window.layoutIfNeeded()
        #expect(v.frame.width == 100)
        width.constant = 200
        window.layoutIfNeeded()
        #expect(window.events.count == 1)
        #expect(window.events.first?.brokenConstraint.id == ObjectIdentifier(width))
        #expect(window.events.first?.conflictingConstraints.map(\.id) == [ObjectIdentifier(width), ObjectIdentifier(cap)])
        #expect(v.frame.width == 150)
    }

    /// Autoresizing constraints in the conflict add UIKit's note about them.
    @Test func autoresizingConflictMentionsTranslatesAutoresizingMask() {
        let window = RecordingWindow(320, 100)
        let v = View(frame: CGRect(0, 0, 50, 50))  // forgot translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(v)
        v.widthAnchor.constraint(equalToConstant: 100).isActive = true
        window.layoutIfNeeded()
        #expect(window.events.count == 1)
        #expect(
            window.events[0].message.contains(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
            ))
        #expect(window.events[0].message.contains("h=--& v=--&"))
        #expect(v.frame == CGRect(0, 0, 50, 50))
    }
}

@Suite struct AmbiguityTests {
    /// WWDC 2012 #228: width == 24 @500 and width >= 30 @500 — every width in [24, 30] has the
    /// same total error (6), so the layout is ambiguous; the witness is another width in that
    /// range. Raising the inequality to 525 makes width 30 and the layout unambiguous.
    @Test func equalPrioritiesAreAmbiguousWithAWitness() {
        let window = RecordingWindow(320, 100)
        let v = makeView("v")
        window.addSubview(v)
        let equal = v.widthAnchor.constraint(equalToConstant: 24)
        equal.priority = LayoutPriority(500)
        let atLeast = v.widthAnchor.constraint(greaterThanOrEqualToConstant: 30)
        atLeast.priority = LayoutPriority(500)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: window.leadingAnchor), v.topAnchor.constraint(equalTo: window.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10), equal, atLeast,
        ])
        window.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)
        let engine = window.rootEngine!
        let witnesses = v.ambiguousVariables(in: engine)
        #expect(witnesses.count == 1)
        let w = witnesses[0]
        #expect(w.variable === v.layoutNode.width)
        #expect(w.value >= 24 && w.value <= 30)
        #expect(w.alternativeValue >= 24 && w.alternativeValue <= 30 && w.alternativeValue != w.value)
        #expect(Double(v.frame.width) == w.value)
        v.exerciseAmbiguityInLayout()
        #expect(Double(v.frame.width) == w.alternativeValue)
        // Again: the pin is removed and the engine picks a solution in the range again.
        v.exerciseAmbiguityInLayout()
        #expect(v.frame.width >= 24 && v.frame.width <= 30)

        atLeast.priority = LayoutPriority(525)
        window.layoutIfNeeded()
        #expect(v.frame.width == 30)
        #expect(!v.hasAmbiguousLayout)
    }

    /// A view with no vertical position: minY is ambiguous, and the trace says so in UIKit's format.
    @Test func autolayoutTraceMarksAmbiguousViews() {
        let window = RecordingWindow(320, 100)
        let v = makeView("v")
        let framed = View(frame: CGRect(0, 0, 10, 10))
        window.addSubview(v)
        window.addSubview(framed)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)
        #expect(!framed.hasAmbiguousLayout)
        let trace = window.autolayoutTrace()
        let expected = """
            •\(ConstraintFormatter.itemName(window))
            |   *v- AMBIGUOUS LAYOUT for v.minY{id: 1}
            |   View:\(formatAddress(framed))

            Legend:
            \t* - is laid out with auto layout
            \t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES
            \t• - layout engine host
            """
        #expect(trace == expected)
        #expect(v.constraintsAffectingLayout(for: .horizontal).count >= 2)
        #expect(v.constraintsAffectingLayout(for: .vertical).contains { $0.firstAttribute == .height })
    }
}

@Suite struct DescriptionTests {
    @Test func equationBodies() {
        let sv = View(), a = View(), b = View()
        sv.addSubview(a)
        sv.addSubview(b)
        let (ra, rb, rs) = (formatAddress(a), formatAddress(b), formatAddress(sv))
        let c1 = a.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 20)
        #expect(c1.description == "<NSLayoutConstraint:\(formatAddress(c1)) View:\(ra).leading == View:\(rs).leading + 20   (inactive)>")
        let c2 = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: -10)
        #expect(c2.description == "<NSLayoutConstraint:\(formatAddress(c2)) View:\(ra).width == 0.5*View:\(rb).width - 10   (inactive)>")
        let c3 = a.heightAnchor.constraint(equalToConstant: 44)
        c3.priority = .defaultHigh
        c3.identifier = "h"
        c3.isActive = true
        #expect(c3.description == "<NSLayoutConstraint:\(formatAddress(c3)) 'h' View:\(ra).height == 44 @750   (active)>")
        a.identifier = "tableView"
        sv.identifier = "main"
        let c4 = a.bottomAnchor.constraint(equalTo: sv.bottomAnchor)
        #expect(
            c4.description
                == "<NSLayoutConstraint:\(formatAddress(c4)) tableView.bottom == main.bottom   (inactive, names: tableView:\(ra), main:\(rs) )>"
        )
        let c5 = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 1.0 / 3.0)
        #expect(c5.description.contains("tableView.width == 0.333333*View:\(rb).width"))
    }

    /// Autoresizing constraints of the reference's label example (§6.3): frame (270, 60, 42, 22)
    /// in a 320-wide superview, mask flexible left + flexible bottom: `h=&-- v=--&`,
    /// midX == sv.width − 29 (320 − 291), midY == 71, width == 42, height == 22.
    @Test func autoresizingConstraintDescriptions() {
        let sv = View(frame: CGRect(0, 0, 320, 480))
        sv.identifier = "sv"
        let label = View(frame: CGRect(270, 60, 42, 22))
        label.identifier = "label"
        label.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        sv.addSubview(label)
        let bodies = label.makeFrameConstraints().map { $0.description }
        let prefix = "h=&-- v=--& "
        #expect(bodies.count == 4)
        #expect(bodies[0].hasSuffix("\(prefix)label.width == 42   (active, names: label:\(formatAddress(label)) )>"))
        #expect(bodies[1].contains("\(prefix)label.midX == sv.width - 29   (active"))
        #expect(bodies[2].contains("\(prefix)label.height == 22   (active"))
        #expect(bodies[3].contains("\(prefix)label.midY == 71   (active"))
        #expect(bodies.allSatisfy { $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint:0x") })
    }

    @Test func contentSizeAndGuideDescriptions() {
        let window = RecordingWindow(200, 200)
        let label = IntrinsicView(66, 20, identifier: "label")
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        let p = window.rootEngine!.participants[ObjectKey(label.layoutNode)]!
        let hug = p.contentSize.horizontal!.hugging
        #expect(
            hug.description
                == "<NSContentSizeLayoutConstraint:\(formatAddress(hug)) label.width == 66 Hug:250 CompressionResistance:750   (active, names: label:\(formatAddress(label)) )>"
        )
        let left = window.marginsGuideConstraints[0]
        let guide = "LayoutGuide:\(formatAddress(window.layoutMarginsGuide))'UIViewLayoutMarginsGuide'"
        let windowName = ConstraintFormatter.itemName(window)
        #expect(
            left.description
                == "<NSLayoutConstraint:\(formatAddress(left)) 'UIView-leftMargin-guide-constraint' H:|-(8)-[\(guide)](LTR)   (active, names: '|':\(windowName) )>"
        )
        let right = window.marginsGuideConstraints[1]
        #expect(right.description.contains("'UIView-rightMargin-guide-constraint' H:[\(guide)]-(8)-|(LTR)"))
        let bottom = window.marginsGuideConstraints[3]
        #expect(bottom.description.contains("'UIView-bottomMargin-guide-constraint' V:[\(guide)]-(8)-|"))
    }

    @Test func anchorNamesAndViewDescriptions() {
        let v = View(frame: CGRect(1, 2, 3, 4))
        #expect(v.description == "<View: \(formatAddress(v)); frame = (1 2; 3 4)>")
        #expect(v.centerXAnchor.name == "View:\(formatAddress(v)).centerX")
        let g = LayoutGuide()
        g.identifier = "spacer"
        #expect(g.description == "<LayoutGuide: \(formatAddress(g)) - \"spacer\", layoutFrame = {{0, 0}, {0, 0}}>")
    }
}
