import Foundation
import StrutText
import Testing

@testable import StrutAutoLayout

@Suite struct PrioritySizeThatFitsTests {
    /// UIKit's `UILayoutPriority ± Float`: 750 − 1 = 749, 250 + 1 = 251, 1000 − 1 = 999.
    @Test func priorityArithmetic() {
        #expect((LayoutPriority.defaultHigh - 1).rawValue == 749)
        #expect((LayoutPriority.defaultLow + 1).rawValue == 251)
        #expect((LayoutPriority.required - 1).rawValue == 999)
        #expect((LayoutPriority.defaultLow + 0.5).rawValue == 250.5)
    }

    /// Width 100 at 750 and width 200 at 750 − 1 conflict: the higher one holds, 100.
    @Test func arithmeticPriorityDecidesAConflict() {
        let window = Window(size: CGSize(width: 400, height: 400))
        let v = makeView()
        window.addSubview(v)
        let wins = v.widthAnchor.constraint(equalToConstant: 100)
        wins.priority = .defaultHigh
        let loses = v.widthAnchor.constraint(equalToConstant: 200)
        loses.priority = .defaultHigh - 1
        LayoutConstraint.activate([
            wins, loses, v.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            v.topAnchor.constraint(equalTo: window.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(0, 0, 100, 10))
    }

    /// A plain view answers its current size whatever the proposal, and `sizeToFit` keeps it.
    @Test func plainViewFitsItsCurrentSize() {
        let v = View(frame: CGRect(5, 6, 30, 40))
        #expect(v.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 30, height: 40))
        #expect(v.sizeThatFits(.zero) == CGSize(width: 30, height: 40))
        v.sizeToFit()
        #expect(v.frame == CGRect(5, 6, 30, 40))
    }

    /// "Hello" in 10 × 20 cells is 50 × 20; `sizeToFit` keeps the origin (5, 6).
    @Test func labelSizesToItsText() {
        let label = Label(text: "Hello", frame: CGRect(5, 6, 1, 1))
        label.measurer = cells
        #expect(label.sizeThatFits(.zero) == CGSize(width: 50, height: 20))
        label.sizeToFit()
        #expect(label.frame == CGRect(5, 6, 50, 20))
    }

    /// A wrapping label proposed 75 wide: "aaa bbb" (70) fits, "ccc" goes to a second line:
    /// 70 × 40. A one-line label ignores the width: 110 × 20.
    @Test func wrappingLabelFitsAWidth() {
        let label = Label(text: "aaa bbb ccc")
        label.measurer = cells
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 75, height: 1000)) == CGSize(width: 70, height: 40))
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 75, height: 1000)) == CGSize(width: 110, height: 20))
    }

    /// An image view fits its image (40 × 20), an empty one its current size.
    @Test func imageViewFitsItsImage() {
        let imageView = ImageView(image: Image(name: "photo", size: CGSize(width: 40, height: 20)))
        imageView.frame = CGRect(0, 0, 100, 100)
        #expect(imageView.sizeThatFits(.zero) == CGSize(width: 40, height: 20))
        imageView.sizeToFit()
        #expect(imageView.frame == CGRect(0, 0, 40, 20))
        let empty = ImageView(frame: CGRect(0, 0, 7, 9))
        #expect(empty.sizeThatFits(.zero) == CGSize(width: 7, height: 9))
    }
}
