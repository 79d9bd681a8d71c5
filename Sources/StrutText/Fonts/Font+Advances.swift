import Foundation

extension Font {
    /// The advance width of `text` in points: glyph advances plus pair kerning, as one line.
    ///
    /// A cluster of a base and marks is measured in its composed form when the face has that
    /// glyph (HarfBuzz's normalization). Default-ignorable code points (variation selectors,
    /// ZWJ, ...) and controls (line feeds)
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

    /// What measuring one cluster has found so far.
    struct ClusterMeasure {
        var units = 0
        var found = false
        var missing = false
        /// The last glyph, for kerning with the next one.
        var previous: UInt16?
    }

    @inline(__always)
    func add(_ scalar: Unicode.Scalar, to state: inout ClusterMeasure, spaceAdvance: Int) {
        if scalar.value == 0x09 {
            state.units += 4 * spaceAdvance
            state.previous = nil
            return
        }
        if scalar.value < 0x80 {
            if scalar.value < 0x20 || scalar.value == 0x7F { return }
        } else if scalar.properties.generalCategory == .control || scalar.properties.isDefaultIgnorableCodePoint {
            return
        }
        let glyph = characterMap.glyph(for: scalar)
        if glyph == 0 { state.missing = true } else { state.found = true }
        state.units += Int(advances[Int(glyph)])
        if let left = state.previous { state.units += Int(kerning.adjustment(left, glyph)) }
        state.previous = glyph
    }

    /// Calls `body` with each grapheme cluster of `text` and its advance in font units
    /// (kerning with the previous cluster included).
    @inline(__always)
    func forEachClusterAdvance(in text: some StringProtocol, _ body: (Character, Int) -> Void) {
        var state = ClusterMeasure()
        let spaceAdvance = Int(advances[Int(characterMap.glyph(for: " "))])
        for character in text {
            state.units = 0
            state.found = false
            state.missing = false
            var scalars = character.unicodeScalars.makeIterator()
            if let first = scalars.next() {
                if let second = scalars.next() {
                    // Several scalars: a base and marks may compose (ASCII pairs such as CR LF do not).
                    if first.value >= 0x80 || second.value >= 0x80, let composed = composedScalars(of: character) {
                        for scalar in composed { add(scalar, to: &state, spaceAdvance: spaceAdvance) }
                    } else {
                        add(first, to: &state, spaceAdvance: spaceAdvance)
                        add(second, to: &state, spaceAdvance: spaceAdvance)
                        while let scalar = scalars.next() { add(scalar, to: &state, spaceAdvance: spaceAdvance) }
                    }
                } else {
                    add(first, to: &state, spaceAdvance: spaceAdvance)
                }
            }
            if state.missing, !state.found, character.isWideCluster {
                state.units = unitsPerEm
                state.previous = nil
            }
            body(character, state.units)
        }
    }
}
