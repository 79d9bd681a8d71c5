import Testing

#if canImport(UIKit)
    import UIKit
#else
    import StrutUIKit
#endif

/// A text column on the readable content guide: pinned to the guide's four edges.
final class ArticleViewController: UIViewController {
    let body = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        body.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(body)
        let readable = view.readableContentGuide
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            body.topAnchor.constraint(equalTo: readable.topAnchor),
            body.bottomAnchor.constraint(equalTo: readable.bottomAnchor),
        ])
    }
}

/// A profile editor: a hero image across the top (half as tall as wide), the name under it on
/// the readable guide, and a name field kept 8 points above the keyboard.
final class ProfileEditorViewController: UIViewController {
    let hero = UIImageView(image: UIImage(name: "hero", size: CGSize(width: 750, height: 375)))
    let nameLabel = UILabel()
    let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = "Ada Lovelace"
        field.placeholder = "Status"
        for subview in [hero, nameLabel, field] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let readable = view.readableContentGuide
        NSLayoutConstraint.activate([
            hero.topAnchor.constraint(equalTo: view.topAnchor),
            hero.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            hero.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            hero.heightAnchor.constraint(equalTo: hero.widthAnchor, multiplier: 0.5),
            nameLabel.topAnchor.constraint(equalTo: hero.bottomAnchor, constant: 8),
            nameLabel.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            field.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
    }
}

@Suite struct ReadableContentGuideTests {
    private func article(_ size: CGSize, category: UIContentSizeCategory = .large) -> (UIWindow, ArticleViewController) {
        let controller = ArticleViewController()
        let window = UIWindow(size: size, safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        window.preferredContentSizeCategory = category
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (window, controller)
    }

    /// iPad 1024 × 768 in landscape (regular width): the root's margins are 20 (regular
    /// minimum), so the margins guide is x 20…1004, 984 wide, y 20 (safe top) to 768. The
    /// readable width at Large is 672, centred: x = 20 + (984 − 672) / 2 = 176 — the 176-point
    /// inset Use Your Loaf measured on an iPad Air 2 in landscape.
    @Test func padLandscapeIsCappedAndCentred() {
        let (window, c) = article(CGSize(width: 1024, height: 768))
        defer { withExtendedLifetime(window) {} }
        #expect(c.view.readableContentGuide.layoutFrame == CGRect(176, 20, 672, 748))
        #expect(c.body.frame == CGRect(176, 20, 672, 748))
        #expect(c.view.readableContentGuide.identifier == "UIViewReadableContentGuide")
    }

    /// iPhone 375 × 667 (compact width): the guide is the margins guide, x 16…359.
    @Test func phoneFillsTheMargins() {
        let (window, c) = article(CGSize(width: 375, height: 667))
        defer { withExtendedLifetime(window) {} }
        #expect(c.body.frame == CGRect(16, 20, 343, 647))
    }

    /// The cap follows the body size: 672 × body / 17, rounded. xS (body 14): 553.41 → 553,
    /// x = 20 + (984 − 553) / 2 = 235.5; xL (body 19): 751.06 → 751, x = 136.5; AX5 (body
    /// 53): 2095 > 984, so the guide fills the margins (x 20, 984 wide).
    @Test(arguments: [
        (UIContentSizeCategory.extraSmall, CGRect(235.5, 20, 553, 748)),
        (.extraLarge, CGRect(136.5, 20, 751, 748)),
        (.accessibilityExtraExtraExtraLarge, CGRect(20, 20, 984, 748)),
    ])
    func capFollowsTheContentSizeCategory(category: UIContentSizeCategory, expected: CGRect) {
        let (window, c) = article(CGSize(width: 1024, height: 768), category: category)
        defer { withExtendedLifetime(window) {} }
        #expect(c.body.frame == expected)
    }

    /// The table of widths the rule gives (documented on `readableWidth(for:)`).
    @Test func readableWidthTable() {
        let widths = UIContentSizeCategory.settable.map { UIView.readableWidth(for: $0) }
        #expect(widths == [553, 593, 632, 672, 751, 830, 909, 1107, 1304, 1581, 1858, 2095])
    }

    /// A change of category moves the guide at the next layout (Large 672 → xL 751). An iPad
    /// in portrait (768 × 1024) is still regular, but its margins (20, so 728 wide) are
    /// narrower than 751: the guide fills them. A compact phone fills its 16-point margins.
    @Test func followsTraitChanges() {
        let (window, c) = article(CGSize(width: 1024, height: 768))
        window.preferredContentSizeCategory = .extraLarge
        window.layoutIfNeeded()
        #expect(c.body.frame == CGRect(136.5, 20, 751, 748))
        window.size = CGSize(width: 768, height: 1024)
        window.layoutIfNeeded()
        #expect(c.body.frame == CGRect(20, 20, 728, 1004))
        window.size = CGSize(width: 375, height: 667)
        window.preferredContentSizeCategory = .extraSmall
        window.layoutIfNeeded()
        #expect(c.body.frame == CGRect(16, 20, 343, 647))
    }
}

@Suite struct KeyboardLayoutGuideTests {
    /// A 375 × 812 phone with a 47-point notch and a 34-point home indicator. Text is in
    /// 10 × 20 cells: the field is one 20-point line, as wide as the readable guide (the
    /// margins: x 16…359).
    private func editor() -> (UIWindow, ProfileEditorViewController) {
        let controller = ProfileEditorViewController()
        measuredInCells([controller.nameLabel], fields: [controller.field])
        let window = UIWindow(size: CGSize(width: 375, height: 812), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (window, controller)
    }

    /// No keyboard: the guide's top is the safe-area bottom, 812 − 34 = 778, and it is 34 tall;
    /// the field's bottom is 8 above: y = 778 − 8 − 20 = 750. The hero is 375 × 187.5; the
    /// name 8 below it at the readable leading edge (16, 195.5), "Ada Lovelace" 120 × 20.
    @Test func hiddenKeyboardIsTheSafeAreaBottom() {
        let (window, c) = editor()
        defer { withExtendedLifetime(window) {} }
        #expect(c.view.keyboardLayoutGuide.layoutFrame == CGRect(0, 778, 375, 34))
        #expect(c.hero.frame == CGRect(0, 0, 375, 187.5))
        #expect(c.nameLabel.frame == CGRect(16, 195.5, 120, 20))
        #expect(c.field.frame == CGRect(16, 750, 343, 20))
    }

    /// A docked keyboard 336 tall: (0, 476, 375, 336). The guide is the keyboard; the field
    /// sits at 476 − 8 − 20 = 448. Hiding it puts the field back at 750.
    @Test func dockedKeyboardPushesTheFieldUp() throws {
        let (window, c) = editor()
        try window.showKeyboard(height: 336)
        window.layoutIfNeeded()
        #expect(window.keyboardFrame == CGRect(0, 476, 375, 336))
        #expect(c.view.keyboardLayoutGuide.layoutFrame == CGRect(0, 476, 375, 336))
        #expect(c.field.frame == CGRect(16, 448, 343, 20))
        #expect(layoutProblems(in: window).isEmpty)
        try window.setKeyboardFrame(nil)
        window.layoutIfNeeded()
        #expect(c.field.frame == CGRect(16, 750, 343, 20))
    }

    /// An undocked keyboard at (50, 300, 275, 200) is ignored by default (the field stays at
    /// 750); with `followsUndockedKeyboard` the guide is the keyboard's frame and the field's
    /// bottom is 8 above its top: y = 300 − 28 = 272.
    @Test func undockedKeyboardIsFollowedOnlyWhenAsked() throws {
        let (window, c) = editor()
        try window.setKeyboardFrame(CGRect(50, 300, 275, 200), isUndocked: true)
        window.layoutIfNeeded()
        #expect(c.field.frame == CGRect(16, 750, 343, 20))
        c.view.keyboardLayoutGuide.followsUndockedKeyboard = true
        window.layoutIfNeeded()
        #expect(c.view.keyboardLayoutGuide.layoutFrame == CGRect(50, 300, 275, 200))
        #expect(c.field.frame == CGRect(16, 272, 343, 20))
    }

    /// A frame with a NaN or a negative size is refused with an error naming it; the keyboard
    /// that showed stays.
    @Test func invalidKeyboardFrameIsRefused() throws {
        let (window, c) = editor()
        try window.showKeyboard(height: 336)
        let bad = CGRect(0, .nan, 375, 300)
        #expect(throws: KeyboardFrameError.self) { try window.setKeyboardFrame(bad) }
        #expect(throws: KeyboardFrameError.invalidFrame(CGRect(0, 0, -1, 10))) {
            try window.setKeyboardFrame(CGRect(0, 0, -1, 10))
        }
        window.layoutIfNeeded()
        #expect(window.keyboardFrame == CGRect(0, 476, 375, 336))
        #expect(c.field.frame == CGRect(16, 448, 343, 20))
    }
}

/// An old-style screen: a banner under the top layout guide and a footer over the bottom one.
final class LegacyGuidesViewController: UIViewController {
    let banner = UIView()
    let footer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [banner, footer] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 50),
            footer.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor),
            footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footer.heightAnchor.constraint(equalToConstant: 40),
        ])
    }
}

@Suite struct LegacyLayoutGuideTests {
    /// A 375 × 812 window (notch 47, home indicator 34): the top guide is 47 long, the banner
    /// starts there; the bottom guide is 34 long, the footer ends at 812 − 34 = 778.
    @Test func guidesAreTheSafeAreaInsets() {
        let controller = LegacyGuidesViewController()
        let window = UIWindow(size: CGSize(width: 375, height: 812), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.rootViewController = controller
        window.layoutIfNeeded()
        let top: UILayoutSupport = controller.topLayoutGuide
        #expect(top.length == 47)
        #expect(controller.bottomLayoutGuide.length == 34)
        #expect(controller.banner.frame == CGRect(0, 47, 375, 50))
        #expect(controller.footer.frame == CGRect(0, 738, 375, 40))
    }
}

@Suite struct ProfileEditorPassesTests {
    /// Right to left with the keyboard up: the name's leading (right) edge on the readable
    /// guide, 375 − 16 = 359, so x = 359 − 120 = 239; the field still spans 16…359 above the
    /// keyboard (y 448). AX5 changes nothing here (the cell measurer ignores the font, and the
    /// readable cap does not apply in a compact width). No overlaps, no truncation.
    @Test(arguments: [UIContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
    func rightToLeftWithTheKeyboard(category: UIContentSizeCategory) throws {
        let controller = ProfileEditorViewController()
        measuredInCells([controller.nameLabel], fields: [controller.field])
        let window = UIWindow(size: CGSize(width: 375, height: 812), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.layoutDirection = .rightToLeft
        window.preferredContentSizeCategory = category
        window.rootViewController = controller
        try window.showKeyboard(height: 336)
        window.layoutIfNeeded()
        #expect(controller.hero.frame == CGRect(0, 0, 375, 187.5))
        #expect(controller.nameLabel.frame == CGRect(239, 195.5, 120, 20))
        #expect(controller.field.frame == CGRect(16, 448, 343, 20))
        #expect(layoutProblems(in: window).isEmpty)
    }
}
