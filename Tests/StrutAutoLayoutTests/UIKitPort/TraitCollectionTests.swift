import Foundation
import StrutText
import Testing

@testable import StrutAutoLayout

@Suite struct TraitCollectionTests {
    struct SizeClassCase: Sendable, CustomStringConvertible {
        let width: CGFloat, height: CGFloat, idiom: UserInterfaceIdiom
        let horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
        var description: String { "\(width)×\(height)" }
    }

    /// Apple's size-class table, device by device (points; idiom inferred unless given).
    static let sizeClassCases: [SizeClassCase] = [
        .init(width: 375, height: 667, idiom: .unspecified, horizontal: .compact, vertical: .regular),  // iPhone 8
        .init(width: 667, height: 375, idiom: .unspecified, horizontal: .compact, vertical: .compact),  // iPhone 8 landscape
        .init(width: 390, height: 844, idiom: .unspecified, horizontal: .compact, vertical: .regular),  // iPhone 14
        .init(width: 844, height: 390, idiom: .unspecified, horizontal: .compact, vertical: .compact),
        .init(width: 414, height: 896, idiom: .unspecified, horizontal: .compact, vertical: .regular),  // iPhone 11
        .init(width: 896, height: 414, idiom: .unspecified, horizontal: .regular, vertical: .compact),
        .init(width: 736, height: 414, idiom: .unspecified, horizontal: .regular, vertical: .compact),  // 8 Plus
        .init(width: 932, height: 430, idiom: .unspecified, horizontal: .regular, vertical: .compact),  // 14 Pro Max
        .init(width: 768, height: 1024, idiom: .unspecified, horizontal: .regular, vertical: .regular),  // iPad
        .init(width: 1024, height: 768, idiom: .unspecified, horizontal: .regular, vertical: .regular),
        .init(width: 320, height: 1024, idiom: .unspecified, horizontal: .compact, vertical: .regular),  // Slide Over
        .init(width: 507, height: 768, idiom: .unspecified, horizontal: .compact, vertical: .regular),  // 9.7" half
        .init(width: 678, height: 1024, idiom: .unspecified, horizontal: .regular, vertical: .regular),  // 12.9" half
        .init(width: 694, height: 768, idiom: .unspecified, horizontal: .regular, vertical: .regular),  // 9.7" 2/3
        .init(width: 500, height: 400, idiom: .pad, horizontal: .compact, vertical: .regular),
        .init(width: 500, height: 400, idiom: .phone, horizontal: .compact, vertical: .compact),
    ]

    @Test(arguments: sizeClassCases)
    func sizeClassesFollowAppleTable(_ c: SizeClassCase) {
        let classes = TraitCollection.sizeClasses(for: CGSize(width: c.width, height: c.height), idiom: c.idiom)
        #expect(classes.horizontal == c.horizontal)
        #expect(classes.vertical == c.vertical)
    }

    /// A window's traits: size classes from its size, its category, direction and scale.
    @Test func windowTraits() {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.preferredContentSizeCategory = .extraLarge
        window.displayScale = 3
        window.layoutDirection = .rightToLeft
        let child = View()
        window.addSubview(child)
        let t = child.traitCollection
        #expect(t.horizontalSizeClass == .compact && t.verticalSizeClass == .regular)
        #expect(t.preferredContentSizeCategory == .extraLarge)
        #expect(t.displayScale == 3)
        #expect(t.layoutDirection == .rightToLeft)
        #expect(t.userInterfaceIdiom == .phone)
        #expect(View().traitCollection == TraitCollection())
    }

    /// `containsTraits(in:)` compares only the traits the argument specifies.
    @Test func containsTraits() {
        let phone = TraitCollection(traitsFrom: [
            TraitCollection(horizontalSizeClass: .compact), TraitCollection(verticalSizeClass: .regular),
        ])
        #expect(phone.containsTraits(in: TraitCollection(horizontalSizeClass: .compact)))
        #expect(!phone.containsTraits(in: TraitCollection(horizontalSizeClass: .regular)))
        #expect(phone.containsTraits(in: TraitCollection()))
        #expect(phone.containsTraits(in: nil))
    }

    /// Rotating a phone (375 × 667 → 667 × 375) changes the vertical class: the controller, then
    /// its root view, then the content hear of it, once, before the next update pass; a second
    /// turn without change says nothing.
    @Test func traitChangesReachControllersAndViews() {
        let log = CallLog()
        let controller = LoggingController(log: log)
        let window = Window(size: CGSize(width: 375, height: 667))
        window.rootViewController = controller
        window.layoutIfNeeded()
        log.entries.removeAll()
        window.size = CGSize(width: 667, height: 375)
        window.layoutIfNeeded()
        let traitCalls = log.entries.filter { $0.contains("traitCollectionDidChange") }
        #expect(
            traitCalls == [
                "controller.traitCollectionDidChange", "root.traitCollectionDidChange", "content.traitCollectionDidChange",
            ])
        #expect(log.entries.first == "controller.traitCollectionDidChange")
        #expect(controller.traitCollection.verticalSizeClass == .compact)
        log.entries.removeAll()
        window.layoutIfNeeded()
        #expect(log.entries.isEmpty)
        window.preferredContentSizeCategory = .accessibilityLarge
        window.layoutIfNeeded()
        #expect(log.entries.filter { $0.contains("traitCollectionDidChange") }.count == 3)
    }

    /// A screen that stacks two panels in a compact width and puts them side by side in a
    /// regular one. Compact (375 × 667): top (0, 0, 375, 100), bottom (0, 100, 375, 100).
    /// Regular (1024 × 768): left (0, 0, 512, 100), right (512, 0, 512, 100).
    @Test func adaptiveConstraintsSwitchWithTheSizeClass() {
        final class AdaptiveController: ViewController {
            let first = makeView("first"), second = makeView("second")
            let adaptive = AdaptiveConstraints()
            override func viewDidLoad() {
                view.addSubview(first)
                view.addSubview(second)
                LayoutConstraint.activate([
                    first.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    first.topAnchor.constraint(equalTo: view.topAnchor),
                    first.heightAnchor.constraint(equalToConstant: 100),
                    second.heightAnchor.constraint(equalTo: first.heightAnchor),
                    second.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                ])
                adaptive.add(
                    [
                        first.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        second.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        second.topAnchor.constraint(equalTo: first.bottomAnchor),
                    ], for: TraitCollection(horizontalSizeClass: .compact))
                adaptive.add(
                    [
                        second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
                        second.widthAnchor.constraint(equalTo: first.widthAnchor),
                        second.topAnchor.constraint(equalTo: view.topAnchor),
                    ], for: TraitCollection(horizontalSizeClass: .regular))
                adaptive.apply(for: view.traitCollection)
            }
            override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
                adaptive.apply(for: traitCollection)
            }
        }
        let controller = AdaptiveController()
        let window = RecordingWindow(375, 667)
        window.rootViewController = controller
        controller.adaptive.apply(for: controller.traitCollection)
        window.layoutIfNeeded()
        #expect(controller.first.frame == CGRect(0, 0, 375, 100))
        #expect(controller.second.frame == CGRect(0, 100, 375, 100))
        window.size = CGSize(width: 1024, height: 768)
        window.layoutIfNeeded()
        #expect(controller.first.frame == CGRect(0, 0, 512, 100))
        #expect(controller.second.frame == CGRect(512, 0, 512, 100))
        window.size = CGSize(width: 375, height: 667)
        window.layoutIfNeeded()
        #expect(controller.second.frame == CGRect(0, 100, 375, 100))
        #expect(window.events.isEmpty)  // never unsatisfiable
    }
}
