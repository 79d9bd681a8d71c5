import Foundation
import StrutAutoLayout
import StrutText

extension SVGRenderer {
    /// A `<style>` element with one `@font-face` per bundled Inter weight the text runs use
    /// (by the weight their font name spells), each the whole font file as a base64 data URL;
    /// `nil` when no run uses a bundled face. Faces come lightest first, so the output is
    /// deterministic.
    static func embeddedFontStyle(for commands: [DrawingCommand]) -> String? {
        var weights: Set<Int> = []
        for case let .text(run) in commands where run.fontName.hasPrefix("Inter") {
            weights.insert(drawnWeight(of: run.fontName))
        }
        var rules: [String] = []
        for face in FontLibrary.bundledInterFaces where weights.contains(face.weight.rawValue) {
            guard let path = face.path, let data = FileManager.default.contents(atPath: path) else { continue }
            rules.append(
                "@font-face{font-family:'Inter';font-weight:\(face.weight.rawValue);src:url(data:font/otf;base64,\(data.base64EncodedString())) format('opentype');}"
            )
        }
        return rules.isEmpty ? nil : "<style>" + rules.joined() + "</style>"
    }

    /// The CSS weight a text run is drawn with: 700 when its name marks it bold (as the
    /// `font-weight` attribute does), else 400.
    static func drawnWeight(of fontName: String) -> Int {
        ["Bold", "Semibold", "SemiBold", "Semi Bold", "Heavy", "Black"].contains { fontName.contains($0) } ? 700 : 400
    }
}
