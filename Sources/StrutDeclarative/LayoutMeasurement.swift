import Foundation

/// The size a layout wants within a maximum size, with the measurements of its sublayouts.
///
/// A measurement tree is what ``Layout/arrangement(within:measurement:)`` walks: a sublayout
/// with no measurement (for example one a ``StackLayout`` dropped for lack of space) is never
/// arranged and gets no view.
public struct LayoutMeasurement: Sendable {
    /// The layout that was measured.
    public let layout: any Layout

    /// The size the layout wants; at most ``maxSize``.
    public let size: CGSize

    /// The maximum size the layout was measured within.
    public let maxSize: CGSize

    /// The measurements of the sublayouts that will be arranged, in the layout's own order.
    public let sublayouts: [LayoutMeasurement]

    /// Creates a measurement; layouts call this from ``Layout/measurement(within:)``.
    public init(layout: any Layout, size: CGSize, maxSize: CGSize, sublayouts: [LayoutMeasurement]) {
        self.layout = layout
        self.size = size
        self.maxSize = maxSize
        self.sublayouts = sublayouts
    }

    /// Arranges the measured layout inside `rect`.
    ///
    /// Equivalent to `layout.arrangement(within: rect, measurement: self)`.
    public func arrangement(within rect: CGRect) -> LayoutArrangement {
        layout.arrangement(within: rect, measurement: self)
    }
}
