import Foundation
import StrutText
import Testing

@testable import StrutAutoLayout

@Suite struct DynamicTypeTests {
    /// Body at every category, Apple's table: xS 14 … L 17 … xxxL 23, AX1 28 … AX5 53.
    @Test(arguments: zip(ContentSizeCategory.settable, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53] as [CGFloat]))
    func bodySizes(category: ContentSizeCategory, points: CGFloat) {
        #expect(Font.TextStyle.body.pointSize(for: category) == points)
        let traits = TraitCollection(preferredContentSizeCategory: category)
        #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: traits).size == points)
    }

    /// Every style at Large, and the extremes of the largest and smallest styles.
    @Test func otherStyles() {
        let atLarge: [(Font.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, points) in atLarge { #expect(style.pointSize(for: .large) == points) }
        #expect(Font.TextStyle.largeTitle.pointSize(for: .accessibilityExtraExtraExtraLarge) == 60)
        #expect(Font.TextStyle.caption2.pointSize(for: .extraSmall) == 11)
        #expect(Font.TextStyle.headline.weight == .semibold)
        #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: nil).size == 17)
        #expect(Font.TextStyle.body.pointSize(for: .unspecified) == 17)
        #expect(ContentSizeCategory.settable.count == 12)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    /// Body metrics scale by the body size over 17: 17 → 19 at xL; 10 → 530/17 at AX5; a
    /// 20-point custom font → 20 × 23 / 17 at xxxL, capped at 22 when asked; caption2's
    /// metrics double 11 → 22 at AX1 (20 / 11 × 11 = 20).
    @Test func fontMetricsScale() {
        let body = FontMetrics(forTextStyle: .body)
        #expect(body.scaledValue(for: 17, compatibleWith: TraitCollection(preferredContentSizeCategory: .extraLarge)) == 19)
        let ax5 = body.scaledValue(
            for: 10, compatibleWith: TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        #expect(abs(ax5 - 530.0 / 17.0) < 1e-9)
        let xxxl = TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let custom = Font.systemFont(ofSize: 20)
        #expect(abs(FontMetrics.default.scaledFont(for: custom, compatibleWith: xxxl).size - 460.0 / 17.0) < 1e-9)
        #expect(FontMetrics.default.scaledFont(for: custom, maximumPointSize: 22, compatibleWith: xxxl).size == 22)
        #expect(
            FontMetrics(forTextStyle: .caption2).scaledValue(
                for: 11, compatibleWith: TraitCollection(preferredContentSizeCategory: .accessibilityMedium)) == 20)
        #expect(body.scaledValue(for: 8, compatibleWith: nil) == 8)
    }

    /// A label with the body font that adjusts: "abcd" is 4 × 17 / 2 = 34 wide and 17 tall at
    /// Large; at xxxL (23) 46 × 23; at AX5 (53) 106 × 53. Its frame follows at each turn.
    @Test func adjustingLabelRemeasures() {
        let window = Window(size: CGSize(width: 375, height: 667))
        let label = Label(text: "abcd")
        label.measurer = HalfEmMeasurer()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .preferredFont(forTextStyle: .body, compatibleWith: nil)
        label.adjustsFontForContentSizeCategory = true
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(0, 0, 34, 17))
        window.preferredContentSizeCategory = .extraExtraExtraLarge
        window.layoutIfNeeded()
        #expect(label.font.size == 23)
        #expect(label.frame == CGRect(0, 0, 46, 23))
        window.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(0, 0, 106, 53))
    }

    /// A label added to a window already at xL takes the xL font (19) in its first pass:
    /// 38 × 19. A label that does not adjust keeps 17: 34 × 17. A scaled custom font (base 20,
    /// footnote metrics: 15 / 13 at xL) follows the same way: "ab" is 2 × 300/13 / 2 wide.
    @Test func labelsTakeTheWindowsCategoryOnArrival() {
        let window = Window(size: CGSize(width: 375, height: 667))
        window.preferredContentSizeCategory = .extraLarge
        func label(adjusts: Bool) -> Label {
            let l = Label(text: "abcd")
            l.measurer = HalfEmMeasurer()
            l.font = .preferredFont(forTextStyle: .body, compatibleWith: nil)
            l.adjustsFontForContentSizeCategory = adjusts
            window.addSubview(l)
            return l
        }
        let adjusting = label(adjusts: true), fixed = label(adjusts: false)
        window.layoutIfNeeded()
        #expect(adjusting.font.size == 19)
        #expect(adjusting.intrinsicContentSize == CGSize(width: 38, height: 19))
        #expect(fixed.intrinsicContentSize == CGSize(width: 34, height: 17))
        let scaled = Label(text: "ab")
        scaled.font = FontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 20), compatibleWith: nil)
        scaled.adjustsFontForContentSizeCategory = true
        window.addSubview(scaled)
        window.layoutIfNeeded()
        #expect(abs(scaled.font.size - 300.0 / 13.0) < 1e-9)
    }
}
