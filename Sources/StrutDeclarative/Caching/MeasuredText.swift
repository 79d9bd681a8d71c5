import StrutText

/// A text layout a ``LabelLayout`` measured, boxed: the layout keeps an optional reference
/// (released in one call) rather than an optional `TextLayout` (destroyed through the runtime's
/// generic value witnesses of `Optional`).
package final class MeasuredText: Sendable {
    /// The text as measured.
    package let layout: TextLayout

    /// Boxes `layout`.
    package init(_ layout: TextLayout) {
        self.layout = layout
    }
}
