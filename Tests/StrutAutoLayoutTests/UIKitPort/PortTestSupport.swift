import Foundation
import StrutText

@testable import StrutAutoLayout

/// Measures every character as half the font's size wide and a line as the font's size tall,
/// so that sizes follow the font exactly (17 pt: "abcd" is 34 × 17).
struct HalfEmMeasurer: TextMeasuring {
    func lineMetrics(for font: Font) -> LineMetrics { LineMetrics(ascender: font.size, descender: 0, leading: 0) }
    func characterAdvances(of text: Substring, font: Font) -> [CGFloat] { text.map { _ in font.size / 2 } }
    func width(of text: Substring, font: Font) -> CGFloat { CGFloat(text.count) * font.size / 2 }
}

/// 10-point cells, 20-point lines (the font is ignored).
let cells = MonospacedCellMeasurer(cellWidth: 10, cellHeight: 20, baseline: 15)

/// An ordered record of callbacks.
final class CallLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// A view that logs its update-constraints and layout calls.
final class LoggingView: View {
    let name: String
    let log: CallLog
    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }
    override func updateConstraints() {
        log.add("\(name).updateConstraints")
        super.updateConstraints()
    }
    override func layoutSubviews() {
        log.add("\(name).layoutSubviews")
        super.layoutSubviews()
    }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        log.add("\(name).traitCollectionDidChange")
    }
}

/// Pins `child` to a guide's four edges.
func pin(_ child: View, to guide: LayoutGuide) {
    LayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        child.topAnchor.constraint(equalTo: guide.topAnchor),
        child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
}
