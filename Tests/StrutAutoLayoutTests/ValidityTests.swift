import Foundation
import Testing

@testable import StrutAutoLayout

@Suite struct ValidityTests {
    enum Rule: String, Sendable, CaseIterable { case pairing, locationConstant, missing, priority, nonFinite }

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var first: LayoutAttribute
        var second: LayoutAttribute?
        var multiplier: CGFloat = 1
        var constant: CGFloat = 0
        var priority: Float = 1000
        var onGuide = false
        var rule: Rule?
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "top to height", first: .top, second: .height, rule: .pairing),
        Case(name: "leading to left", first: .leading, second: .left, rule: .pairing),
        Case(name: "trailingMargin to rightMargin", first: .trailingMargin, second: .rightMargin, rule: .pairing),
        Case(name: "top to leading", first: .top, second: .leading, rule: .pairing),
        Case(name: "width to centerX", first: .width, second: .centerX, rule: .pairing),
        Case(name: "leading equal to a constant", first: .leading, second: nil, constant: 20, rule: .locationConstant),
        Case(name: "top with multiplier 0", first: .top, second: .top, multiplier: 0, rule: .locationConstant),
        Case(name: "not an attribute", first: .notAnAttribute, second: nil, rule: .missing),
        Case(name: "priority 0", first: .width, second: nil, priority: 0, rule: .priority),
        Case(name: "priority 1001", first: .width, second: nil, priority: 1001, rule: .priority),
        Case(name: "NaN constant", first: .width, second: nil, constant: .nan, rule: .nonFinite),
        Case(name: "infinite multiplier", first: .width, second: .width, multiplier: .infinity, rule: .nonFinite),
        Case(name: "margin on a guide", first: .leadingMargin, second: .leading, onGuide: true, rule: .pairing),
        Case(name: "baseline on a guide", first: .lastBaseline, second: .top, onGuide: true, rule: .pairing),
        // Valid ones.
        Case(name: "aspect ratio", first: .width, second: .height, multiplier: 2),
        Case(name: "centerX to leading", first: .centerX, second: .leading),
        Case(name: "centerX to left", first: .centerX, second: .left),
        Case(name: "width constant", first: .width, second: nil, constant: 40),
        Case(name: "baseline to centerY", first: .firstBaseline, second: .centerY),
        Case(name: "optional priority", first: .height, second: nil, priority: 250),
    ]

    @Test(arguments: cases)
    func validityRules(_ c: Case) {
        let sv = View()
        let a = View(), b = View()
        sv.addSubview(a)
        sv.addSubview(b)
        let guide = LayoutGuide()
        sv.addLayoutGuide(guide)
        let first: any LayoutItem = c.onGuide ? guide : a
        let result: Result<LayoutConstraint, LayoutConstraintError>
        do {
            result = .success(
                try LayoutConstraint.validated(
                    item: first, attribute: c.first, relatedBy: .equal, toItem: c.second == nil ? nil : b,
                    attribute: c.second ?? .notAnAttribute, multiplier: c.multiplier, constant: c.constant,
                    priority: LayoutPriority(c.priority)))
        } catch {
            result = .failure(error)
        }
        switch (result, c.rule) {
        case (.success, nil): break
        case let (.failure(error), rule?):
            switch (error, rule) {
            case (.invalidPairing, .pairing), (.locationEqualToConstant, .locationConstant), (.missingAttribute, .missing),
                (.invalidPriority, .priority), (.nonFiniteValue, .nonFinite):
                break
            default: Issue.record("\(c.name): expected \(rule), got \(error)")
            }
        case let (.success(made), rule?): Issue.record("\(c.name): expected \(rule), made \(made)")
        case let (.failure(error), nil): Issue.record("\(c.name): expected valid, got \(error)")
        }
    }

    @Test func messagesNameTheItemsAndFollowUIKit() throws {
        let sv = View(), a = View()
        sv.addSubview(a)
        a.identifier = "a"
        #expect(throws: LayoutConstraintError.self) {
            _ = try LayoutConstraint.validated(item: a, attribute: .top, relatedBy: .equal, toItem: sv, attribute: .height)
        }
        do {
            _ = try LayoutConstraint.validated(item: a, attribute: .top, relatedBy: .equal, toItem: sv, attribute: .height)
        } catch {
            #expect(
                error.description
                    == "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes: a.top cannot be related to View:\(formatAddress(sv)).height (a vertical location cannot be related to a size)"
            )
        }
        do {
            _ = try LayoutConstraint.validated(
                item: a, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 8)
        } catch {
            #expect(
                error.description.hasPrefix(
                    "NSLayoutConstraint for <View: \(formatAddress(a)); frame = (0 0; 0 0); identifier = 'a'>: A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
                ))
        }
    }

    /// Items in different trees: UIKit's exact message (two spaces after each sentence), a typed
    /// error from the throwing API, and nothing activated (all or nothing).
    @Test func noCommonAncestor() {
        let tree1 = View(), tree2 = View()
        let a = View(), b = View()
        tree1.addSubview(a)
        tree2.addSubview(b)
        let good = a.widthAnchor.constraint(equalToConstant: 10)
        let bad = a.centerXAnchor.constraint(equalTo: b.centerXAnchor)
        #expect(
            throws: LayoutConstraintError.noCommonAncestor(
                firstAnchor: "<NSLayoutXAxisAnchor:\(formatAddress(a)) \"View:\(formatAddress(a)).centerX\">",
                secondAnchor: "<NSLayoutXAxisAnchor:\(formatAddress(b)) \"View:\(formatAddress(b)).centerX\">")
        ) {
            try LayoutConstraint.activateValidated([good, bad])
        }
        #expect(!good.isActive && !bad.isActive)
        do { try LayoutConstraint.activateValidated([bad]) } catch {
            #expect(
                error.description
                    == "Unable to activate constraint with anchors <NSLayoutXAxisAnchor:\(formatAddress(a)) \"View:\(formatAddress(a)).centerX\"> and <NSLayoutXAxisAnchor:\(formatAddress(b)) \"View:\(formatAddress(b)).centerX\"> because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
            )
        }
        // A guide not added to any view has no common ancestor with anything either.
        let loose = LayoutGuide()
        #expect(throws: LayoutConstraintError.self) {
            try LayoutConstraint.activateValidated([loose.widthAnchor.constraint(equalTo: a.widthAnchor)])
        }
    }

    /// Priorities may change between optional values on an active constraint (one in-place
    /// update), not across required.
    @Test func priorityMutationRules() throws {
        let window = RecordingWindow(100, 100)
        let v = makeView()
        window.addSubview(v)
        let required = v.widthAnchor.constraint(equalToConstant: 10)
        let optional = v.widthAnchor.constraint(equalToConstant: 20)
        optional.priority = .defaultLow
        LayoutConstraint.activate([required, optional])
        #expect(throws: LayoutConstraintError.mutatingRequiredPriority(passed: 250, existing: 1000)) {
            try required.setPriority(.defaultLow)
        }
        #expect(
            LayoutConstraintError.mutatingRequiredPriority(passed: 250, existing: 1000).description
                == "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000."
        )
        #expect(throws: LayoutConstraintError.self) { try optional.setPriority(.required) }
        #expect(required.priority == .required)
        window.layoutIfNeeded()
        let before = window.layoutEngineStatistics
        try optional.setPriority(.defaultHigh)
        window.layoutIfNeeded()
        #expect(window.layoutEngineStatistics.prioritiesChanged == before.prioritiesChanged + 1)
        #expect(window.layoutEngineStatistics.rowsAdded == before.rowsAdded)
        // Inactive constraints may change freely.
        let inactive = v.heightAnchor.constraint(equalToConstant: 5)
        try inactive.setPriority(.defaultLow)
        try inactive.setPriority(.required)
    }
}
