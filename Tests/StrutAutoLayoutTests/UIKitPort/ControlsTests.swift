import Foundation
import StrutText
import Testing

@testable import StrutAutoLayout

@Suite struct ControlsTests {
    /// Places `view` at (10, 20) in a 375-wide window by its leading and top only, so that its
    /// size is its intrinsic size.
    private func placed(_ view: View) -> Window {
        let window = Window(size: CGSize(width: 375, height: 667))
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        return window
    }

    /// A switch is 51 × 31 and hugs at 750.
    @Test func switchHasUIKitsSize() {
        let toggle = Switch()
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(toggle.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
        _ = placed(toggle)
        #expect(toggle.frame == CGRect(10, 20, 51, 31))
    }

    /// A slider pinned 20 from both sides of a 375 window is 335 wide and 31 tall; it has no
    /// intrinsic width.
    @Test func sliderHasOnlyAnIntrinsicHeight() {
        let slider = Slider()
        #expect(slider.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 31))
        let window = Window(size: CGSize(width: 375, height: 667))
        slider.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(slider)
        LayoutConstraint.activate([
            slider.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            slider.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            slider.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(slider.frame == CGRect(20, 0, 335, 31))
        #expect(slider.sizeThatFits(.zero) == CGSize(width: 335, height: 31))
        slider.value = 3
        #expect(slider.value == 1)
    }

    /// Activity indicators: 20 × 20 (medium), 37 × 37 (large); hidden until animating.
    @Test func activityIndicatorSizes() {
        let medium = ActivityIndicatorView(style: .medium)
        let large = ActivityIndicatorView(style: .large)
        #expect(medium.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(large.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(medium.isHidden)
        medium.startAnimating()
        #expect(!medium.isHidden && medium.isAnimating)
        _ = placed(large)
        #expect(large.frame == CGRect(10, 20, 37, 37))
    }

    /// "Save" in 10 × 20 cells with insets (5, 10, 5, 10): 40 + 20 by 20 + 10 = 60 × 30; the
    /// title label sits at (10, 5, 40, 20) inside the button.
    @Test func buttonSizesToItsTitleAndInsets() {
        let button = Button()
        button.titleLabel.measurer = cells
        button.setTitle("Save", for: .normal)
        button.contentEdgeInsets = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: 60, height: 30))
        #expect(button.title(for: .highlighted) == "Save")
        _ = placed(button)
        #expect(button.frame == CGRect(10, 20, 60, 30))
        #expect(button.titleLabel.frame == CGRect(10, 5, 40, 20))
        #expect(button.titleLabel.font.size == 15)
    }

    /// A text field is as wide as the wider of text ("abc", 30) and placeholder ("Search here",
    /// 110) and one line (20) tall, plus insets (4, 8, 4, 8): 126 × 28. Empty: 16 × 28.
    @Test func textFieldSizesToTextAndPlaceholder() {
        let field = TextField()
        field.measurer = cells
        field.text = "abc"
        field.placeholder = "Search here"
        field.textInsets = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        #expect(field.intrinsicContentSize == CGSize(width: 126, height: 28))
        field.placeholder = nil
        #expect(field.intrinsicContentSize == CGSize(width: 46, height: 28))
        field.text = ""
        #expect(field.intrinsicContentSize == CGSize(width: 16, height: 28))
        field.text = "abcdef"
        _ = placed(field)
        #expect(field.frame == CGRect(10, 20, 76, 28))
    }

    /// A scrolling text view has no intrinsic size. Without scrolling, 95 wide: the text gets
    /// 95 − 2 × 5 = 85; "aaa bbb" (70) fits, "ccc" wraps: 2 lines = 40, plus 8 + 8: 56 tall.
    @Test func textViewSizesOnlyWithoutScrolling() {
        let textView = TextView()
        textView.measurer = cells
        textView.text = "aaa bbb ccc"
        #expect(textView.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        textView.isScrollEnabled = false
        #expect(textView.intrinsicContentSize == CGSize(width: 120, height: 36))
        let window = Window(size: CGSize(width: 375, height: 667))
        textView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(textView)
        LayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            textView.topAnchor.constraint(equalTo: window.topAnchor),
            textView.widthAnchor.constraint(equalToConstant: 95),
        ])
        window.layoutIfNeeded()
        #expect(textView.frame == CGRect(0, 0, 95, 56))
        #expect(textView.sizeThatFits(CGSize(width: 95, height: 0)) == CGSize(width: 80, height: 56))
    }
}

@Suite struct NonFiniteInsetsTests {
    /// Non-finite insets never reach the engine: the previous value stays, sizes stay finite.
    @Test func nonFiniteInsetsAreRefused() {
        let button = Button()
        button.titleLabel.measurer = cells
        button.setTitle("Go", for: .normal)
        button.contentEdgeInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        button.contentEdgeInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(button.contentEdgeInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(button.intrinsicContentSize == CGSize(width: 26, height: 24))
        let field = TextField()
        field.textInsets = EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0)
        #expect(field.textInsets == .zero)
        let textView = TextView()
        textView.lineFragmentPadding = -.infinity
        textView.textContainerInset = EdgeInsets(top: .nan)
        #expect(textView.lineFragmentPadding == 5)
        #expect(textView.textContainerInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        let controller = ViewController()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 44)
        controller.additionalSafeAreaInsets = EdgeInsets(top: .infinity)
        #expect(controller.additionalSafeAreaInsets == EdgeInsets(top: 44))
    }
}
