import Foundation

/// The `<g>` groups an SVG writer has open for the display list's view and clip commands:
/// unbalanced `endView`/`popClip` commands are ignored and ``closeAll()`` closes what is left, so
/// a malformed list still gives well-formed SVG.
struct SVGGroupStack {
    /// The open groups, innermost last: whether each is a clip group, and how many `<g>`
    /// elements it opened (a view group may nest groups for its transform).
    private var open: [(clip: Bool, depth: Int)] = []
    private var clipCount = 0
    /// Prefix of the clip paths' ids (distinct per kind of document).
    let clipPrefix: String

    init(clipPrefix: String) { self.clipPrefix = clipPrefix }

    /// Opens a view group, with the view's transform (an SVG `transform` attribute value) when
    /// it has one.
    mutating func beginView(name: String, transform: String? = nil) -> String {
        open.append((false, 1))
        let attribute = transform.map { ##" transform="\##($0)""## } ?? ""
        return ##"<g class="view" data-name="\##(MarkupText.escaped(name))"\##(attribute)>"##
    }

    /// Opens a group inside the innermost view group, closed with it (`element` is its start
    /// tag and content up to where the view's drawing goes).
    mutating func nestInView(_ element: String) -> String {
        guard let last = open.last, !last.clip else { return "" }
        open[open.count - 1].depth += 1
        return element
    }

    /// Closes the innermost group if it is a view group.
    mutating func endView() -> String? { close(clip: false) }

    /// Opens a group clipped to `rect`.
    mutating func pushClip(_ rect: CGRect) -> String {
        clipCount += 1
        open.append((true, 1))
        let id = "\(clipPrefix)\(clipCount)"
        return ##"<clipPath id="\##(id)"><rect \##(SVGRenderer.rectAttributes(rect))/></clipPath><g clip-path="url(#\##(id))">"##
    }

    /// Closes the innermost group if it is a clip group.
    mutating func popClip() -> String? { close(clip: true) }

    /// Closing tags for every group still open.
    func closeAll() -> [String] { open.reversed().map { String(repeating: "</g>", count: $0.depth) } }

    private mutating func close(clip: Bool) -> String? {
        guard let last = open.last, last.clip == clip else { return nil }
        open.removeLast()
        return String(repeating: "</g>", count: last.depth)
    }
}
