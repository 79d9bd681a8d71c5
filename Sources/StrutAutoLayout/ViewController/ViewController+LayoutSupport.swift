import Foundation

/// A legacy layout guide of a controller: UIKit's `UILayoutSupport` (``ViewController/topLayoutGuide``
/// and ``ViewController/bottomLayoutGuide``), kept for code written before the safe area.
public final class LayoutSupportGuide: LayoutGuide {
    /// Whether this is the top guide.
    let isTop: Bool

    init(isTop: Bool) {
        self.isTop = isTop
        super.init()
    }

    /// The guide's extent along the vertical axis: the height of the bars it stands for
    /// (UIKit's `length`) — the owning view's top (or bottom) safe-area inset, current even
    /// before the guide takes part in a layout.
    public var length: CGFloat {
        guard let view = owningView else { return 0 }
        return isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
}

extension ViewController {
    /// The guide from the top of the root view down to the top of its safe area (the status
    /// bar and any navigation bar): UIKit's deprecated `topLayoutGuide`. Its bottom anchor is
    /// where content starts; its ``LayoutSupportGuide/length`` is the safe area's top inset.
    public var topLayoutGuide: LayoutSupportGuide {
        if let guide = layoutSupportGuides.top { return guide }
        let guide = makeLayoutSupportGuide(top: true)
        layoutSupportGuides.top = guide
        return guide
    }

    /// The guide from the bottom of the root view's safe area down to its bottom (a tab bar,
    /// the home indicator): UIKit's deprecated `bottomLayoutGuide`.
    public var bottomLayoutGuide: LayoutSupportGuide {
        if let guide = layoutSupportGuides.bottom { return guide }
        let guide = makeLayoutSupportGuide(top: false)
        layoutSupportGuides.bottom = guide
        return guide
    }

    private func makeLayoutSupportGuide(top: Bool) -> LayoutSupportGuide {
        let root: View = view
        let guide = LayoutSupportGuide(isTop: top)
        guide.identifier = top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
        root.addLayoutGuide(guide)
        let safe = root.safeAreaLayoutGuide
        LayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: root.leftAnchor),
            guide.rightAnchor.constraint(equalTo: root.rightAnchor),
            top ? guide.topAnchor.constraint(equalTo: root.topAnchor) : guide.topAnchor.constraint(equalTo: safe.bottomAnchor),
            top ? guide.bottomAnchor.constraint(equalTo: safe.topAnchor) : guide.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        return guide
    }
}
