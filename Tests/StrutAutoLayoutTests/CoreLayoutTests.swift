import Foundation
import Testing
@testable import StrutAutoLayout

@Suite struct CoreLayoutTests {
    /// Auto Layout Guide, two views (reference §6.2 S1) in a 375×667 superview:
    /// Red.leading = 20; Blue.leading = Red.trailing + 8; sv.trailing = Blue.trailing + 20;
    /// Red.width = Blue.width ⇒ 2w + 20 + 8 + 20 = 375 ⇒ w = 163.5; Blue.x = 20 + 163.5 + 8 = 191.5;
    /// heights: 667 − 20 − 20 = 627.
    @Test func twoViewsFromTheGuide() {
        let window = RecordingWindow(375, 667)
        let red = makeView("red"), blue = makeView("blue")
        window.addSubview(red)
        window.addSubview(blue)
        LayoutConstraint.activate([
            red.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            window.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
            blue.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            window.bottomAnchor.constraint(equalTo: blue.bottomAnchor, constant: 20),
            red.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            blue.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8),
            window.trailingAnchor.constraint(equalTo: blue.trailingAnchor, constant: 20),
            red.widthAnchor.constraint(equalTo: blue.widthAnchor),
        ])
        window.layoutIfNeeded()
        #expect(red.frame == CGRect(20, 20, 163.5, 627))
        #expect(blue.frame == CGRect(191.5, 20, 163.5, 627))
        #expect(window.events.isEmpty)
    }
}
