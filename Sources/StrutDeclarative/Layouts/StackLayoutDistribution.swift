/// How a ``StackLayout`` distributes space along its axis when it is given more than it measured.
public enum StackLayoutDistribution: Sendable, Hashable, CaseIterable {
    /// Sublayouts start at the leading (top) edge.
    case leading
    /// Sublayouts end at the trailing (bottom) edge.
    case trailing
    /// Sublayouts are centred along the axis.
    case center
    /// The spacing between non-empty sublayouts grows by an equal amount; the stack's spacing is
    /// the minimum.
    case fillEqualSpacing
    /// The axis length is divided equally among the sublayouts; the spacing is exact.
    case fillEqualSize
    /// The most flexible sublayout (the last one on ties) takes all the excess.
    case fillFlexing
}
