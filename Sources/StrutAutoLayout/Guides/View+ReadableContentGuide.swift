import Foundation
import StrutText

extension View {
    /// A guide for text that should stay comfortable to read: the layout margins narrowed to
    /// the readable width and centred in them (UIKit's `readableContentGuide`, identifier
    /// `UIViewReadableContentGuide`).
    ///
    /// Apple documents three rules: the guide never extends beyond the layout margins guide,
    /// it is centred inside it, and its width is at most "the readable width defined for the
    /// current dynamic text size". The width itself is not published; Strut's rule is
    /// ``readableWidth(for:)``. In a compact horizontal size class (an iPhone in portrait)
    /// the guide fills the margins; in a regular or unspecified one it is capped at the
    /// readable width of the window's content size category. Its top and bottom are the
    /// margins guide's.
    ///
    /// The cap follows the traits: a change of size class or content size category moves the
    /// guide at the next layout pass.
    public var readableContentGuide: LayoutGuide {
        if let guide = portState?.readableGuide { return guide }
        let guide = LayoutGuide()
        guide.identifier = "UIViewReadableContentGuide"
        addLayoutGuide(guide)
        let margins = layoutMarginsGuide
        func named(_ c: LayoutConstraint, _ name: String) -> LayoutConstraint {
            c.identifier = "UIViewReadableContentGuide-" + name
            return c
        }
        let fill = named(guide.widthAnchor.constraint(equalTo: margins.widthAnchor), "fill")
        fill.priority = .required - 1
        let cap = named(guide.widthAnchor.constraint(lessThanOrEqualToConstant: readableWidthCapValue()), "width")
        LayoutConstraint.activate([
            named(guide.topAnchor.constraint(equalTo: margins.topAnchor), "top"),
            named(guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor), "bottom"),
            named(guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor), "centerX"),
            named(guide.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor), "margins"),
            fill,
        ])
        cap.isActive = readableWidthIsCapped
        port.readableGuide = guide
        port.readableWidthCap = cap
        return guide
    }

    /// The widest a readable column gets at a content size category (Strut's rule; Apple's
    /// table is not public): 672 points at Large — the width measured on an iPad by Use Your
    /// Loaf ("Readable Content Guides", iPad Air 2 in landscape: 672 wide, inset 176 from each
    /// edge of 1024) — scaled with the body text style's point size, since Apple ties the width
    /// to the dynamic text size: `672 × body(category) / 17`, rounded to whole points.
    ///
    /// | xS | S | M | L | xL | xxL | xxxL | AX1 | AX2 | AX3 | AX4 | AX5 |
    /// |---|---|---|---|---|---|---|---|---|---|---|---|
    /// | 553 | 593 | 632 | 672 | 751 | 830 | 909 | 1107 | 1304 | 1581 | 1858 | 2095 |
    ///
    /// - Complexity: O(1).
    public static func readableWidth(for category: ContentSizeCategory) -> CGFloat {
        (672 * Font.TextStyle.body.pointSize(for: category) / 17).rounded()
    }

    /// Whether the readable width caps the guide: not in a compact horizontal size class.
    private var readableWidthIsCapped: Bool { traitCollection.horizontalSizeClass != .compact }

    private func readableWidthCapValue() -> CGFloat {
        View.readableWidth(for: traitCollection.preferredContentSizeCategory)
    }

    /// Brings the readable guide's cap in line with the traits; returns whether it changed.
    func updateReadableGuide() -> Bool {
        guard let cap = portState?.readableWidthCap else { return false }
        var changed = false
        let width = readableWidthCapValue()
        if cap.constant != width {
            cap.constant = width
            changed = true
        }
        let capped = readableWidthIsCapped
        if cap.isActive != capped {
            cap.isActive = capped
            changed = true
        }
        return changed
    }
}
