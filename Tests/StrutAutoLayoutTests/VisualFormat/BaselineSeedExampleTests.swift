import Foundation
import StrutText
import Testing

@testable import StrutAutoLayout

/// The seeds' first example, end to end with real labels: `H:|-[text1]-[text2]` with
/// `.alignAllFirstBaseline`, and the same row as a first-baseline stack view.
@Suite struct BaselineSeedExampleTests {
    /// Two labels of different sizes: the second pinned to the top margin, the first placed by
    /// its baseline. Expected positions are computed from the labels' own baseline offsets
    /// (font metrics are StrutText's business; the alignment is this test's).
    @Test func visualFormatAlignsFirstBaselines() throws {
        let superview = View(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let text1 = Label(text: "Small")
        let text2 = Label(text: "Large")
        text2.font = .systemFont(ofSize: 34)
        for label in [text1, text2] {
            label.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(label)
        }
        let views: [String: any LayoutItem] = ["text1": text1, "text2": text2]
        LayoutConstraint.activate(
            LayoutConstraint.constraints(withVisualFormat: "H:|-[text1]-[text2]", options: .alignAllFirstBaseline, views: views)
                + LayoutConstraint.constraints(withVisualFormat: "V:|-[text2]", views: views)
        )
        superview.layoutIfNeeded()
        let b1 = try #require(text1.firstBaselineOffsetFromTop)
        let b2 = try #require(text2.firstBaselineOffsetFromTop)
        #expect(b2 > b1)  // the larger font's baseline is further down
        // text2 at the top margin (8); text1's baseline on text2's: 8 + b2 − b1.
        #expect(abs(text2.frame.minY - 8) < 1e-9)
        #expect(abs(text1.frame.minY - (8 + b2 - b1)) < 1e-9)
        // Horizontally: the leading margin, then the standard 8 points.
        #expect(text1.frame.minX == 8)
        #expect(abs(text2.frame.minX - (text1.frame.maxX + 8)) < 1e-9)
        #expect(text1.frame.width == text1.intrinsicContentSize.width)
    }

    /// The same row as a horizontal stack view aligned on first baselines, spacing 8: the
    /// labels' baselines agree and the stack is as tall as the span of the two labels.
    @Test func stackViewAlignsFirstBaselines() throws {
        let text1 = Label(text: "Small")
        let text2 = Label(text: "Large")
        text2.font = .systemFont(ofSize: 34)
        let stack = StackView(arrangedSubviews: [text1, text2])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let b1 = try #require(text1.firstBaselineOffsetFromTop)
        let b2 = try #require(text2.firstBaselineOffsetFromTop)
        #expect(abs((text1.frame.minY + b1) - (text2.frame.minY + b2)) < 1e-9)
        // The larger label starts at the top; the stack spans from it to the lower bottom.
        #expect(abs(text2.frame.minY) < 1e-9)
        let bottom = max(text1.frame.maxY, text2.frame.maxY)
        #expect(abs(stack.frame.height - bottom) < 1e-9)
        #expect(abs(stack.frame.width - (text1.frame.width + 8 + text2.frame.width)) < 1e-9)
    }
}
