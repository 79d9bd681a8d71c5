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
    private let root: View
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
        // A window that fits its content starts large; it is cut to the content's size after.
        window = Window(
            size: CGSize(width: w.fitsWidth ? Self.provisionalLength : w.width, height: w.fitsHeight ? Self.provisionalLength : w.height),
            safeAreaInsets: safeArea)
        root = w.fitsHeight || w.fitsWidth ? FittingRootView(safeAreaInsets: safeArea) : View()
        window.identifier = "window"
        window.layoutDirection = rtl ? .rightToLeft : .leftToRight
    }

    /// The provisional length of a window side that fits its content.
    static let provisionalLength: CGFloat = 100_000

    /// Lays out a view layout file; `withTrace` adds UIKit's `_autolayoutTrace` of the tree (a
    /// second ambiguity check, so only when asked).
    static func layOut(_ layout: ViewLayoutSpec, file: LayoutFile, withTrace: Bool = true) throws(Diagnostic) -> ViewLayoutResult {
        let builder = ViewTreeBuilder(file: file, layout: layout)
        try builder.buildAndLayOut()
        return builder.result(withTrace: withTrace)
    }

    /// Builds the tree and runs the render loop, without the diagnostics and the scene (for
    /// `bench`); returns the root view's size.
    static func layOutOnly(_ layout: ViewLayoutSpec, file: LayoutFile) throws(Diagnostic) -> CGSize {
        let builder = ViewTreeBuilder(file: file, layout: layout)
        try builder.buildAndLayOut()
        return builder.root.frame.size
    }

    /// Builds the tree and runs the render loop, and hands back the window and the file's scroll
    /// views in file order (for `scroll`). Later engine messages go to `log`.
    static func layOutForScrolling(
        _ layout: ViewLayoutSpec, file: LayoutFile, log: @escaping (String) -> Void
    ) throws(Diagnostic) -> (window: Window, scrollViews: [(id: String, view: ScrollView)]) {
        let builder = ViewTreeBuilder(file: file, layout: layout)
        try builder.buildAndLayOut()
        for message in builder.log { log(message) }
        // The builder goes away: its handlers must not outlive it.
        builder.window.unsatisfiableConstraintsHandler = nil
        builder.window.diagnosticLog = log
        let scrollViews = builder.built.compactMap { entry in (entry.view as? ScrollView).map { (entry.spec.id, $0) } }
        return (builder.window, scrollViews)
    }

    private func buildAndLayOut() throws(Diagnostic) {
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
        ]
        if layout.window.fitsWidth {
            // As narrow as the content allows.
            let fit = LayoutConstraint(
                item: root, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 0)
            fit.priority = .fittingSizeLevel
            pins.append(fit)
        } else {
            pins.append(LayoutConstraint(item: root, attribute: .width, relatedBy: .equal, toItem: window, attribute: .width))
        }
        if layout.window.fitsHeight {
            // systemLayoutSizeFitting's compressed size: as short as the content allows.
            let fit = LayoutConstraint(
                item: root, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 0)
            fit.priority = .fittingSizeLevel
            pins.append(fit)
        } else {
            pins.append(LayoutConstraint(item: root, attribute: .height, relatedBy: .equal, toItem: window, attribute: .height))
        }
        let pinTexts = ["root.left == window.left", "root.top == window.top",
                        layout.window.fitsWidth ? "root.width == 0 @50" : "root.width == window.width",
                        layout.window.fitsHeight ? "root.height == 0 @50" : "root.height == window.height"]
        for (pin, text) in zip(pins, pinTexts) {
            texts[ObjectIdentifier(pin)] = text
            annotations[ObjectIdentifier(pin)] = ConstraintAnnotation(text: text, origin: "window")
        }
        LayoutConstraint.activate(pins)

        for spec in layout.views { try makeView(spec, in: root) }
        try activateConstraints()

        window.runRenderLoopTurn()
        if layout.window.fitsHeight || layout.window.fitsWidth {
            window.size = CGSize(
                width: layout.window.fitsWidth ? root.frame.width : layout.window.width,
                height: layout.window.fitsHeight ? root.frame.height : layout.window.height)
            window.runRenderLoopTurn()
        }
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
        let view: View
        switch spec.kind {
        case .scroll:
            let scroll = ScrollView()
            if let size = spec.contentSize { scroll.contentSize = CGSize(width: size[0], height: size[1]) }
            if let offset = spec.contentOffset { scroll.contentOffset = CGPoint(x: offset[0], y: offset[1]) }
            view = scroll
        case .collection:
            view = FileCollectionView(spec: spec.collection ?? CollectionSpec(), id: spec.id)
        case .stack:
            let stack = StackView()
            let options = spec.stack ?? StackSpec()
            stack.axis = options.axis == "vertical" ? .vertical : .horizontal
            stack.spacing = options.spacing
            stack.distribution = Self.distributions[options.distribution] ?? .fill
            stack.alignment = Self.alignments[options.alignment] ?? .fill
            view = stack
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
            let label = Label(text: spec.text ?? "")
            label.font = font
            label.numberOfLines = spec.lines
            label.textAlignment = Self.textAlignments[spec.textAlignment] ?? .natural
            label.textColor = spec.textColor.flatMap(Self.color) ?? Color(white: 0.13)
            view = label
        case .image:
            let size = CGSize(width: spec.intrinsicWidth ?? 0, height: spec.intrinsicHeight ?? 0)
            // Layout files carry no pixels: the image is named after its size, and drawn as a
            // placeholder.
            view = ImageView(image: Image(name: "\(Int(size.width.rounded()))×\(Int(size.height.rounded()))", size: size))
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
        if let stack = parent as? StackView {
            stack.addArrangedSubview(view)
        } else {
            parent.addSubview(view)
        }
        items[spec.id] = view
        built.append((spec, view))
        for child in spec.subviews { try makeView(child, in: view) }
    }

    static let distributions: [String: StackViewDistribution] = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]

    static let alignments: [String: StackViewAlignment] = [
        "fill": .fill, "leading": .leading, "top": .leading, "center": .center, "trailing": .trailing,
        "bottom": .trailing, "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
    ]

    static let textAlignments: [TextAlignmentSpec: TextAlignment] = [
        .natural: .natural, .left: .left, .center: .center, .right: .right, .justified: .justified,
    ]

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
            let equation: Equation
            switch spec.form {
            case let .format(format):
                try activateFormat(format, spec: spec)
                continue
            case let .equation(parsed):
                equation = parsed
            }
            let resolved = try resolver.resolve(spec, equation: equation)
            let whole = spec.anchor.text.unicodeScalars.count
            let firstAttribute = resolved.firstAttribute
            guard let first = item(named: resolved.firstItem) else {
                throw spec.anchor.diagnostic(.internalError, "'\(resolved.firstItem)' was resolved but not built", offset: 0, length: whole)
            }
            let second = resolved.secondItem.flatMap { item(named: $0) }
            let secondAttribute = resolved.secondAttribute ?? .notAnAttribute
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

    /// An item by the name the resolver gave it; a scroll view's guide (`scroll.content`,
    /// `scroll.frame`) is made when a constraint first names it.
    private func item(named name: String) -> (any LayoutItem)? {
        if let item = items[name] { return item }
        guard let (id, guide) = ViewConstraintResolver.scrollGuide(name), let scroll = items[id] as? ScrollView else { return nil }
        let made = guide == "content" ? scroll.contentLayoutGuide : scroll.frameLayoutGuide
        items[name] = made
        return made
    }

    /// A format-language line: its constraints, activated, each listed with the line it came
    /// from. Errors point at the caret position inside the line.
    private func activateFormat(_ format: String, spec: ConstraintSpec) throws(Diagnostic) {
        let constraints: [LayoutConstraint]
        do {
            constraints = try LayoutConstraint.validatedConstraints(withVisualFormat: format, views: items)
        } catch {
            let kind: ExitReason
            var notes: [String] = []
            switch error.reason {
            case let .unknownView(name):
                kind = .unknownName
                notes = Diagnostic.knownNames("views", items.keys.sorted(), near: name)
            case .unknownMetric, .viewWhereMetricRequired:
                kind = .unknownName
            case .missingSuperview, .invalidConstraint, .invalidPriority, .alignmentOnLayoutAxis, .conflictingDirections:
                kind = .invalidConstraint
            default:
                kind = .formatSyntax
            }
            let offset = error.offset.map { Self.scalarOffset(ofCharacter: $0, in: format) } ?? 0
            throw spec.anchor.diagnostic(kind, error.diagnostic, offset: offset, length: 1, notes: notes)
        }
        // The format language parses its own numbers: hold them to the same rule as the rest.
        for constraint in constraints {
            for (what, value) in [("constant", constraint.constant), ("multiplier", constraint.multiplier)] {
                if let problem = LayoutNumber.problem(Double(value)) {
                    throw spec.anchor.diagnostic(
                        .invalidConstraint, "a \(what) of this line, \(LayoutNumber.text(Double(value))), \(problem)", offset: 0,
                        length: format.unicodeScalars.count)
                }
            }
        }
        for constraint in constraints {
            if let identifier = spec.identifier { constraint.identifier = identifier }
            do {
                try LayoutConstraint.activateValidated([constraint])
            } catch {
                throw spec.anchor.diagnostic(
                    .invalidConstraint, "Auto Layout rejects a constraint of this line: \(error)", offset: 0,
                    length: format.unicodeScalars.count)
            }
            let id = ObjectIdentifier(constraint)
            texts[id] = constraint.description
            annotations[id] = ConstraintAnnotation(text: constraint.description, origin: "format \(format)")
        }
    }

    /// The Unicode-scalar offset of the character at `index` (VisualFormatError counts
    /// characters; diagnostics count scalars, as YAML does).
    static func scalarOffset(ofCharacter index: Int, in text: String) -> Int {
        text.prefix(max(0, index)).unicodeScalars.count
    }

    /// How a constraint is named in `solve`'s output: as written in the file, else by its
    /// identifier (`'UIView-Encapsulated-Layout-Width'`), else by its description with the
    /// addresses left out, so that the output does not change from run to run.
    private func name(of info: ConstraintInfo) -> String {
        if let text = texts[info.id] { return text }
        if let identifier = info.identifier { return "'\(identifier)'" }
        return Self.withoutAddresses(info.description)
    }

    /// `<NSLayoutConstraint:0x55d4… field.width >= 0 …>` with every `0x…` address replaced by `0x…`.
    static func withoutAddresses(_ text: String) -> String {
        var result = ""
        var scalars = text.unicodeScalars[...]
        while let c = scalars.first {
            if c == "0", scalars.dropFirst().first == "x" {
                result += "0x…"
                scalars = scalars.dropFirst(2).drop { $0.properties.isASCIIHexDigit }
            } else {
                result.unicodeScalars.append(c)
                scalars = scalars.dropFirst()
            }
        }
        return result
    }

    // MARK: Result

    private func result(withTrace: Bool) -> ViewLayoutResult {
        var broken: [ViewLayoutResult.Broken] = []
        for event in events {
            let id = event.brokenConstraint.id
            annotations[id]?.isBroken = true
            broken.append(
                ViewLayoutResult.Broken(
                    constraint: name(of: event.brokenConstraint), conflicts: event.conflictingConstraints.map(name(of:))))
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
        // One ambiguity check for the whole tree (asking each view runs it once per view).
        let ambiguousItems = Set(window.ambiguousLayoutItems().map { ObjectIdentifier($0) })
        let ambiguous = built.filter {
            !$0.view.translatesAutoresizingMaskIntoConstraints && ambiguousItems.contains(ObjectIdentifier($0.view))
        }.map(\.spec.id)
        let ambiguousIDs = Set(ambiguous)
        var scene = RenderScene(window: window, title: file.title ?? file.path, log: log, annotations: annotations)
        var nodeIndex: [String: Int] = [:]
        for (index, node) in scene.nodes.enumerated() where nodeIndex[node.identifier] == nil { nodeIndex[node.identifier] = index }
        for (spec, _) in built {
            guard let index = nodeIndex[spec.id] else { continue }
            scene.nodes[index].text = spec.text
            scene.nodes[index].isAmbiguous = ambiguousIDs.contains(spec.id)
        }
        return ViewLayoutResult(
            windowSize: window.bounds.size, frames: frames, broken: broken, ambiguous: ambiguous, log: log,
            trace: withTrace ? Self.withoutAddresses(window.autolayoutTrace()) : nil, scene: scene)
    }
}
