import Foundation

/// The `<g>` groups an SVG writer has open for the display list's view and clip commands:
/// unbalanced `endView`/`popClip` commands are ignored and ``closeAll()`` closes what is left, so
/// a malformed list still gives well-formed SVG.
struct SVGGroupStack {
    /// `true` for a clip group, `false` for a view group, innermost last.
    private var open: [Bool] = []
    private var clipCount = 0
    /// Prefix of the clip paths' ids (distinct per kind of document).
    let clipPrefix: String

    init(clipPrefix: String) { self.clipPrefix = clipPrefix }

    /// Opens a view group.
    mutating func beginView(name: String) -> String {
        open.append(false)
        return ##"<g class="view" data-name="\##(MarkupText.escaped(name))">"##
    }

    /// Closes the innermost group if it is a view group.
    mutating func endView() -> String? { close(clip: false) }

    /// Opens a group clipped to `rect`.
    mutating func pushClip(_ rect: CGRect) -> String {
        clipCount += 1
        open.append(true)
        let id = "\(clipPrefix)\(clipCount)"
        return ##"<clipPath id="\##(id)"><rect \##(SVGRenderer.rectAttributes(rect))/></clipPath><g clip-path="url(#\##(id))">"##
    }

    /// Closes the innermost group if it is a clip group.
    mutating func popClip() -> String? { close(clip: true) }

    /// Closing tags for every group still open.
    func closeAll() -> [String] { open.map { _ in "</g>" } }

    private mutating func close(clip: Bool) -> String? {
        guard let last = open.last, last == clip else { return nil }
        open.removeLast()
        return "</g>"
    }
}
