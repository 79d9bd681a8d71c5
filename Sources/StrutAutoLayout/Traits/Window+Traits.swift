import Foundation
import StrutText

extension Window {
    /// The reader's text size for this window's views (default `ContentSizeCategory.large`).
    /// A change reaches views and controllers at the next render-loop turn.
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { portState?.preferredContentSizeCategory ?? .large }
        set {
            guard newValue != preferredContentSizeCategory else { return }
            port.preferredContentSizeCategory = newValue
            setNeedsLayout()
        }
    }

    /// Pixels per point of the screen the window stands for (default 1).
    public var displayScale: CGFloat {
        get { portState?.displayScale ?? 1 }
        set {
            guard newValue != displayScale, newValue.isFinite, newValue > 0 else { return }
            port.displayScale = newValue
            setNeedsLayout()
        }
    }

    /// The device kind the window stands for (default ``UserInterfaceIdiom/unspecified``: from
    /// the window's size, see ``TraitCollection/sizeClasses(for:idiom:)``).
    public var userInterfaceIdiom: UserInterfaceIdiom {
        get { portState?.userInterfaceIdiom ?? .unspecified }
        set {
            guard newValue != userInterfaceIdiom else { return }
            port.userInterfaceIdiom = newValue
            setNeedsLayout()
        }
    }

    /// The window's traits, derived from its size and inputs now.
    var windowTraitCollection: TraitCollection {
        let idiom = userInterfaceIdiom
        let classes = TraitCollection.sizeClasses(for: storedFrame.size, idiom: idiom)
        var traits = TraitCollection()
        traits.horizontalSizeClass = classes.horizontal
        traits.verticalSizeClass = classes.vertical
        traits.preferredContentSizeCategory = preferredContentSizeCategory
        traits.layoutDirection = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        traits.displayScale = displayScale
        traits.userInterfaceIdiom = TraitCollection.resolvedIdiom(for: storedFrame.size, idiom: idiom)
        return traits
    }

    /// Called at the start of each layout run: when the traits differ from the last run's,
    /// tells every controller and view in the tree (top-down; a controller before its root
    /// view), and lets adjusting labels pick their new fonts. The first run records the traits
    /// without notifying (nothing changed yet).
    func updateTraitCollectionIfNeeded() {
        AnimationCapture.current?.willLayout(self)
        // Guides that follow the geometry (safe area, margins, readable, keyboard) take the
        // current frames before the update-constraints pass, so that a controller's view that
        // just joined the window lays out once with its final safe area, as in UIKit.
        _ = rootEngine?.updateGeometryDependentGuides()
        let current = windowTraitCollection
        let state = port
        guard let previous = state.lastTraitCollection else {
            state.lastTraitCollection = current
            return
        }
        guard previous != current else { return }
        state.lastTraitCollection = current
        var stack: [View] = [self]
        while let v = stack.popLast() {
            if let viewState = v.portState {
                if let controller = viewState.viewController {
                    controller.traitCollectionDidChange(previous)
                    if previous.horizontalSizeClass != current.horizontalSizeClass { v.layoutMarginsStorageDidChange() }
                }
                if viewState.adjustsFontForContentSizeCategory { v.refreshDynamicTypeFont() }
            }
            v.traitCollectionDidChange(previous)
            stack.append(contentsOf: v.subviews.reversed())
        }
    }
}

extension View {
    /// The traits of the view's environment: its window's (see ``TraitCollection``), or an
    /// unspecified collection outside a window.
    public var traitCollection: TraitCollection {
        (rootView as? Window)?.windowTraitCollection ?? TraitCollection()
    }
}
