import StrutUIKit
import Testing

/// Measures a character as half the font size and a line as the font size (Strut only).
struct HalfEmMeasurer: TextMeasuring {
    func lineMetrics(for font: UIFont) -> LineMetrics { LineMetrics(ascender: font.size, descender: 0, leading: 0) }
    func characterAdvances(of text: Substring, font: UIFont) -> [CGFloat] { text.map { _ in font.size / 2 } }
    func width(of text: Substring, font: UIFont) -> CGFloat { CGFloat(text.count) * font.size / 2 }
}

extension CGRect {
    init(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) { self.init(x: x, y: y, width: w, height: h) }
}

@Suite struct SettingsScreenTests {
    private func settings(in size: CGSize) -> (UIWindow, SettingsViewController) {
        let controller = SettingsViewController()
        measuredInCells([controller.titleLabel, controller.wifiLabel], fields: [controller.nameField])
        let window = UIWindow(size: size, safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (window, controller)
    }

    /// iPhone 375 × 667, compact width: root margins 16, safe top 20. The form fills the
    /// margins: (16, 20, 343, h). Inside it: title "Settings" 80 × 20 at y 20; the switch
    /// 51 × 31 at the trailing edge (343 − 51 = 292) 16 below the title (y 56); "Wi-Fi"
    /// (50 × 20) centred on the switch: y = 56 + 31/2 − 10 = 61.5; the field across the form
    /// 16 below the switch: y = 103, one 20-point line; the form is 103 + 20 = 123 tall.
    @Test func phoneFormFillsTheMargins() {
        let (window, c) = settings(in: CGSize(width: 375, height: 667))
        #expect(c.view.frame == CGRect(0, 0, 375, 667))
        #expect(c.form.frame == CGRect(16, 20, 343, 123))
        #expect(c.titleLabel.frame == CGRect(0, 20, 80, 20))
        #expect(c.wifiSwitch.frame == CGRect(292, 56, 51, 31))
        #expect(c.wifiLabel.frame == CGRect(0, 61.5, 50, 20))
        #expect(c.nameField.frame == CGRect(0, 103, 343, 20))
        #expect(window.traitCollection.horizontalSizeClass == .compact)
    }

    /// iPad 768 × 1024, regular width: margins 20 would make the form 728 wide, above its
    /// maximum 480, so the margin constraint (749) gives way: the form is 480 wide, centred at
    /// x = (768 − 480) / 2 = 144; the switch sits at 480 − 51 = 429.
    @Test func padFormStopsAtItsMaximumWidth() {
        let (window, c) = settings(in: CGSize(width: 768, height: 1024))
        defer { withExtendedLifetime(window) {} }
        #expect(window.traitCollection.horizontalSizeClass == .regular)
        #expect(c.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(c.form.frame == CGRect(144, 20, 480, 123))
        #expect(c.wifiSwitch.frame == CGRect(429, 56, 51, 31))
        #expect(c.nameField.frame == CGRect(0, 103, 480, 20))
    }

    /// The same screen at every content size category: the headline title (half-em text,
    /// "Settings" = 8 × s / 2 = 4s wide, s tall) follows Apple's headline sizes and pushes the
    /// switch row down to y = 20 + s + 16.
    @Test(
        arguments: zip(
            UIContentSizeCategory.settable, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53] as [CGFloat]))
    func dynamicTypeSweep(category: UIContentSizeCategory, s: CGFloat) {
        let controller = SettingsViewController()
        controller.titleLabel.measurer = HalfEmMeasurer()
        measuredInCells([controller.wifiLabel], fields: [controller.nameField])
        let window = UIWindow(size: CGSize(width: 375, height: 667))
        window.preferredContentSizeCategory = category
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.titleLabel.font.size == s)
        #expect(controller.titleLabel.frame == CGRect(0, 20, 4 * s, s))
        #expect(controller.wifiSwitch.frame.minY == 36 + s)
    }

    /// Compact (375 × 667, margins 16): the avatar at (16, 0), the name (120 × 20) 8 below it:
    /// (16, 108). Regular (1024 × 768, margins 20): avatar at (20, 0); the name 2 × 8 after
    /// it, x = 20 + 100 + 16 = 136, centred on it: y = 50 − 10 = 40. And back.
    @Test func profileAdaptsToTheSizeClass() {
        let controller = ProfileViewController()
        measuredInCells([controller.nameLabel])
        let window = UIWindow(size: CGSize(width: 375, height: 667))
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.avatar.frame == CGRect(16, 0, 100, 100))
        #expect(controller.nameLabel.frame == CGRect(16, 108, 120, 20))
        window.size = CGSize(width: 1024, height: 768)
        window.layoutIfNeeded()
        #expect(controller.traitChanges == 1)
        #expect(controller.avatar.frame == CGRect(20, 0, 100, 100))
        #expect(controller.nameLabel.frame == CGRect(136, 40, 120, 20))
        window.size = CGSize(width: 375, height: 667)
        window.layoutIfNeeded()
        #expect(controller.traitChanges == 2)
        #expect(controller.nameLabel.frame == CGRect(16, 108, 120, 20))
    }

    /// UIKit's names are Strut's types, with UIKit's nested spellings.
    @Test func namesAreStrutsTypes() {
        #expect(UILayoutPriority.defaultHigh - 1 == UILayoutPriority(749))
        #expect(NSLayoutConstraint.Attribute.leading == LayoutAttribute.leading)
        #expect(NSLayoutConstraint.Relation.lessThanOrEqual == LayoutRelation.lessThanOrEqual)
        #expect(UIStackView.Axis.vertical == LayoutConstraintAxis.vertical)
        #expect(UIView.ContentMode.scaleAspectFit == ContentMode.scaleAspectFit)
        #expect(UIStackView.Distribution.fillEqually == StackViewDistribution.fillEqually)
        #expect(UIFont.TextStyle.body.pointSize(for: .large) == 17)
        #expect(
            UIFontMetrics.default.scaledValue(for: 17, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge)) == 19)
        let button = UIButton(type: .system)
        button.setTitle("OK", for: UIControl.State.normal)
        #expect(button.currentTitle == "OK")
        #expect(UIEdgeInsets.zero == EdgeInsets.zero)
    }
}

/// Walks a tree: sibling views whose frames overlap (by more than a line), and labels narrower
/// than their one-line text (truncated where the layout should have made room).
func layoutProblems(in root: UIView) -> [String] {
    var problems: [String] = []
    var stack = [root]
    while let view = stack.popLast() {
        let visible = view.subviews.filter { !$0.isHidden }
        for (i, a) in visible.enumerated() {
            for b in visible[(i + 1)...] {
                let overlap = a.frame.intersection(b.frame)
                if !overlap.isNull, overlap.width > 0, overlap.height > 0 {
                    problems.append("\(a.debugText ?? a.debugClassName) overlaps \(b.debugText ?? b.debugClassName)")
                }
            }
        }
        for case let label as UILabel in visible where label.numberOfLines == 1 {
            #if canImport(UIKit)
                let truncated = label.frame.width < label.intrinsicContentSize.width
            #else
                // A label that shrinks its font is cut only when even its smallest size is too wide.
                let truncated =
                    label.adjustsFontSizeToFitWidth ? label.isTextTruncated : label.frame.width < label.intrinsicContentSize.width
            #endif
            if truncated { problems.append("\(label.text ?? "") is truncated") }
        }
        stack.append(contentsOf: view.subviews)
    }
    return problems
}

@Suite struct SettingsScreenPassesTests {
    /// Right to left, the form mirrors inside its column: the title's leading (right) edge at
    /// 343 → x = 343 − 80 = 263; the switch at the trailing (left) edge, x = 0; "Wi-Fi" at
    /// 343 − 50 = 293; the field still spans the form. Nothing is unsatisfiable or overlaps.
    @Test func rightToLeftPass() {
        let controller = SettingsViewController()
        measuredInCells([controller.titleLabel, controller.wifiLabel], fields: [controller.nameField])
        let window = UIWindow(size: CGSize(width: 375, height: 667), safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        var broken = 0
        window.unsatisfiableConstraintsHandler = { _ in broken += 1 }
        window.layoutDirection = .rightToLeft
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.form.frame == CGRect(16, 20, 343, 123))
        #expect(controller.titleLabel.frame == CGRect(263, 20, 80, 20))
        #expect(controller.wifiSwitch.frame == CGRect(0, 56, 51, 31))
        #expect(controller.wifiLabel.frame == CGRect(293, 61.5, 50, 20))
        #expect(controller.nameField.frame == CGRect(0, 103, 343, 20))
        #expect(broken == 0)
        #expect(layoutProblems(in: window).isEmpty)
    }

    /// At AX5 the headline is 53 points: "Settings" is 8 × 26.5 = 212 × 53; the switch row moves
    /// to y = 20 + 53 + 16 = 89 ("Wi-Fi" at 89 + 15.5 − 10 = 94.5), the field to
    /// 89 + 31 + 16 = 136, and the form is 156 tall. The walk finds no overlap or truncation.
    @Test func accessibilitySizePass() {
        let controller = SettingsViewController()
        controller.titleLabel.measurer = HalfEmMeasurer()
        measuredInCells([controller.wifiLabel], fields: [controller.nameField])
        let window = UIWindow(size: CGSize(width: 375, height: 667), safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        window.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.titleLabel.frame == CGRect(0, 20, 212, 53))
        #expect(controller.wifiSwitch.frame == CGRect(292, 89, 51, 31))
        #expect(controller.wifiLabel.frame == CGRect(0, 94.5, 50, 20))
        #expect(controller.nameField.frame == CGRect(0, 136, 343, 20))
        #expect(controller.form.frame == CGRect(16, 20, 343, 156))
        #expect(layoutProblems(in: window).isEmpty)
    }

    /// The walk is not vacuous: a label squeezed below its text and two overlapping views are
    /// both reported.
    @Test func theWalkFindsProblems() {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let label = UILabel(text: "Truncated")
        measuredInCells([label])
        label.frame = CGRect(0, 0, 40, 20)
        let box = UIView(frame: CGRect(30, 10, 50, 50))
        window.addSubview(label)
        window.addSubview(box)
        window.layoutIfNeeded()
        #expect(layoutProblems(in: window) == ["Truncated overlaps View", "Truncated is truncated"])
    }
}
