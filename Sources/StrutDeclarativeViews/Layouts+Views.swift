import StrutAutoLayout
import StrutDeclarative
import StrutText

// The views of the built-in layouts: the view of their ViewRecipe when given (a plain View when
// the recipe makes something else), configured by the recipe.

extension SizeLayout: ViewMakingLayout {
    /// The recipe's view, or a plain `View`.
    public func makeView() -> View { view?.make() as? View ?? View() }
    /// Runs the recipe's configuration.
    public func configure(baseTypeView: View) { view?.configure(baseTypeView) }
}

extension InsetLayout: ViewMakingLayout {
    /// The recipe's view, or a plain `View`.
    public func makeView() -> View { view?.make() as? View ?? View() }
    /// Runs the recipe's configuration.
    public func configure(baseTypeView: View) { view?.configure(baseTypeView) }
}

extension StackLayout: ViewMakingLayout {
    /// The recipe's view, or a plain `View`.
    public func makeView() -> View { view?.make() as? View ?? View() }
    /// Runs the recipe's configuration.
    public func configure(baseTypeView: View) { view?.configure(baseTypeView) }
}

extension OverlayLayout: ViewMakingLayout {
    /// The recipe's view, or a plain `View`.
    public func makeView() -> View { view?.make() as? View ?? View() }
    /// Runs the recipe's configuration.
    public func configure(baseTypeView: View) { view?.configure(baseTypeView) }
}

extension LabelLayout: ViewMakingLayout {
    /// The recipe's view, or a `Label`.
    public func makeView() -> View { view?.make() as? View ?? Label() }

    /// Runs the recipe's configuration, then (for a `Label`, as LayoutKit does for `UILabel`)
    /// sets the properties measurement used, so a configuration cannot make the label draw
    /// differently from how it was measured.
    public func configure(baseTypeView: View) {
        view?.configure(baseTypeView)
        guard let label = baseTypeView as? Label else { return }
        label.setMeasurerIfDifferent(measurer)
        // The text as measured: the label draws from it (narrowed to its frame) rather than
        // laying the text out again. One invalidation for all the properties; the measured
        // layout is of exactly this text and style (`TextMeasuring.layout`), so the label need
        // not check that again. (Borrowed, not passed as an optional: an optional `TextLayout`
        // is destroyed through generic value witnesses.)
        let changed = label.configure(text: text, style: style, scale: scale)
        withMeasuredText { isMeasured, measured in
            if isMeasured { label.adoptMeasuredTextLayout(measured, style: style, scale: scale, afterChange: changed) }
        }
    }
}

extension Label {
    /// Sets `measurer` unless the label already has an equal one. `Label` re-measures on every
    /// assignment (measurers are not `Equatable`), which would invalidate its layout, and the
    /// host's, each time `makeViews` reconfigures it — a layout pass that never settles.
    /// Measurers that are `Hashable` (the built-in ones) compare by value; others by type.
    func setMeasurerIfDifferent(_ new: any TextMeasuring) {
        // The default measurer has no settings, so any two are equal: decided from the label's
        // flag and the new value's type alone (no copy of the label's measurer; the general path
        // below boxes both values, thousands of instructions a label).
        if hasDefaultMeasurer, type(of: new) == OpenTypeMeasurer.self { return }
        let current = measurer
        if let currentValue = current as? AnyHashable, let newValue = new as? AnyHashable {
            if currentValue == newValue { return }
        } else if type(of: current) == type(of: new) {
            return
        }
        measurer = new
    }
}

extension TextViewLayout: ViewMakingLayout {
    /// The recipe's view, or a multi-line `Label` (Strut has no text view; the label draws the
    /// text at its top leading corner, without the container inset).
    public func makeView() -> View { view?.make() as? View ?? Label() }

    /// Runs the recipe's configuration, then sets a `Label`'s text and font.
    public func configure(baseTypeView: View) {
        view?.configure(baseTypeView)
        guard let label = baseTypeView as? Label else { return }
        label.text = text
        label.font = font
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.contentScaleFactor = scale
        label.setMeasurerIfDifferent(measurer)
    }
}

extension ButtonLayout: ViewMakingLayout {
    /// The recipe's view, or a `Label` showing the title (Strut has no button view).
    public func makeView() -> View { view?.make() as? View ?? Label() }

    /// Runs the recipe's configuration, then sets a `Label`'s title, font and centring.
    public func configure(baseTypeView: View) {
        view?.configure(baseTypeView)
        guard let label = baseTypeView as? Label else { return }
        label.text = title
        label.font = fontForMeasurement
        label.numberOfLines = 0
        label.textAlignment = .center
        label.setMeasurerIfDifferent(measurer)
    }
}
