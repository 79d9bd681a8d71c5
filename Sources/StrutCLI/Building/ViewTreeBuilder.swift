import Foundation
import StrutAutoLayout
import StrutRender
import StrutText

/// Builds a window, its views and constraints from a view layout file, runs one turn of the
/// render loop (update constraints, layout, display) and collects the frames, the engine's
/// reports and the display list.
///
/// Every name was resolved by ``ViewConstraintResolver`` first, so the constraints handed to
/// StrutAutoLayout are valid; what the engine still rejects (no common ancestor...) comes back as
/// a diagnostic at the equation.
final class ViewTreeBuilder {
    private let file: LayoutFile
    private let layout: ViewLayoutSpec
    private let window: Window
    private let root = View()
    private var items: [String: any LayoutItem] = [:]
    private var built: [(spec: ViewSpec, view: View)] = []
    private var annotations: [ObjectIdentifier: ConstraintAnnotation] = [:]
    private var texts: [ObjectIdentifier: String] = [:]
    private var events: [UnsatisfiableConstraintsEvent] = []
    private var log: [String] = []

    private init(file: LayoutFile, layout: ViewLayoutSpec) {
        self.file = file
        self.layout = layout
        let w = layout.window
        let rtl = w.direction == .rightToLeft
        let safeArea = EdgeInsets(
            top: w.safeArea.top, left: rtl ? w.safeArea.trailing : w.safeArea.leading, bottom: w.safeArea.bottom,
            right: rtl ? w.safeArea.leading : w.safeArea.trailing)
        // A window that fits its content starts tall; it is cut to the content's height after.
        window = Window(size: CGSize(width: w.width, height: w.fitsHeight ? 100_000 : w.height), safeAreaInsets: safeArea)
        window.identifier = "window"
        window.layoutDirection = rtl ? .rightToLeft : .leftToRight
    }

    /// Lays out a view layout file.
    static func layOut(_ layout: ViewLayoutSpec, file: LayoutFile) throws(Diagnostic) -> ViewLayoutResult {
        try ViewTreeBuilder(file: file, layout: layout).run()
    }

    private func run() throws(Diagnostic) -> ViewLayoutResult {
        window.unsatisfiableConstraintsHandler = { [unowned self] event in events.append(event) }
        window.diagnosticLog = { [unowned self] message in log.append(message) }

        root.identifier = ItemName.root
        root.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(root)
        items[ItemName.root] = root
        items[ItemName.safeArea] = root.safeAreaLayoutGuide
        var pins = [
            LayoutConstraint(item: root, attribute: .left, relatedBy: .equal, toItem: window, attribute: .left),
            LayoutConstraint(item: root, attribute: .top, relatedBy: .equal, toItem: window, attribute: .top),
            LayoutConstraint(item: root, attribute: .width, relatedBy: .equal, toItem: window, attribute: .width),
        ]
        if layout.window.fitsHeight {
            // systemLayoutSizeFitting's compressed size: as short as the content allows.
            let fit = LayoutConstraint(
                item: root, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 0)
            fit.priority = .fittingSizeLevel
            pins.append(fit)
        } else {
            pins.append(LayoutConstraint(item: root, attribute: .height, relatedBy: .equal, toItem: window, attribute: .height))
        }
        for pin in pins { annotations[ObjectIdentifier(pin)] = ConstraintAnnotation(text: pin.description, origin: "window") }
        LayoutConstraint.activate(pins)

        for spec in layout.views { try makeView(spec, in: root) }
        try activateConstraints()

        window.runRenderLoopTurn()
        if layout.window.fitsHeight {
            window.size = CGSize(width: layout.window.width, height: root.frame.height)
            window.runRenderLoopTurn()
        }
        return result()
    }

    // MARK: Views

    private func makeView(_ spec: ViewSpec, in parent: View) throws(Diagnostic) {
        if spec.kind == .guide {
            let guide = LayoutGuide()
            guide.identifier = spec.id
            parent.addLayoutGuide(guide)
            items[spec.id] = guide
            return
        }
        if spec.kind == .stack {
            throw Diagnostic(
                .unsupported, "stack views are not supported yet (the stack view module has not landed): '\(spec.id)'",
                file: file.path, at: spec.location, length: spec.id.unicodeScalars.count)
        }
        let view: View
        switch spec.kind {
        case .label:
            let weight = Self.weights[spec.font.weight] ?? .regular
            var font = Font.systemFont(ofSize: spec.font.size, weight: weight)
            if let family = spec.font.family {
                guard let found = Font(family: family, size: spec.font.size, weight: weight) else {
                    throw Diagnostic(
                        .unknownName, "no font family '\(family)' is installed (the label '\(spec.id)' asks for it)",
                        file: file.path, at: spec.location, notes: ["known families: " + FontLibrary.shared.familyNames.joined(separator: ", ")])
                }
                font = found
            }
            view = TextLabelView(
                text: spec.text ?? "", style: TextStyle(font: font, numberOfLines: spec.lines),
                textColor: spec.textColor.flatMap(Self.color) ?? Color(white: 0.13))
        case .image:
            view = PlaceholderImageView(contentSize: CGSize(width: spec.intrinsicWidth ?? 0, height: spec.intrinsicHeight ?? 0))
        default:
            if spec.intrinsicWidth != nil || spec.intrinsicHeight != nil {
                view = SizedView(
                    contentSize: CGSize(
                        width: spec.intrinsicWidth ?? View.noIntrinsicMetric, height: spec.intrinsicHeight ?? View.noIntrinsicMetric))
            } else {
                view = View()
            }
        }
        view.identifier = spec.id
        view.isHidden = spec.hidden
        view.backgroundColor = spec.background.flatMap(Self.color)
        if let frame = spec.frame {
            view.frame = CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
        } else {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        if let m = spec.margins {
            view.directionalLayoutMargins = DirectionalEdgeInsets(top: m.top, leading: m.leading, bottom: m.bottom, trailing: m.trailing)
        }
        if let p = spec.hugging.horizontal { view.setContentHuggingPriority(p, for: .horizontal) }
        if let p = spec.hugging.vertical { view.setContentHuggingPriority(p, for: .vertical) }
        if let p = spec.compression.horizontal { view.setContentCompressionResistancePriority(p, for: .horizontal) }
        if let p = spec.compression.vertical { view.setContentCompressionResistancePriority(p, for: .vertical) }
        parent.addSubview(view)
        items[spec.id] = view
        built.append((spec, view))
        for child in spec.subviews { try makeView(child, in: view) }
    }

    static let weights: [String: Font.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    static func color(_ text: String) -> Color? {
        CSSColors.components(text).map { Color(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) }
    }

    // MARK: Constraints

    private func activateConstraints() throws(Diagnostic) {
        let resolver = ViewConstraintResolver(layout: layout)
        for spec in layout.constraints {
            guard case let .equation(equation) = spec.form else {
                throw spec.anchor.diagnostic(
                    .unsupported, "format-language lines are not supported yet (the format language module has not landed)",
                    offset: 0, length: spec.anchor.text.unicodeScalars.count)
            }
            let resolved = try resolver.resolve(spec, equation: equation)
            let whole = spec.anchor.text.unicodeScalars.count
            guard let first = items[resolved.firstItem],
                let firstAttribute = Self.attribute(resolved.firstAttribute)
            else {
                throw spec.anchor.diagnostic(.internalError, "'\(resolved.firstItem)' was resolved but not built", offset: 0, length: whole)
            }
            let second = resolved.secondItem.flatMap { items[$0] }
            let secondAttribute = resolved.secondAttribute.flatMap(Self.attribute) ?? .notAnAttribute
            let constraint: LayoutConstraint
            do {
                constraint = try LayoutConstraint.validated(
                    item: first, attribute: firstAttribute, relatedBy: resolved.relation, toItem: second,
                    attribute: secondAttribute, multiplier: resolved.multiplier, constant: resolved.constant,
                    priority: resolved.priority)
                constraint.identifier = resolved.identifier
                try LayoutConstraint.activateValidated([constraint])
            } catch {
                throw spec.anchor.diagnostic(.invalidConstraint, "Auto Layout rejects this constraint: \(error)", offset: 0, length: whole)
            }
            let id = ObjectIdentifier(constraint)
            texts[id] = resolved.text
            annotations[id] = ConstraintAnnotation(text: resolved.text, origin: "file")
        }
    }

    static func attribute(_ name: AttributeName) -> LayoutAttribute? {
        LayoutAttribute.allCases.first { $0.description == name.rawValue }
    }

    // MARK: Result

    private func result() -> ViewLayoutResult {
        var broken: [ViewLayoutResult.Broken] = []
        for event in events {
            let id = event.brokenConstraint.id
            annotations[id]?.isBroken = true
            broken.append(
                ViewLayoutResult.Broken(
                    constraint: texts[id] ?? event.brokenConstraint.description,
                    conflicts: event.conflictingConstraints.map { texts[$0.id] ?? $0.description }))
        }
        var frames = [
            ViewLayoutResult.Frame(id: ItemName.root, kind: .view, frame: root.frame, frameInWindow: root.frame, isHidden: false)
        ]
        for (spec, view) in built {
            frames.append(
                ViewLayoutResult.Frame(
                    id: spec.id, kind: spec.kind, frame: view.frame, frameInWindow: view.convert(view.bounds, to: window),
                    isHidden: view.isHidden))
        }
        var scene = RenderScene(window: window, title: file.title ?? file.path, log: log, annotations: annotations)
        for (spec, _) in built {
            guard let index = scene.index(of: spec.id) else { continue }
            scene.nodes[index].text = spec.text
        }
        return ViewLayoutResult(
            windowSize: window.bounds.size, frames: frames, broken: broken, ambiguous: [], log: log, scene: scene)
    }
}
