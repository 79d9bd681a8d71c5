import Testing

#if canImport(UIKit)
    import UIKit
#else
    import StrutUIKit
#endif

/// Strut only: a character is half the font size wide; a line's ascender is 0.8 × size and
/// its descender −0.2 × size (so a line is exactly `size` tall with the baseline at 0.8 ×).
struct ProportionalMeasurer: TextMeasuring {
    func lineMetrics(for font: UIFont) -> LineMetrics {
        LineMetrics(ascender: font.size * 0.8, descender: -font.size * 0.2, leading: 0)
    }
    func characterAdvances(of text: Substring, font: UIFont) -> [CGFloat] { text.map { _ in font.size / 2 } }
    func width(of text: Substring, font: UIFont) -> CGFloat { CGFloat(text.count) * font.size / 2 }
}

/// A settings row: "Notifications" in the headline style at the leading margin, a switch at
/// the trailing one; the label may not reach closer than 8 to the switch and shrinks its font
/// (down to half) rather than truncate.
final class NotificationsRowViewController: UIViewController {
    let label = UILabel()
    let toggle = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Notifications"
        label.font = UIFont.preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        for subview in [label, toggle] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            toggle.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            toggle.centerYAnchor.constraint(equalTo: label.centerYAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: toggle.leadingAnchor, constant: -8),
        ])
    }
}

@Suite struct FontFittingTests {
    private func row(_ category: UIContentSizeCategory, direction: UIUserInterfaceLayoutDirection = .leftToRight)
        -> (UIWindow, NotificationsRowViewController)
    {
        let controller = NotificationsRowViewController()
        controller.label.measurer = HalfEmMeasurer()
        let window = UIWindow(size: CGSize(width: 375, height: 667))
        window.layoutDirection = direction
        window.preferredContentSizeCategory = category
        window.rootViewController = controller
        window.layoutIfNeeded()
        window.runRenderLoopTurn()
        return (window, controller)
    }

    /// The row is 375 − 2 × 16 = 343 wide; the label gets at most 343 − 51 − 8 = 284.
    /// "Notifications" (13 characters, half-em) needs 6.5 s at headline size s. Up to xxxL
    /// (23 → 149.5) and AX3 (40 → 260) it fits at full size. At AX4 (47 → 305.5) and AX5
    /// (53 → 344.5) the label is squeezed to 284 and the font steps down by half points to
    /// the largest size whose text fits: 43.5 (6.5 × 43.5 = 282.75; 44 would need 286),
    /// above the floor 0.5 × s. The label keeps the full-size height s; the shrunk text keeps
    /// the full-size baseline (s below the label's top, half-em text has no descender). Widths
    /// are rounded up to whole points (scale 1): 6.5 × 17 = 110.5 → 111.
    @Test(
        arguments: zip(
            UIContentSizeCategory.settable, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53] as [CGFloat]))
    func sweepShrinksOnlyWhereItMustAndNeverTruncates(category: UIContentSizeCategory, s: CGFloat) {
        let (window, c) = row(category)
        let drawn: CGFloat = 6.5 * s <= 284 ? s : 43.5
        #expect(c.label.font.size == s)
        #expect(c.label.frame == CGRect(16, 20, min((6.5 * s).rounded(.up), 284), s))
        #expect(c.label.displayedFont.size == drawn)
        #expect(c.label.isTextTruncated == false)
        let runs = window.drawingCommands.compactMap { if case let .text(run) = $0 { return run } else { return nil } }
        #expect(runs.count == 1)
        if let run = runs.first {
            #expect(run.fontSize == drawn)
            #expect(run.rect.minY + run.baselineOffset == 20 + s)
        }
        #expect(layoutProblems(in: window).isEmpty)
    }

    /// With a floor of 0.9 at AX5 the smallest size, 0.9 × 53 = 47.7, still needs 310.05 > 284:
    /// the label draws at 47.7 and reports its text truncated, and the walk finds it.
    @Test func floorStopsTheShrinking() {
        let controller = NotificationsRowViewController()
        controller.label.measurer = HalfEmMeasurer()
        let window = UIWindow(size: CGSize(width: 375, height: 667))
        window.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        window.rootViewController = controller
        controller.label.minimumScaleFactor = 0.9
        window.layoutIfNeeded()
        #expect(abs(controller.label.displayedFont.size - 47.7) < 1e-9)
        #expect(controller.label.isTextTruncated)
        #expect(layoutProblems(in: window) == ["Notifications is truncated"])
        // Out-of-range factors are refused; 0 (the default) turns shrinking off.
        controller.label.minimumScaleFactor = .nan
        controller.label.minimumScaleFactor = 1.5
        #expect(controller.label.minimumScaleFactor == 0.9)
        controller.label.minimumScaleFactor = 0
        #expect(controller.label.displayedFont.size == 53)
    }

    /// Right to left at AX5: the label's leading (right) edge at the margin, 375 − 16 = 359,
    /// so x = 359 − 284 = 75; the switch at the left margin (16). Nothing overlaps or is cut.
    @Test func rightToLeftAtAX5() {
        let (window, c) = row(.accessibilityExtraExtraExtraLarge, direction: .rightToLeft)
        #expect(c.label.frame == CGRect(75, 20, 284, 53))
        #expect(c.toggle.frame.minX == 16)
        #expect(layoutProblems(in: window).isEmpty)
    }
}

@Suite struct AttributedTextTests {
    /// A price label: "$" at 10 pt and "42" at 30 pt red. Widths: 1 × 5 + 2 × 15 = 35. The
    /// line's ascent is the larger one, 0.8 × 30 = 24, its descent 0.2 × 30 = 6: 30 tall, one
    /// baseline 24 below the top for both runs. Placed at (20, 40), the runs draw at x 20 and
    /// 25 with the baseline at 64.
    @Test func runsShareABaselineAndEachHasItsFont() {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let label = UILabel()
        label.measurer = ProportionalMeasurer()
        label.translatesAutoresizingMaskIntoConstraints = false
        let price = NSMutableAttributedString(string: "$", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        price.append(NSAttributedString(string: "42", attributes: [.font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.red]))
        label.attributedText = price
        window.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
        ])
        window.layoutIfNeeded()
        window.runRenderLoopTurn()
        #expect(label.text == "$42")
        #expect(label.intrinsicContentSize == CGSize(width: 35, height: 30))
        #expect(label.frame == CGRect(20, 40, 35, 30))
        #expect(label.firstBaselineOffsetFromTop == 24)
        let runs = window.drawingCommands.compactMap { if case let .text(run) = $0 { return run } else { return nil } }
        #expect(runs.map(\.text) == ["$", "42"])
        #expect(runs.map(\.fontSize) == [10, 30])
        #expect(runs.map(\.color) == [UIColor.black, UIColor.red])
        #expect(runs.map(\.rect.minX) == [20, 25])
        #expect(runs.map { $0.rect.minY + $0.baselineOffset } == [64, 64])
        // Reading back gives the runs with the label's font filled in; plain text clears them.
        let back = label.attributedText
        #expect(back?.string == "$42")
        #expect((back?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.size == 10)
        label.text = "plain"
        #expect(label.richText == nil)
        #expect(label.intrinsicContentSize == CGSize(width: 43, height: 17))  // 5 × 8.5 = 42.5, rounded up
    }

    /// Wrapping across runs at width 60: "Hello " (10 pt: 25 wide without its space) then
    /// "big " and "world" at 20 pt (30 without the space, 50). Line 1 takes "Hello " and "big "
    /// (25 + 5 + 30 = 60 ≤ 60); "world" goes to line 2. Line 1 is 20 tall (ascent 16 from the
    /// 20-pt run, descent 4), baseline 16; line 2 also 20, baseline 36. Size 60 × 40.
    @Test func wrapsAcrossRunsLineByLine() {
        let label = UILabel()
        label.measurer = ProportionalMeasurer()
        label.numberOfLines = 0
        label.richText = AttributedText([
            .init("Hello ", font: UIFont.systemFont(ofSize: 10)),
            .init("big world", font: UIFont.systemFont(ofSize: 20)),
        ])
        let layout = label.richTextLayout(forWidth: 60)
        #expect(layout.lines.count == 2)
        #expect(layout.lines.map { $0.pieces.map(\.text) } == [["Hello ", "big "], ["world"]])
        #expect(layout.lines.map(\.baseline) == [16, 36])
        #expect(layout.size == CGSize(width: 60, height: 40))
        #expect(label.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 60, height: 40))
        label.numberOfLines = 1
        // One line: 6 × 5 + 9 × 10 = 120 wide, 20 tall.
        #expect(label.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 120, height: 20))
        // A limit of one line at width 60 drops "world".
        #expect(label.richTextLayout(forWidth: 60).isTruncated)
    }
}
