import Foundation

extension LayoutConstraint {
    /// Options for ``constraints(withVisualFormat:options:metrics:views:)``: UIKit's
    /// `NSLayoutConstraint.FormatOptions`.
    public typealias FormatOptions = VisualFormat.Options

    /// Creates the constraints described by a visual format string, as UIKit does: the same
    /// items, attributes, relations, multipliers, constants and priorities, in reading order.
    ///
    /// ```swift
    /// let constraints = LayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[find]-[findNext]-[findField(>=20)]-|",
    ///     views: ["find": find, "findNext": findNext, "findField": findField])
    /// LayoutConstraint.activate(constraints)
    /// ```
    ///
    /// The constraints are inactive. `|` is the superview of the view beside it (the owning
    /// view of a layout guide); `|-` and `-|` reach the superview's layout margins with a
    /// constant of 0; `-` between views is the standard 8 points.
    ///
    /// UIKit raises an exception for a bad format; this method stops the program with the same
    /// message. Use ``validatedConstraints(withVisualFormat:options:metrics:views:)`` to get a
    /// ``VisualFormatError`` instead.
    ///
    /// - Complexity: O(*n*) in the length of the format; a format is parsed once and cached.
    public static func constraints(
        withVisualFormat format: String,
        options: FormatOptions = [],
        metrics: [String: CGFloat]? = nil,
        views: [String: any LayoutItem]
    ) -> [LayoutConstraint] {
        do {
            return try validatedConstraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        } catch {
            preconditionFailure(error.description)
        }
    }

    /// Creates the constraints described by a visual format string, reporting a bad format,
    /// an unknown name, a missing superview or bad options as a ``VisualFormatError`` (UIKit's
    /// message, format and caret). See ``constraints(withVisualFormat:options:metrics:views:)``.
    public static func validatedConstraints(
        withVisualFormat format: String,
        options: FormatOptions = [],
        metrics: [String: CGFloat]? = nil,
        views: [String: any LayoutItem]
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var numbers: [String: Double] = [:]
        if let metrics {
            numbers.reserveCapacity(metrics.count)
            for (name, value) in metrics { numbers[name] = Double(value) }
        }
        let descriptions = try VisualFormat.constraintDescriptions(
            withVisualFormat: format, options: options, metrics: numbers,
            isView: { views[$0] != nil },
            hasSuperview: { views[$0].flatMap(Self.superview(of:)) != nil }
        )
        var result: [LayoutConstraint] = []
        result.reserveCapacity(descriptions.count)
        for description in descriptions {
            guard let first = item(description.firstItem, in: views) else { continue }
            let second = description.secondItem.flatMap { item($0, in: views) }
            let constraint: LayoutConstraint
            if !(first is LayoutGuide) && !(second is LayoutGuide) {
                // Between views every pairing the format language produces is valid (locations
                // within one axis, sizes with sizes), so the validating initializer is skipped.
                constraint = LayoutConstraint(
                    first: AnchorSide(item: first, attribute: description.firstAttribute),
                    relation: description.relation,
                    second: second.map { AnchorSide(item: $0, attribute: description.secondAttribute) },
                    multiplier: CGFloat(description.multiplier), constant: CGFloat(description.constant),
                    priority: LayoutPriority(description.priority)
                )
            } else {
                // Guides have no margins or baselines: let validation report those.
                do {
                    constraint = try LayoutConstraint.validated(
                        item: first, attribute: description.firstAttribute, relatedBy: description.relation,
                        toItem: second, attribute: description.secondAttribute,
                        multiplier: CGFloat(description.multiplier), constant: CGFloat(description.constant),
                        priority: LayoutPriority(description.priority)
                    )
                } catch {
                    throw VisualFormatError(.invalidConstraint(error.description), format: format, offset: nil)
                }
            }
            constraint.prefersVisualFormatDescription = true
            constraint.isStandardSpacing = description.isStandardSpacing
            result.append(constraint)
        }
        return result
    }

    /// The view a `|` beside this item stands for.
    private static func superview(of item: any LayoutItem) -> View? {
        if let view = item as? View { return view.superview }
        if let guide = item as? LayoutGuide { return guide.owningView }
        return nil
    }

    private static func item(
        _ item: VisualFormat.ConstraintDescription.Item, in views: [String: any LayoutItem]
    ) -> (any LayoutItem)? {
        switch item {
        case .view(let name): views[name]
        case .superview(let name): views[name].flatMap(superview(of:))
        }
    }
}
