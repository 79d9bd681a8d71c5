import Foundation
import StrutAutoLayout
import StrutRender
import StrutText

/// Making the views of a layout file: one per `views` entry, typed by its `type`.
extension ViewTreeBuilder {
    func makeView(_ spec: ViewSpec, in parent: View) throws(Diagnostic) {
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
            let options = spec.stack ?? StackViewSpec()
            stack.axis = options.axis
            stack.spacing = options.spacing
            stack.distribution = options.distribution
            stack.alignment = options.alignment
            view = stack
        case .label:
            let weight = spec.font.weight
            var font = Font.systemFont(ofSize: spec.font.size, weight: weight)
            if let family = spec.font.family {
                guard let found = Font(family: family, size: spec.font.size, weight: weight) else {
                    throw Diagnostic(
                        .unknownName, "no font family '\(family)' is installed (the label '\(spec.id)' asks for it)",
                        file: file.path, at: spec.location,
                        notes: ["known families: " + FontLibrary.shared.familyNames.joined(separator: ", ")])
                }
                font = found
            }
            let label = Label(text: spec.text ?? "")
            label.font = font
            label.numberOfLines = spec.lines
            label.textAlignment = spec.textAlignment
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

    static func color(_ text: String) -> Color? {
        CSSColors.components(text).map { Color(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) }
    }
}
