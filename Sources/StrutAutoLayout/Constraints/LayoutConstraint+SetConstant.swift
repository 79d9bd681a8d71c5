import Foundation

extension LayoutConstraint {
    /// Sets ``constant``, or throws ``LayoutConstraintError/nonFiniteValue(what:constraint:)``
    /// for NaN or an infinity instead of the setter's trap; the constraint and the engine are
    /// then unchanged.
    ///
    /// - Complexity: as the ``constant`` setter: one in-place update in the engine when active.
    public func setConstant(_ newValue: CGFloat) throws(LayoutConstraintError) {
        guard newValue.isFinite else { throw .nonFiniteValue(what: "constant", constraint: "\(self)") }
        constant = newValue
    }
}
