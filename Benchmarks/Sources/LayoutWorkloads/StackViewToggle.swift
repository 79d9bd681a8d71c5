import Foundation
import StrutAutoLayout
import StrutExamples

/// One arranged view of a long stack hidden or shown again per run (issue 12, item 5): the
/// stack re-plans its `UISV-…` constraints and applies only the difference (two spacing
/// constants, the hidden view's alignment and hiding constraints), so a run should cost the
/// change, not the stack's length.
public enum StackViewToggle {
    final class Fixture {
        let window = makeWindow()
        let stack: StackView
        let toggled: View

        init(views: Int) {
            let boxes = (0..<views).map { _ in Box(10, 10) }
            stack = StackView(arrangedSubviews: boxes)
            stack.spacing = 2
            stack.alignment = .center
            stack.frame = CGRect(x: 0, y: 0, width: CGFloat(views) * 12, height: 40)
            toggled = boxes[views / 2]
            window.addSubview(stack)
            window.layoutIfNeeded()
        }

        func step() {
            toggled.isHidden.toggle()
            window.layoutIfNeeded()
        }
    }

    /// Hiding (or showing) the middle view of a stack of `views` boxes, laid out again.
    public static func workload(views: Int) -> Workload {
        .onFixture(
            "stack view, toggle one of \(views) arranged views", units: 1, unitName: "toggle",
            make: { Fixture(views: views) }, window: { $0.window }
        ) { $0.step() }
    }
}
