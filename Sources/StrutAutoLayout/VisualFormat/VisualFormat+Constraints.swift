import StrutSolver

extension VisualFormat {
    /// The standard space between sibling views, in points (`[a]-[b]`).
    public static let standardSpacing: Double = 8

    /// Describes the constraints a format string stands for, resolving its names.
    ///
    /// Errors come in reading order, as UIKit reports them: a name missing from the
    /// dictionaries before a syntax error is the one reported.
    ///
    /// - Parameters:
    ///   - format: The visual format string.
    ///   - options: Alignment, direction and spacing options.
    ///   - metrics: Values for the metric names used as constants and priorities.
    ///   - isView: Whether a name is a key of the views dictionary.
    ///   - hasSuperview: Whether the view (or layout guide) with this key has a superview
    ///     (owning view), which a `|` beside it needs.
    /// - Throws: ``VisualFormatError``.
    /// - Complexity: O(*n*) in the length of the format; parsed formats are cached.
    public static func constraintDescriptions(
        withVisualFormat format: String,
        options: Options = [],
        metrics: [String: Double] = [:],
        isView: @escaping (String) -> Bool,
        hasSuperview: @escaping (String) -> Bool = { _ in true }
    ) throws(VisualFormatError) -> [ConstraintDescription] {
        let tree: VisualFormat
        do {
            tree = try VisualFormatCache.shared.tree(for: format)
        } catch {
            // Report a name error that comes before the syntax error, as UIKit would.
            var parser = VisualFormatParser(format: format) { name, role in
                nameProblem(name, role, metrics: metrics, isView: isView)
            }
            _ = try parser.parse()
            throw error
        }
        return try tree.constraintDescriptions(
            options: options, metrics: metrics, isView: isView, hasSuperview: hasSuperview
        )
    }

    /// What is wrong with a name in its role, if anything.
    static func nameProblem(
        _ name: String,
        _ role: VisualFormatNameRole,
        metrics: [String: Double],
        isView: (String) -> Bool
    ) -> VisualFormatError.Reason? {
        switch role {
        case .view:
            return isView(name) ? nil : .unknownView(name)
        case .sizeObject:
            return metrics[name] != nil || isView(name) ? nil : .unknownMetric(name)
        case .spacingObject, .priority:
            if metrics[name] != nil { return nil }
            return isView(name) ? .viewWhereMetricRequired(name) : .unknownMetric(name)
        }
    }

    /// Describes the constraints this parsed format stands for; see
    /// ``constraintDescriptions(withVisualFormat:options:metrics:isView:hasSuperview:)``.
    ///
    /// Order: for each item from left to right, the constraints of the connection into it,
    /// then its alignment constraints with the previous view, then its size predicates; the
    /// trailing superview connection last.
    ///
    /// - Complexity: O(*v* + *p*) for *v* views and *p* predicates.
    public func constraintDescriptions(
        options: Options = [],
        metrics: [String: Double] = [:],
        isView: @escaping (String) -> Bool,
        hasSuperview: @escaping (String) -> Bool = { _ in true }
    ) throws(VisualFormatError) -> [ConstraintDescription] {
        var builder = try VisualFormatConstraintBuilder(
            tree: self, options: options, metrics: metrics, isView: isView, hasSuperview: hasSuperview
        )
        return try builder.build()
    }
}

/// Turns a syntax tree into constraint descriptions.
private struct VisualFormatConstraintBuilder {
    typealias Description = VisualFormat.ConstraintDescription
    typealias Attribute = VisualFormat.Attribute

    let tree: VisualFormat
    let metrics: [String: Double]
    let isView: (String) -> Bool
    let hasSuperview: (String) -> Bool
    /// Start and end attributes of an item along the axis, and its size attribute.
    let start: Attribute, end: Attribute, size: Attribute
    /// Attributes used between two views (baselines with `spacingBaselineToBaseline`).
    let spacingStart: Attribute, spacingEnd: Attribute
    /// Whether coordinates grow in reading order (false for `directionRightToLeft`).
    let increasing: Bool
    /// Attributes every pair of adjacent views is aligned on.
    let alignments: [Attribute]
    var result: [Description] = []

    init(
        tree: VisualFormat, options: VisualFormat.Options, metrics: [String: Double],
        isView: @escaping (String) -> Bool, hasSuperview: @escaping (String) -> Bool
    ) throws(VisualFormatError) {
        self.tree = tree
        self.metrics = metrics
        self.isView = isView
        self.hasSuperview = hasSuperview
        let direction = options.intersection(.directionMask)
        guard direction != .directionMask else {
            throw VisualFormatError(.conflictingDirections, format: tree.format, offset: nil)
        }
        switch tree.orientation {
        case .horizontal:
            size = .width
            increasing = direction != .directionRightToLeft
            switch direction {
            case .directionLeftToRight: (start, end) = (.left, .right)
            case .directionRightToLeft: (start, end) = (.right, .left)
            default: (start, end) = (.leading, .trailing)
            }
            (spacingStart, spacingEnd) = (start, end)
        case .vertical:
            size = .height
            increasing = true
            (start, end) = (.top, .bottom)
            (spacingStart, spacingEnd) =
                options.contains(.spacingBaselineToBaseline)
                ? (.firstBaseline, .lastBaseline) : (.top, .bottom)
        }
        // UIKit's bit order: left, right, top, bottom, leading, trailing, centerX, centerY,
        // last baseline, first baseline.
        let table: [(VisualFormat.Options, Attribute, VisualFormat.Orientation)] = [
            (.alignAllLeft, .left, .vertical), (.alignAllRight, .right, .vertical),
            (.alignAllTop, .top, .horizontal), (.alignAllBottom, .bottom, .horizontal),
            (.alignAllLeading, .leading, .vertical), (.alignAllTrailing, .trailing, .vertical),
            (.alignAllCenterX, .centerX, .vertical), (.alignAllCenterY, .centerY, .horizontal),
            (.alignAllLastBaseline, .lastBaseline, .horizontal), (.alignAllFirstBaseline, .firstBaseline, .horizontal),
        ]
        var alignments: [Attribute] = []
        for (option, attribute, orientation) in table where options.contains(option) {
            guard orientation == tree.orientation else {
                throw VisualFormatError(.alignmentOnLayoutAxis(tree.orientation), format: tree.format, offset: nil)
            }
            alignments.append(attribute)
        }
        self.alignments = alignments
    }

    private func failure(_ reason: VisualFormatError.Reason, at offset: Int) -> VisualFormatError {
        VisualFormatError(reason, format: tree.format, offset: offset)
    }

    mutating func build() throws(VisualFormatError) -> [Description] {
        let views = tree.views
        result.reserveCapacity(views.count * (2 + alignments.count) + 2)
        if let edge = tree.leadingSuperview {
            try appendConstants(of: edge.connection)
            try checkView(views[0])
            guard hasSuperview(views[0].name) else { throw failure(.missingSuperview, at: edge.barOffset) }
            let superview = Description.Item.superview(of: views[0].name)
            try appendSpacing(
                edge.connection,
                earlier: (superview, start), later: (.view(views[0].name), start),
                standard: (0, start.marginForVisualFormat, start)
            )
        } else {
            try checkView(views[0])
        }
        try appendSize(views[0])
        for index in 1..<max(views.count, 1) {
            let previous = views[index - 1], view = views[index]
            let connection = tree.connections[index - 1]
            try appendConstants(of: connection)
            try checkView(view)
            try appendSpacing(
                connection,
                earlier: (.view(previous.name), spacingEnd), later: (.view(view.name), spacingStart),
                standard: (VisualFormat.standardSpacing, spacingEnd, spacingStart)
            )
            for attribute in alignments {
                result.append(Description(.view(previous.name), attribute, .equal, .view(view.name), attribute))
            }
            try appendSize(view)
        }
        if let edge = tree.trailingSuperview, let last = views.last {
            try appendConstants(of: edge.connection)
            guard hasSuperview(last.name) else { throw failure(.missingSuperview, at: edge.barOffset) }
            let superview = Description.Item.superview(of: last.name)
            try appendSpacing(
                edge.connection,
                earlier: (.view(last.name), end), later: (superview, end),
                standard: (0, end, end.marginForVisualFormat)
            )
        }
        return result
    }

    // MARK: Names and numbers

    private func checkView(_ view: VisualFormat.ViewElement) throws(VisualFormatError) {
        if let reason = VisualFormat.nameProblem(view.name, .view, metrics: metrics, isView: isView) {
            throw failure(reason, at: view.nameEnd)
        }
    }

    /// Validates a connection's names before its views are looked at (reading order).
    private func appendConstants(of connection: VisualFormat.Connection) throws(VisualFormatError) {
        guard case .predicates(let predicates) = connection.spacing else { return }
        for predicate in predicates {
            _ = try number(predicate.object, role: .spacingObject)
            _ = try priority(predicate.priority)
        }
    }

    private func number(_ operand: VisualFormat.Operand, role: VisualFormatNameRole) throws(VisualFormatError) -> Double {
        switch operand.value {
        case .number(let value):
            return value
        case .name(let name):
            if let reason = VisualFormat.nameProblem(name, role, metrics: metrics, isView: isView) {
                throw failure(reason, at: operand.end)
            }
            guard let value = metrics[name] else { throw failure(.unknownMetric(name), at: operand.end) }
            guard value.isFinite else { throw failure(.nonFiniteNumber, at: operand.end) }
            return value
        }
    }

    private func priority(_ operand: VisualFormat.Operand?) throws(VisualFormatError) -> Float {
        guard let operand else { return 1000 }
        let value = try number(operand, role: .priority)
        guard LayoutPriority(Float(value)).isValid else { throw failure(.invalidPriority(value), at: operand.offset) }
        return Float(value)
    }

    // MARK: Constraints

    /// Appends the constraints of a connection between two items in reading order.
    /// `standard` gives the constant and attributes used for a lone dash.
    private mutating func appendSpacing(
        _ connection: VisualFormat.Connection,
        earlier: (item: Description.Item, attribute: Attribute),
        later: (item: Description.Item, attribute: Attribute),
        standard: (constant: Double, earlier: Attribute, later: Attribute)
    ) throws(VisualFormatError) {
        switch connection.spacing {
        case .flush:
            appendGap(earlier, later, .equal, constant: 0, priority: 1000)
        case .standard:
            appendGap(
                (earlier.item, standard.earlier), (later.item, standard.later),
                .equal, constant: standard.constant, priority: 1000,
                // Between views; at a superview bar the dash means the margin, printed as an equation.
                isStandardSpacing: standard.constant == VisualFormat.standardSpacing
            )
        case .predicates(let predicates):
            for predicate in predicates {
                let constant = try number(predicate.object, role: .spacingObject)
                let priority = try priority(predicate.priority)
                appendGap(earlier, later, predicate.relation, constant: constant, priority: priority)
            }
        }
    }

    /// `later − earlier REL constant`, written with the item of larger coordinate first:
    /// `later.start REL earlier.end + c`, or when coordinates decrease in reading order
    /// (right to left), `earlier.end REL later.start + c`.
    private mutating func appendGap(
        _ earlier: (item: Description.Item, attribute: Attribute),
        _ later: (item: Description.Item, attribute: Attribute),
        _ relation: StrutSolver.Relation, constant: Double, priority: Float, isStandardSpacing: Bool = false
    ) {
        let (first, second) = increasing ? (later, earlier) : (earlier, later)
        var description = Description(
            first.item, first.attribute, relation, second.item, second.attribute,
            constant: constant, priority: priority
        )
        description.isStandardSpacing = isStandardSpacing
        result.append(description)
    }

    /// A view's size predicates: `view.size REL constant` or `view.size REL other.size`.
    private mutating func appendSize(_ view: VisualFormat.ViewElement) throws(VisualFormatError) {
        for predicate in view.predicates {
            let priority: Float
            switch predicate.object.value {
            case .name(let name) where metrics[name] == nil && isView(name):
                priority = try self.priority(predicate.priority)
                result.append(
                    Description(.view(view.name), size, predicate.relation, .view(name), size, priority: priority)
                )
            default:
                let constant = try number(predicate.object, role: .sizeObject)
                priority = try self.priority(predicate.priority)
                result.append(
                    Description(
                        .view(view.name), size, predicate.relation, nil, .notAnAttribute,
                        constant: constant, priority: priority
                    )
                )
            }
        }
    }
}
