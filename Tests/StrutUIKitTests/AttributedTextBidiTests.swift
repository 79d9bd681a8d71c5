import Testing

#if canImport(UIKit)
    import UIKit
#else
    import StrutUIKit
#endif

/// A label showing `runs` (text and point size), measured by `ProportionalMeasurer` (a
/// character is half its font size wide), laid out in a window at (10, 10), `width` wide.
private func label(
    _ runs: [(String, CGFloat)], width: CGFloat, lines: Int = 1, mode: NSLineBreakMode = .byTruncatingTail
) -> (UIWindow, UILabel) {
    let window = UIWindow(size: CGSize(width: 300, height: 200))
    let label = UILabel()
    label.measurer = ProportionalMeasurer()
    label.numberOfLines = lines
    label.lineBreakMode = mode
    let text = NSMutableAttributedString(string: "")
    for (string, size) in runs {
        text.append(NSAttributedString(string: string, attributes: [.font: UIFont.systemFont(ofSize: size)]))
    }
    label.attributedText = text
    label.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(label)
    NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
        label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        label.widthAnchor.constraint(equalToConstant: width),
    ])
    window.layoutIfNeeded()
    window.runRenderLoopTurn()
    return (window, label)
}

/// The text runs the window's display list draws: text, x and font size.
private func drawn(_ window: UIWindow) -> [(String, CGFloat, CGFloat)] {
    window.drawingCommands.compactMap { if case let .text(run) = $0 { (run.text, run.rect.minX, run.fontSize) } else { nil } }
}

@Suite struct AttributedTextBidiTests {
    /// "abc " (10 pt), "אב" (20 pt), "גד" (10 pt), " xyz" (10 pt): a left-to-right paragraph
    /// (first strong letter a). The Hebrew letters form one right-to-left run across two fonts;
    /// the spaces, between letters of different directions, take the paragraph's level. In
    /// display order: "abc " (4 × 5 = 20 wide at x 0), then the right-to-left run from its end:
    /// "גד" (2 × 5 = 10, x 20), "אב" (2 × 10 = 20, x 30), then " xyz" (20, x 50). In the window
    /// the label starts at x 10.
    @Test func rightToLeftRunAcrossFontsIsReordered() {
        let (window, l) = label([("abc ", 10), ("אב", 20), ("גד", 10), (" xyz", 10)], width: 100)
        let line = l.richTextLayout(forWidth: 100).lines[0]
        #expect(line.pieces.map(\.text) == ["abc ", "גד", "אב", " xyz"])
        #expect(line.pieces.map(\.x) == [0, 20, 30, 50])
        #expect(line.pieces.map(\.width) == [20, 10, 20, 20])
        #expect(line.pieces.map(\.isRightToLeft) == [false, true, true, false])
        #expect(drawn(window).map(\.0) == ["abc ", "גד", "אב", " xyz"])
        #expect(drawn(window).map(\.1) == [10, 30, 40, 60])
        #expect(drawn(window).map(\.2) == [10, 10, 20, 10])
    }

    /// A right-to-left paragraph (first strong letter א): "אב " (10 pt) then "abc" (20 pt). The
    /// space, between letters of different directions, takes the paragraph's level (1) with
    /// the Hebrew; "abc" is level 2. Reversed for display, "abc" comes first (3 × 10 = 30 wide
    /// at x 0), then the piece "אב " (3 × 5 = 15 at x 30), drawn right to left.
    @Test func leftToRightRunInsideARightToLeftParagraph() {
        let (_, l) = label([("אב ", 10), ("abc", 20)], width: 100)
        let line = l.richTextLayout(forWidth: 100).lines[0]
        #expect(line.pieces.map(\.text) == ["abc", "אב "])
        #expect(line.pieces.map(\.x) == [0, 30])
        #expect(line.pieces.map(\.isRightToLeft) == [false, true])
    }

    /// "Hello " (10 pt: 5 a character) and "world" (20 pt: 10 a character) is 30 + 50 = 80
    /// wide, in 60. Tail: the longest prefix that leaves room for "…" in the font of the first
    /// hidden character: "Hello wo" is 30 + 20 = 50, "…" hiding "r" (20 pt) is 10: 60 ≤ 60;
    /// one more, "Hello wor" + 10 = 70, does not fit. The ellipsis joins "wo": pieces
    /// "Hello " (x 0, 30) and "wo…" (x 30, 30).
    @Test func tailTruncationAcrossRuns() {
        let (window, l) = label([("Hello ", 10), ("world", 20)], width: 60)
        let layout = l.richTextLayout(forWidth: 60)
        #expect(layout.isTruncated)
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].pieces.map(\.text) == ["Hello ", "wo…"])
        #expect(layout.lines[0].pieces.map(\.x) == [0, 30])
        #expect(layout.lines[0].frame.width == 60)
        #expect(drawn(window).map(\.0) == ["Hello ", "wo…"])
        #expect(drawn(window).map(\.1) == [10, 40])
        // Unconstrained, the label still wants the whole text: 80 wide.
        #expect(l.intrinsicContentSize.width == 80)
    }

    /// Head: the shortest suffix that leaves room: "world" is 50, and "…" standing for the
    /// space (10 pt, 5) makes 55; one more, "o world" is 60 + 5 = 65. Pieces "…" (x 0, 5),
    /// "world" (x 5, 50).
    @Test func headTruncationAcrossRuns() {
        let (_, l) = label([("Hello ", 10), ("world", 20)], width: 60, mode: .byTruncatingHead)
        let line = l.richTextLayout(forWidth: 60).lines[0]
        #expect(line.pieces.map(\.text) == ["…", "world"])
        #expect(line.pieces.map(\.x) == [0, 5])
        #expect(line.frame.width == 55)
    }

    /// Middle: both ends grow from the narrower one while the ellipsis (in the font of the first
    /// hidden character) still fits: head "Hello" (25) and tail "rld" (30) with "…" for the
    /// space (5) is 60; growing either end would need 70. Pieces "Hello…" (x 0, 30) and "rld"
    /// (x 30, 30).
    @Test func middleTruncationAcrossRuns() {
        let (_, l) = label([("Hello ", 10), ("world", 20)], width: 60, mode: .byTruncatingMiddle)
        let line = l.richTextLayout(forWidth: 60).lines[0]
        #expect(line.pieces.map(\.text) == ["Hello…", "rld"])
        #expect(line.pieces.map(\.x) == [0, 30])
    }

    /// Two lines at width 50: "aaaa " (10 pt, 20 + space) and "bbbb" (20 pt, 40) do not share
    /// a line (20 + 5 + 40 > 50), nor do "bbbb " and "cc" (10 pt, 10): 40 + 5 + 10 > 50, so
    /// three lines; the second is the last allowed and the rest of the paragraph, "bbbb cc",
    /// is cut at the tail: "bbbb" (40) and "…" standing for the space (20 pt, 10) make
    /// 50 ≤ 50; "bbbb c" (55) and "…" for "c" (10 pt, 5) would make 60. The ellipsis joins
    /// "bbbb". Clipping keeps "bbbb cc" whole; word wrapping keeps the wrapped line "bbbb ".
    @Test func lastOfTwoLinesIsCutByTheMode() {
        let runs: [(String, CGFloat)] = [("aaaa ", 10), ("bbbb ", 20), ("cc", 10)]
        let (_, tail) = label(runs, width: 50, lines: 2)
        let layout = tail.richTextLayout(forWidth: 50)
        #expect(layout.lines.map { $0.pieces.map(\.text) } == [["aaaa "], ["bbbb…"]])
        #expect(layout.isTruncated)
        let (_, clip) = label(runs, width: 50, lines: 2, mode: .byClipping)
        #expect(clip.richTextLayout(forWidth: 50).lines.map { $0.pieces.map(\.text) } == [["aaaa "], ["bbbb ", "cc"]])
        let (_, wrap) = label(runs, width: 50, lines: 2, mode: .byWordWrapping)
        #expect(wrap.richTextLayout(forWidth: 50).lines.map { $0.pieces.map(\.text) } == [["aaaa "], ["bbbb "]])
    }

    /// With the bundled fonts (Inter, and Noto Sans Arabic by the cascade): "Total " (17 pt),
    /// "سعر" (20 pt), "كبير" (17 pt), " ok" (17 pt). The two Arabic words are one
    /// right-to-left run across two sizes ("ر" does not join to the left, so each word shapes
    /// alone as it does in the line); shown from the run's end: "كبير" then "سعر". Each x is
    /// the sum of the advances of the pieces before it, each measured in its own font.
    @Test func bundledFontsReorderArabicAcrossSizes() {
        let window = UIWindow(size: CGSize(width: 400, height: 100))
        let label = UILabel()
        let text = NSMutableAttributedString(string: "")
        for (string, size) in [("Total ", 17.0), ("سعر", 20), ("كبير", 17), (" ok", 17)] as [(String, CGFloat)] {
            text.append(NSAttributedString(string: string, attributes: [.font: UIFont.systemFont(ofSize: size)]))
        }
        label.attributedText = text
        window.addSubview(label)
        label.frame = CGRect(x: 0, y: 0, width: 400, height: 40)
        window.runRenderLoopTurn()
        let measurer = OpenTypeMeasurer()
        let expected: [(String, CGFloat)] = [("Total ", 17), ("كبير", 17), ("سعر", 20), (" ok", 17)]
        let widths = expected.map { measurer.width(of: Substring($0.0), font: UIFont.systemFont(ofSize: $0.1)) }
        let line = label.richTextLayout(forWidth: 400).lines[0]
        #expect(line.pieces.map(\.text) == expected.map(\.0))
        #expect(line.pieces.map(\.width) == widths)
        #expect(line.pieces.map(\.x) == [0, widths[0], widths[0] + widths[1], widths[0] + widths[1] + widths[2]])
        #expect(drawn(window).map(\.0) == expected.map(\.0))
        #expect(widths.allSatisfy { $0 > 0 })
    }
}
