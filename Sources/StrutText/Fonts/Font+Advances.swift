import Foundation

extension Font {
    /// The advance width of `text` in points, set as one line by ``Shaper`` (OpenType
    /// substitutions such as ligatures and contextual alternates, `GPOS` kerning and mark
    /// positioning, Arabic joining; see ``Shaper`` for the pipeline).
    ///
    /// Default-ignorable code points (variation selectors, ZWJ, ...) and controls (line feeds)
    /// take no space; a tab takes four spaces. A character the face lacks is measured with the
    /// first face of ``cascade`` that has it (``faceRuns(of:)``). A wide grapheme cluster
    /// (East Asian Wide or Fullwidth, emoji presentation sequences, flags, keycaps) that no face
    /// draws whole is one em; any other missing character is the `.notdef` glyph.
    /// - Complexity: O(n) in the scalars of `text` times the lookups the face applies.
    public func width(of text: some StringProtocol) -> CGFloat {
        var total: CGFloat = 0
        forEachClusterAdvance(in: text) { total += $0 }
        return total
    }

    /// The advance of each extended grapheme cluster (`Character`) of `text`, in points.
    ///
    /// The kerning between two clusters is counted in the second one, so the sum of the
    /// elements is ``width(of:)``.
    /// - Complexity: O(n) in the scalars of `text`.
    public func characterAdvances(of text: some StringProtocol) -> [CGFloat] {
        var result: [CGFloat] = []
        result.reserveCapacity(text.utf8.count)
        forEachClusterAdvance(in: text) { result.append($0) }
        return result
    }

    /// The runs of `text` by the face that draws them (see ``FontCascade``).
    public func faceRuns(of text: some StringProtocol) -> [(face: FontFace, range: Range<String.Index>)] {
        var runs: [(face: FontFace, range: Range<String.Index>)] = []
        var current = face
        var start = text.startIndex
        var index = text.startIndex
        for character in text {
            let next = text.index(after: index)
            var chosen = face
            let first = character.unicodeScalars.first.map { ShapingScript(of: $0) } ?? .common
            if first == .common, current.draws(character) {
                chosen = current
            } else if !face.draws(character), let fallback = cascade.face(for: character) {
                chosen = fallback
            }
            if chosen !== current, index > start {
                runs.append((current, start..<index))
                start = index
            }
            current = chosen
            index = next
        }
        if start < text.endIndex { runs.append((current, start..<text.endIndex)) }
        return runs
    }

    /// Calls `body` with the advance of each grapheme cluster in points, run by run.
    func forEachClusterAdvance(in text: some StringProtocol, _ body: (CGFloat) -> Void) {
        if cascade.faces.isEmpty && cascade.library == nil || text.unicodeScalars.allSatisfy({ $0.value < 0x80 }) {
            let scale = self.scale
            for units in face.clusterAdvanceUnits(of: text) { body(CGFloat(units) * scale) }
            return
        }
        for (runFace, range) in faceRuns(of: text) {
            let scale = size / CGFloat(runFace.unitsPerEm)
            for units in runFace.clusterAdvanceUnits(of: text[range]) { body(CGFloat(units) * scale) }
        }
    }
}

extension FontFace {
    /// The advance of each grapheme cluster of `text` in font units (as
    /// ``forEachClusterAdvance(in:_:)`` gives them), from the face's cache of recently shaped
    /// texts when `text` was shaped before.
    func clusterAdvanceUnits(of text: some StringProtocol) -> [Int] {
        let key = String(text)
        return clusterAdvanceCache.units(of: key) {
            var units: [Int] = []
            forEachClusterAdvance(in: key) { _, advance in units.append(advance) }
            return units
        }
    }

    /// The composed (NFC) scalars of a cluster of several scalars when the face has glyphs for
    /// all of them and composing shortened it, as HarfBuzz normalizes ("A" + U+0308 becomes
    /// "Ä" and kerns as "Ä"); `nil` to use the cluster as it is.
    func composedScalars(of character: Character) -> [Unicode.Scalar]? {
        let scalars = character.unicodeScalars
        let composed = String(character).precomposedStringWithCanonicalMapping.unicodeScalars
        guard composed.count < scalars.count,
            composed.allSatisfy({ characterMap.glyph(for: $0) != 0 || $0.properties.isDefaultIgnorableCodePoint })
        else { return nil }
        return Array(composed)
    }

    /// Calls `body` with each grapheme cluster of `text` and its advance in font units, from
    /// ``Shaper``: the advances of the glyphs of its cluster (a ligature's in its first
    /// character), pair kerning counted in the second character of the pair. A tab takes four
    /// spaces and controls none; a wide cluster the face has no glyph for takes one em.
    func forEachClusterAdvance(in text: some StringProtocol, _ body: (Character, Int) -> Void) {
        let glyphs = Shaper.shape(text, face: self)
        var characterOfScalar: [Int] = []
        characterOfScalar.reserveCapacity(text.utf8.count)
        var characters: [Character] = []
        for character in text {
            for _ in character.unicodeScalars { characterOfScalar.append(characters.count) }
            characters.append(character)
        }
        var units = [Int](repeating: 0, count: characters.count)
        var drawn = [Bool](repeating: false, count: characters.count)
        var missing = [Bool](repeating: false, count: characters.count)
        let spaceGlyph = Int(characterMap.glyph(for: " "))
        for glyph in glyphs where glyph.cluster < characterOfScalar.count {
            let c = characterOfScalar[glyph.cluster]
            units[c] += glyph.xAdvance - glyph.kerningWithNext + glyph.kerningWithPrevious
            // (A hidden default ignorable is the space glyph with no advance: not a drawing.)
            if glyph.glyph != 0, glyph.glyph != spaceGlyph || glyph.xAdvance != 0 { drawn[c] = true }
            if glyph.glyph == 0 { missing[c] = true }
        }
        let space = advance(ofGlyph: spaceGlyph)
        for (c, character) in characters.enumerated() {
            if character == "\t" {
                units[c] = 4 * space
            } else if let first = character.unicodeScalars.first,
                first.value < 0x20 || first.value == 0x7F
                    || (first.value >= 0x80 && first.properties.generalCategory == .control && character.unicodeScalars.count == 1)
            {
                units[c] = 0
            } else if missing[c] || !drawn[c], character.isWideCluster {
                // A wide cluster (emoji sequence, flag, keycap, CJK) the face cannot draw whole
                // is one glyph of one em where a face has it, never one per scalar.
                units[c] = unitsPerEm
            }
            body(character, units[c])
        }
    }
}
