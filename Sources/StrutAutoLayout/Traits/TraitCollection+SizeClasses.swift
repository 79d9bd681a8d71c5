import Foundation

extension TraitCollection {
    /// The size classes of a full-screen (or split-screen) window of `size`, following Apple's
    /// size-class table (Human Interface Guidelines, "Layout › Device size classes"):
    ///
    /// | Device | Portrait (W, H) | Landscape (W, H) |
    /// |---|---|---|
    /// | iPad, full screen and 2/3 split | regular, regular | regular, regular |
    /// | iPad, Slide Over, 1/3 split, 1/2 split on 11" and smaller | compact, regular | compact, regular |
    /// | iPhone Plus / Max / XR / 11 (short side ≥ 414 pt) | compact, regular | regular, compact |
    /// | other iPhones (short side < 414 pt) | compact, regular | compact, compact |
    ///
    /// Apple assigns size classes per device model; Strut's rule from the window's size
    /// reproduces that table:
    /// - `.pad`: vertical regular; horizontal regular when the width is at least 600 points
    ///   (the widest compact iPad window, an 11" half split, is 590; the narrowest regular one,
    ///   a 12.9" portrait 2/3 split, is 639).
    /// - `.phone`: in portrait (width ≤ height) compact × regular; in landscape the vertical
    ///   class is compact and the horizontal one regular when the short side is at least 414
    ///   points (the Plus and Max phones), compact otherwise.
    /// - `.unspecified`: a window whose short side is at least 600 points is an iPad, any other
    ///   follows the phone rule (which also gives the right answer for narrow iPad windows).
    /// - Complexity: O(1).
    public static func sizeClasses(for size: CGSize, idiom: UserInterfaceIdiom)
        -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass)
    {
        switch resolvedIdiom(for: size, idiom: idiom) {
        case .pad:
            return (size.width >= 600 ? .regular : .compact, .regular)
        default:
            if size.width <= size.height { return (.compact, .regular) }
            return (size.height >= 414 ? .regular : .compact, .compact)
        }
    }

    /// The idiom a window of `size` stands for: `idiom` when given, otherwise `.pad` when the
    /// short side is at least 600 points and `.phone` below.
    public static func resolvedIdiom(for size: CGSize, idiom: UserInterfaceIdiom) -> UserInterfaceIdiom {
        if idiom != .unspecified { return idiom }
        return min(size.width, size.height) >= 600 ? .pad : .phone
    }
}
