import Foundation

/// Sets of constraints active only in some environments: the usual way to switch a layout
/// between size classes in `traitCollectionDidChange(_:)`.
///
/// Each set is registered with the traits it needs (only the traits it specifies count). On
/// ``apply(for:)`` the sets that do not match are deactivated first, then those that match are
/// activated, so that the two layouts never conflict, in registration order.
///
/// ```swift
/// let adaptive = AdaptiveConstraints()
/// adaptive.add(sideBySide, for: TraitCollection(horizontalSizeClass: .regular))
/// adaptive.add(stacked, for: TraitCollection(horizontalSizeClass: .compact))
/// adaptive.apply(for: view.traitCollection)
/// ```
public final class AdaptiveConstraints {
    private var sets: [(traits: TraitCollection, constraints: [LayoutConstraint])] = []

    /// An empty collection of sets.
    public init() {}

    /// Registers `constraints`, active when the environment contains `traits`.
    public func add(_ constraints: [LayoutConstraint], for traits: TraitCollection) {
        sets.append((traits, constraints))
    }

    /// The constraints registered for environments containing `traits` exactly as given.
    public func constraints(for traits: TraitCollection) -> [LayoutConstraint] {
        sets.filter { $0.traits == traits }.flatMap(\.constraints)
    }

    /// Deactivates the sets `traitCollection` does not match, then activates those it matches.
    /// - Complexity: O(constraints).
    public func apply(for traitCollection: TraitCollection) {
        var off: [LayoutConstraint] = []
        var on: [LayoutConstraint] = []
        for set in sets {
            if traitCollection.containsTraits(in: set.traits) { on += set.constraints } else { off += set.constraints }
        }
        let keep = Set(on.map(ObjectIdentifier.init))
        LayoutConstraint.deactivate(off.filter { !keep.contains(ObjectIdentifier($0)) })
        LayoutConstraint.activate(on)
    }
}
