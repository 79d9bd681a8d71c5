import Foundation
import Testing

@testable import StrutAutoLayout

@Suite struct AutoresizingTests {
    /// The reference's table (§6.3, Hershberger): frame (160, 120, 80, 80) in a 320×480
    /// superview. For each horizontal mask: the generated width and centerX constraints, and the
    /// frame they give when the superview grows to 640 wide (computed from each equation by hand).
    struct Case: Sendable, CustomStringConvertible {
        var mask: AutoresizingMask
        var width: String
        var center: String
        var xAt640: CGFloat
        var widthAt640: CGFloat
        var description: String { "mask \(mask.rawValue)" }
    }

    static let cases: [Case] = [
        // none: width 80, midX 200 ⇒ x 160.
        Case(mask: [], width: "v.width == 80", center: "v.midX == 200", xAt640: 160, widthAt640: 80),
        // flexible left: midX = 640 − 120 = 520 ⇒ x 480.
        Case(mask: .flexibleLeftMargin, width: "v.width == 80", center: "v.midX == sv.width - 120", xAt640: 480, widthAt640: 80),
        // flexible width: width = 640 − 240 = 400; midX = 320 + 40 = 360 ⇒ x 160.
        Case(mask: .flexibleWidth, width: "v.width == sv.width - 240", center: "v.midX == sv.centerX + 40", xAt640: 160, widthAt640: 400),
        // left + width: width = 640/3 − 26.6667 = 186.667; midX = 1.66667 × 320 − 66.6667 = 466.667 ⇒ x 373.333.
        Case(
            mask: [.flexibleLeftMargin, .flexibleWidth], width: "v.width == 0.333333*sv.width - 26.6667",
            center: "v.midX == 1.66667*sv.centerX - 66.6667", xAt640: 1120.0 / 3.0, widthAt640: 560.0 / 3.0),
        // flexible right: same as none.
        Case(mask: .flexibleRightMargin, width: "v.width == 80", center: "v.midX == 200", xAt640: 160, widthAt640: 80),
        // left + right: midX = 0.625 × 640 = 400 ⇒ x 360.
        Case(
            mask: [.flexibleLeftMargin, .flexibleRightMargin], width: "v.width == 80", center: "v.midX == 0.625*sv.width",
            xAt640: 360, widthAt640: 80),
        // width + right: width = 320 − 80 = 240; midX = 0.5 × 320 + 120 = 280 ⇒ x 160.
        Case(
            mask: [.flexibleWidth, .flexibleRightMargin], width: "v.width == 0.5*sv.width - 80",
            center: "v.midX == 0.5*sv.centerX + 120", xAt640: 160, widthAt640: 240),
        // all three: width = 160; midX = 400 ⇒ x 320.
        Case(
            mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], width: "v.width == 0.25*sv.width",
            center: "v.midX == 0.625*sv.width", xAt640: 320, widthAt640: 160),
    ]

    @Test(arguments: cases)
    func horizontalMasksTranslateLikeUIKit(_ c: Case) {
        let sv = View(frame: CGRect(0, 0, 320, 480))
        sv.identifier = "sv"
        let v = View(frame: CGRect(160, 120, 80, 80))
        v.identifier = "v"
        v.autoresizingMask = c.mask
        sv.addSubview(v)
        let constraints = v.makeFrameConstraints()
        #expect(constraints[0].description.contains(" \(c.width)   ("))
        #expect(constraints[1].description.contains(" \(c.center)   ("))
        // Classic autoresizing (no engine) uses the same equations.
        sv.frame = CGRect(0, 0, 640, 480)
        #expect(abs(v.frame.minX - c.xAt640) < 1e-9)
        #expect(abs(v.frame.width - c.widthAt640) < 1e-9)
        #expect(v.frame.minY == 120 && v.frame.height == 80)
    }

    /// The same masks through the engine: a constraint-placed child of the frame-placed view
    /// brings it into the solve, and resizing the window moves it by its autoresizing constraints.
    @Test(arguments: cases)
    func masksThroughTheEngine(_ c: Case) {
        let window = RecordingWindow(320, 480)
        let v = View(frame: CGRect(160, 120, 80, 80))
        v.autoresizingMask = c.mask
        window.addSubview(v)
        let child = makeView()
        v.addSubview(child)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: v.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: v.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: v.topAnchor), child.heightAnchor.constraint(equalToConstant: 5),
        ])
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(160, 120, 80, 80))
        #expect(child.frame == CGRect(10, 0, 60, 5))
        window.size = CGSize(width: 640, height: 480)
        window.layoutIfNeeded()
        #expect(abs(v.frame.minX - c.xAt640) < 1e-9)
        #expect(abs(v.frame.width - c.widthAt640) < 1e-9)
        #expect(abs(child.frame.width - (c.widthAt640 - 20)) < 1e-9)
        #expect(window.events.isEmpty)
    }

    /// A frame-placed container with constraint-placed content: container (10, 20, 300, 400);
    /// child inset 10 on each side ⇒ (10, 10, 280, 380). Setting the container's frame to
    /// (10, 20, 200, 400) regenerates its autoresizing constants in place ⇒ child width 180.
    /// Release-notes example (V15): moving a frame-placed button 15 points left keeps its size.
    @Test func framePlacedContainerWithConstraintContent() {
        let window = RecordingWindow(400, 500)
        let container = View(frame: CGRect(10, 20, 300, 400))
        window.addSubview(container)
        let child = makeView()
        container.addSubview(child)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            child.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
        ])
        window.layoutIfNeeded()
        #expect(child.frame == CGRect(10, 10, 280, 380))
        let before = window.layoutEngineStatistics
        container.frame = CGRect(10, 20, 200, 400)
        window.layoutIfNeeded()
        #expect(container.frame == CGRect(10, 20, 200, 400))
        #expect(child.frame == CGRect(10, 10, 180, 380))
        let after = window.layoutEngineStatistics
        #expect(after.rowsAdded == before.rowsAdded)
        #expect(after.constantsChanged - before.constantsChanged == 2)  // width 200, midX 110

        // Views placed by frame can be anchors for views placed by constraints.
        let button = View(frame: CGRect(20, 20, 280, 20))
        window.addSubview(button)
        let below = makeView()
        window.addSubview(below)
        LayoutConstraint.activate([
            below.leadingAnchor.constraint(equalTo: button.leadingAnchor),
            below.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 8),
            below.widthAnchor.constraint(equalTo: button.widthAnchor),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(below.frame == CGRect(20, 48, 280, 10))
        button.frame = CGRect(5, 20, 280, 20)  // 15 points left: |-5-[button]-35-|... of a 320 view
        window.layoutIfNeeded()
        #expect(button.frame == CGRect(5, 20, 280, 20))
        #expect(below.frame == CGRect(5, 48, 280, 10))
    }

    /// Turning translatesAutoresizingMaskIntoConstraints off removes the frame constraints.
    @Test func togglingTranslatesAutoresizingMask() {
        let window = RecordingWindow(300, 300)
        let v = View(frame: CGRect(10, 10, 50, 50))
        window.addSubview(v)
        let width = v.widthAnchor.constraint(equalToConstant: 100)
        width.priority = .defaultHigh
        width.isActive = true
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(10, 10, 50, 50))  // the required frame constraints win
        v.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 30),
            v.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
            v.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(30, 30, 100, 20))
        #expect(window.events.isEmpty)
    }
}
