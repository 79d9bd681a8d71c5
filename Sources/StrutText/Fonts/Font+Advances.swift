import Foundation

extension Font {
    /// The advance width of `text` in points: glyph advances plus pair kerning, as one line.
    ///
    /// Default-ignorable code points (variation selectors, ZWJ, ...) and controls (line feeds)
    /// take no space; a tab takes four spaces. A grapheme cluster the face has no glyph for is
    /// measured as one em when it is wide (East Asian Wide or Fullwidth, emoji presentation
    /// sequences, flags), else by the `.notdef` glyph, as a renderer without a fallback font
    /// draws it.
    /// - Complexity: O(n) in the scalars of `text`.
    public func width(of text: some StringProtocol) -> CGFloat {
        var total: CGFloat = 0
        face.forEachClusterAdvance(in: text) { _, units in total += CGFloat(units) }
        return total * scale
    }

    /// The advance of each extended grapheme cluster (`Character`) of `text`, in points.
    ///
    /// The kerning between two clusters is counted in the second one, so the sum of the
    /// elements is ``width(of:)``.
    /// - Complexity: O(n) in the scalars of `text`.
    public func characterAdvances(of text: some StringProtocol) -> [CGFloat] {
        var result: [CGFloat] = []
        result.reserveCapacity(text.utf8.count)
        let scale = self.scale
        face.forEachClusterAdvance(in: text) { _, units in result.append(CGFloat(units) * scale) }
        return result
    }
}

extension FontFace {
    /// Calls `body` with each grapheme cluster of `text` and its advance in font units
    /// (kerning with the previous cluster included).
    @inline(__always)
    func forEachClusterAdvance(in text: some StringProtocol, _ body: (Character, Int) -> Void) {
        var previous: UInt16?
        let hasKerning = !kerning.isEmpty
        for character in text {
            var units = 0
            var found = false
            var missing = false
            var firstScalar: Unicode.Scalar?
            for scalar in character.unicodeScalars {
                if firstScalar == nil { firstScalar = scalar }
                if scalar == "\t" {
                    units += 4 * Int(advances[Int(characterMap.glyph(for: " "))])
                    previous = nil
                    continue
                }
                if scalar.value < 0x80 {
                    if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                } else if scalar.properties.generalCategory == .control || scalar.properties.isDefaultIgnorableCodePoint {
                    continue
                }
                let glyph = characterMap.glyph(for: scalar)
                if glyph == 0 {
                    missing = true
                } else {
                    found = true
                }
                units += Int(advances[Int(glyph)])
                if hasKerning, let left = previous { units += Int(kerning.adjustment(left, glyph)) }
                previous = glyph
            }
            if missing, !found, firstScalar != nil, character.isWideCluster {
                units = unitsPerEm
                previous = nil
            }
            body(character, units)
        }
    }
}
