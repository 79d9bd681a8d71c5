import Foundation
import StrutText
import Testing

@testable import StrutAutoLayout

/// Labels measured in fixed cells (10 pt wide, 20 pt tall, baseline 15 below a line's top), so
/// every expected frame below is counted by hand.
func makeCellLabel(_ text: String, lines: Int = 1, identifier: String? = nil) -> Label {
    let label = Label(text: text)
    label.measurer = MonospacedCellMeasurer(cellWidth: 10, cellHeight: 20, baseline: 15)
    label.numberOfLines = lines
    label.identifier = identifier
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
}

@Suite struct LabelTests {
    @Test func intrinsicSizeComesFromTheText() {
        // "Hello, World!" in Inter 17 pt: HarfBuzz advance 16,776 units (Data/inter-oracle.json of
        // StrutTextTests) × 17 / 2,816 upem = 101.276 pt; line height (2,728 + 680) × 17 / 2,816 =
        // 20.574 pt. Rounded up to the pixel grid: @1x 102 × 21, @2x 101.5 × 21, @3x 304/3 × 62/3.
        let label = Label(text: "Hello, World!")
        #expect(label.intrinsicContentSize == CGSize(width: 102, height: 21))
        label.contentScaleFactor = 2
        #expect(label.intrinsicContentSize == CGSize(width: 101.5, height: 21))
        label.contentScaleFactor = 3
        #expect(abs(label.intrinsicContentSize.width - 304.0 / 3) < 1e-9)
        #expect(abs(label.intrinsicContentSize.height - 62.0 / 3) < 1e-9)
        // First baseline: Inter's ascender 2,728 × 17 / 2,816 = 16.4688 pt.
        #expect(abs((label.firstBaselineOffsetFromTop ?? 0) - 2728.0 * 17 / 2816) < 1e-9)
    }

    @Test func emptyTextHasZeroSize() {
        #expect(Label().intrinsicContentSize == .zero)
        #expect(Label(text: "").intrinsicContentSize == .zero)
        #expect(Label().firstBaselineOffsetFromTop == nil)
    }

    @Test func defaultsAreUIKits() {
        let label = Label(text: "x")
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.textAlignment == .natural)
        #expect(label.font.size == 17)
        #expect(label.textColor == .black)
        #expect(label.preferredMaxLayoutWidth == 0)
        #expect(label.translatesAutoresizingMaskIntoConstraints)
        for axis in [LayoutConstraintAxis.horizontal, .vertical] {
            #expect(label.contentHuggingPriority(for: axis).rawValue == 250)
            #expect(label.contentCompressionResistancePriority(for: axis).rawValue == 750)
        }
        #expect(!label.intrinsicHeightDependsOnWidth)
    }

    @Test func multiLineSizes() {
        // "aaaa bbbb cccc" is 14 cells on one line.
        let label = makeCellLabel("aaaa bbbb cccc", lines: 0)
        #expect(label.intrinsicContentSize == CGSize(width: 140, height: 20))
        #expect(label.intrinsicHeightDependsOnWidth)
        // At 95 pt (9 cells): "aaaa bbbb" / "cccc".
        #expect(label.intrinsicContentSize(forWidth: 95) == CGSize(width: 90, height: 40))
        #expect(label.sizeThatFits(CGSize(width: 45, height: 1000)) == CGSize(width: 40, height: 60))
        // preferredMaxLayoutWidth fixes the wrapping width of the intrinsic size.
        label.preferredMaxLayoutWidth = 45
        #expect(!label.intrinsicHeightDependsOnWidth)
        #expect(label.intrinsicContentSize == CGSize(width: 40, height: 60))
        // Two lines at most.
        label.numberOfLines = 2
        #expect(label.intrinsicContentSize == CGSize(width: 40, height: 40))
        #expect(label.lastBaselineOffsetFromBottom == 5)  // 20 - 15
        #expect(label.firstBaselineOffsetFromTop == 15)
    }

    @Test func changingTheTextInvalidatesTheCache() {
        let label = makeCellLabel("ab")
        #expect(label.intrinsicContentSize.width == 20)
        label.text = "abcd"
        #expect(label.intrinsicContentSize.width == 40)
        label.font = .systemFont(ofSize: 30)  // cells ignore the font; the size stays
        #expect(label.intrinsicContentSize.width == 40)
    }
}

@Suite struct LabelConstraintLayoutTests {
    /// Two labels in a row, 10 from the window's sides and 8 apart, in a 300 pt window:
    /// 300 − 28 = 272 pt for 30 + 50 pt of text, so the label that hugs less takes the 192 extra.
    @Test(arguments: [(true, CGRect(10, 10, 30, 20), CGRect(48, 10, 242, 20)), (false, CGRect(10, 10, 222, 20), CGRect(240, 10, 50, 20))])
    func twoLabelsInARowShareByHugging(leftHugsMore: Bool, left expectedLeft: CGRect, right expectedRight: CGRect) {
        let window = RecordingWindow(300, 100)
        let left = makeCellLabel("abc", identifier: "left")
        let right = makeCellLabel("defgh", identifier: "right")
        window.addSubview(left)
        window.addSubview(right)
        (leftHugsMore ? left : right).setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
            window.trailingAnchor.constraint(equalTo: right.trailingAnchor, constant: 10),
            left.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            right.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        #expect(left.frame == expectedLeft)
        #expect(right.frame == expectedRight)
        #expect(window.events.isEmpty)
    }

    /// The same row in 100 pt: 72 pt for 80 pt of text; the label resisting less is compressed
    /// (right 50, left 72 − 50 = 22) and truncates its text.
    @Test func theLabelThatResistsLessIsCompressed() {
        let window = RecordingWindow(100, 100)
        let left = makeCellLabel("abc")
        let right = makeCellLabel("defgh")
        window.addSubview(left)
        window.addSubview(right)
        right.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
            window.trailingAnchor.constraint(equalTo: right.trailingAnchor, constant: 10),
            left.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            right.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ])
        window.runRenderLoopTurn()
        #expect(left.frame == CGRect(10, 10, 22, 20))
        #expect(right.frame == CGRect(40, 10, 50, 20))
        // 22 pt hold one 10 pt cell and the 10 pt "…": "a…".
        #expect(left.textRuns(in: left.bounds).map(\.text) == ["a…"])
    }

    /// LinkedIn's case: a multi-line label beside a badge that hugs and resists compression at
    /// required priority. Window 200: label width 200 − 10 − 8 − 24 − 10 = 148 pt (14 cells):
    /// "one two three" (13) / "four five six" (13), two lines, 40 pt, found in the same pass.
    @Test func multiLineLabelBesideARequiredBadge() {
        let window = RecordingWindow(200, 300)
        let label = makeCellLabel("one two three four five six", lines: 0)
        let badge = ImageView(image: Image(name: "badge", size: CGSize(width: 24, height: 24)))
        badge.translatesAutoresizingMaskIntoConstraints = false
        badge.setContentHuggingPriority(.required, for: .horizontal)
        badge.setContentCompressionResistancePriority(.required, for: .horizontal)
        window.addSubview(label)
        window.addSubview(badge)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            badge.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            window.trailingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            badge.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(10, 10, 148, 40))
        #expect(badge.frame == CGRect(166, 10, 24, 24))
        #expect(window.events.isEmpty)
        #expect(label.textRuns(in: label.bounds).map(\.text) == ["one two three", "four five six"])
    }

    /// A column of LinkedIn cells (label + badge per row, rows stacked 4 pt apart): every row
    /// gets the same two-line label, stacked by the label's solved height (rows 4 + 40 apart).
    @Test func manyLinkedInCellsStack() {
        let count = 50
        let window = RecordingWindow(200, 10_000)
        var previous: View?
        var labels: [Label] = []
        for _ in 0..<count {
            let label = makeCellLabel("one two three four five six", lines: 0)
            let badge = ImageView(image: Image(name: "badge", size: CGSize(width: 24, height: 24)))
            badge.translatesAutoresizingMaskIntoConstraints = false
            badge.setContentHuggingPriority(.required, for: .horizontal)
            badge.setContentCompressionResistancePriority(.required, for: .horizontal)
            window.addSubview(label)
            window.addSubview(badge)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                badge.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                window.trailingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 10),
                label.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? window.topAnchor, constant: 4),
                badge.topAnchor.constraint(equalTo: label.topAnchor),
            ])
            previous = label
            labels.append(label)
        }
        window.layoutIfNeeded()
        for (i, label) in labels.enumerated() {
            #expect(label.frame == CGRect(10, CGFloat(4 + 44 * i), 148, 40))
        }
        #expect(window.events.isEmpty)
    }

    /// Pinned 10 pt inside the window's sides: at 120 pt the label is 100 pt (10 cells) and
    /// "aaaa bbbb cccc dddd" takes 2 lines (40 pt); at 60 pt it is 40 pt (4 cells), 4 lines
    /// (80 pt); capped at 3 lines, 60 pt.
    @Test func multiLineHeightFollowsItsWidth() {
        let window = RecordingWindow(120, 400)
        let label = makeCellLabel("aaaa bbbb cccc dddd", lines: 0)
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            window.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(10, 10, 100, 40))
        window.size = CGSize(width: 60, height: 400)
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(10, 10, 40, 80))
        label.numberOfLines = 3
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(10, 10, 40, 60))
        #expect(window.events.isEmpty)
    }

    /// A self-sizing cell: a multi-line label pinned 8 pt inside a cell, fitted at a required
    /// width of 116 pt. The label gets 100 pt (10 cells): "aaaa bbbb" / "cccc dddd", 40 pt, so the
    /// cell is 40 + 16 = 56 pt tall; at 66 pt (label 50: 5 cells) it is 4 lines, 80 + 16 = 96.
    @Test func aSelfSizingCellFitsItsLabel() {
        let cell = View(frame: CGRect(0, 0, 320, 44))
        let label = makeCellLabel("aaaa bbbb cccc dddd", lines: 0)
        cell.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
            cell.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            cell.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
        ])
        let fitted = cell.systemLayoutSizeFitting(
            CGSize(width: 116, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 116, height: 56))
        let narrow = cell.systemLayoutSizeFitting(
            CGSize(width: 66, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(narrow == CGSize(width: 66, height: 96))
    }

    /// First baselines aligned: label A (baseline 15 in a 20 pt line) at top 10 has its baseline at
    /// y 25; label B (30 pt lines, baseline 24) must then start at 25 − 24 = 1.
    @Test func firstBaselinesAlign() {
        let window = RecordingWindow(300, 100)
        let a = makeCellLabel("abc")
        let b = makeCellLabel("def")
        b.measurer = MonospacedCellMeasurer(cellWidth: 10, cellHeight: 30, baseline: 24)
        window.addSubview(a)
        window.addSubview(b)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            a.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(0, 10, 30, 20))
        #expect(b.frame == CGRect(38, 1, 30, 30))
        // B's baseline moves to 10 below its top: the engine rebuilds the baseline constraint
        // when the label invalidates its intrinsic size, so B's top becomes 25 − 10 = 15.
        b.measurer = MonospacedCellMeasurer(cellWidth: 10, cellHeight: 30, baseline: 10)
        window.layoutIfNeeded()
        #expect(b.frame == CGRect(38, 15, 30, 30))
        #expect(window.events.isEmpty)
    }

    /// Last baselines: a two-line label (width 40: "aaaa" / "bbbb") has its last baseline 5 pt above
    /// its bottom; a one-line label (30 pt lines, baseline 24: 6 above its bottom) aligned to it.
    /// Label A: top 0, height 40, last baseline y 35; B: bottom 35 + 6 = 41, top 11.
    @Test func lastBaselinesAlign() {
        let window = RecordingWindow(300, 100)
        let a = makeCellLabel("aaaa bbbb", lines: 0)
        let b = makeCellLabel("c")
        b.measurer = MonospacedCellMeasurer(cellWidth: 10, cellHeight: 30, baseline: 24)
        window.addSubview(a)
        window.addSubview(b)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 40),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            a.topAnchor.constraint(equalTo: window.topAnchor),
            b.lastBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor),
        ])
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(0, 0, 40, 40))
        #expect(b.frame == CGRect(48, 11, 10, 30))
    }
}

@Suite struct LabelDrawingTests {
    /// A 100 × 60 label with one 20 pt line: the text is centered vertically (20 pt above), and
    /// with center alignment horizontally: "abc" (30 pt) at x 35.
    @Test func drawsOneRunPerLineCentered() {
        let window = RecordingWindow(200, 200)
        let label = makeCellLabel("abc")
        label.textAlignment = .center
        label.textColor = .red
        label.translatesAutoresizingMaskIntoConstraints = true
        label.frame = CGRect(10, 20, 100, 60)
        window.addSubview(label)
        let commands = window.runRenderLoopTurn()
        let runs = commands.compactMap { command -> TextRun? in
            if case .text(let run) = command { return run }
            return nil
        }
        #expect(runs.count == 1)
        #expect(runs.first?.text == "abc")
        #expect(runs.first?.rect == CGRect(45, 40, 30, 20))  // window coordinates: (10 + 35, 20 + 20)
        #expect(runs.first?.baselineOffset == 15)
        #expect(runs.first?.color == .red)
        #expect(runs.first?.fontSize == 17)
        #expect(runs.first?.fontName == "Inter")
        #expect(!commands.contains(.pushClip(CGRect(10, 20, 100, 60))))
    }

    /// In a right-to-left window, natural alignment puts "abc" (30 pt) at the right of a 100 pt
    /// label (x 70); explicit left alignment stays at 0.
    @Test func naturalAlignmentFollowsTheLayoutDirection() {
        let window = RecordingWindow(200, 200)
        window.layoutDirection = .rightToLeft
        let label = makeCellLabel("abc")
        label.translatesAutoresizingMaskIntoConstraints = true
        label.frame = CGRect(0, 0, 100, 20)
        window.addSubview(label)
        #expect(label.textRuns(in: label.bounds).map(\.rect.minX) == [70])
        label.textAlignment = .left
        #expect(label.textRuns(in: label.bounds).map(\.rect.minX) == [0])
    }

    @Test func clipsTextThatDoesNotFit() {
        let label = makeCellLabel("abcdefgh")
        label.lineBreakMode = .byClipping
        label.translatesAutoresizingMaskIntoConstraints = true
        label.frame = CGRect(0, 0, 50, 20)
        let window = RecordingWindow(100, 100)
        window.addSubview(label)
        let commands = window.runRenderLoopTurn()
        #expect(commands.contains(.pushClip(CGRect(0, 0, 50, 20))))
        #expect(
            commands.contains(
                .text(
                    TextRun(
                        text: "abcdefgh", fontName: "Inter", fontSize: 17, color: .black,
                        rect: CGRect(0, 0, 80, 20), baselineOffset: 15))))
    }
}
