import Foundation
import StrutAutoLayout
import StrutDeclarative

/// A constraint-based view inside a declarative layout, measured by its fitting size.
///
/// Layouts are measured on any thread, and a view tree belongs to one thread, so the layout
/// holds a function that builds the view rather than a view: measurement builds a private copy,
/// asks it for `systemLayoutSizeFitting` and throws it away; `makeViews` builds the view that is
/// shown. Measurement is cached per proposal, so a copy is built once per distinct size.
///
/// Measurement takes the view's compressed fitting size; when that is wider than the proposal,
/// the view is fitted again with the proposal's width required, for its height at that width.
/// The size is capped at the proposal.
///
/// Flexibility, unless given, follows the view's content hugging priorities per axis (a view
/// that hugs more is less flexible; required hugging is inflexible). LayoutKit's private
/// `ViewLayout` read the horizontal priority for both axes.
public final class ViewLayout: ViewMakingLayout, MeasurementCaching {
    /// Builds the view (with its subviews and constraints); must return a new view each call.
    public let makeViewFunction: @Sendable () -> View
    /// How the layout positions itself in the rectangle its parent gives it.
    public let alignment: Alignment
    /// How willing the layout is to grow or shrink.
    public let flexibility: Flexibility
    /// The identifier used to recycle this layout's view.
    public let viewReuseId: String?

    /// The last few measurements (see ``MeasurementCaching``).
    @exclusivity(unchecked) package nonisolated(unsafe) var measurementCache = MeasurementCache()

    /// Creates a layout for the views `makeView` builds.
    public init(
        alignment: Alignment = .fill,
        flexibility: Flexibility? = nil,
        viewReuseId: String? = nil,
        makeView: @escaping @Sendable () -> View
    ) {
        self.makeViewFunction = makeView
        self.alignment = alignment
        self.viewReuseId = viewReuseId
        self.flexibility = flexibility ?? Self.flexibility(of: makeView())
    }

    private static func flexibility(of view: View) -> Flexibility {
        func flex(_ axis: LayoutConstraintAxis) -> Flexibility.Flex {
            let hugging = view.contentHuggingPriority(for: axis)
            return hugging >= .required ? nil : -Int32(hugging.rawValue.rounded())
        }
        return Flexibility(horizontal: flex(.horizontal), vertical: flex(.vertical))
    }

    /// The view always needs a view.
    public var needsView: Bool { true }

    /// A new view from the builder.
    public func makeView() -> View { makeViewFunction() }

    /// Nothing: the builder configures the view.
    public func configure(baseTypeView: View) {}

    /// The view's fitting size within `maxSize`.
    public func measurement(within maxSize: CGSize) -> LayoutMeasurement {
        cachedMeasurement(within: maxSize) {
            let view = makeViewFunction()
            var size = view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            if size.width > maxSize.width, maxSize.width >= 0 {
                size = view.systemLayoutSizeFitting(
                    CGSize(width: maxSize.width, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel)
            }
            let capped = CGSize(
                width: min(max(0, size.width), max(0, maxSize.width)),
                height: min(max(0, size.height), max(0, maxSize.height)))
            return LayoutMeasurement(layout: self, size: capped, maxSize: maxSize, sublayouts: [])
        }
    }

    /// Aligns the measured size in `rect`; the view's own constraints place its subviews.
    public func arrangement(within rect: CGRect, measurement: LayoutMeasurement) -> LayoutArrangement {
        LayoutArrangement(layout: self, frame: alignment.position(size: measurement.size, in: rect), sublayouts: [])
    }
}
