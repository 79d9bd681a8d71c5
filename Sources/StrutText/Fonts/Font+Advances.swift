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
        // The face a character takes outside the rule for characters of no script depends on the
        // character alone; for a character beyond ASCII, finding it can decompose the character
        // (Foundation) once per face tried, so it is found once per distinct character.
        var faceOf: [Character: FontFace] = [:]
        func ownFace(_ character: Character) -> FontFace {
            let isASCII = character.utf8.first.map { $0 < 0x80 } ?? true
            if !isASCII, let known = faceOf[character] { return known }
            let found = !face.draws(character) ? cascade.face(for: character) ?? face : face
            if !isASCII { faceOf[character] = found }
            return found
        }
        for character in text {
            let next = text.index(after: index)
            var chosen = face
            let first = character.unicodeScalars.first.map { ShapingScript(of: $0) } ?? .common
            if first == .common, current.draws(character) {
                chosen = current
            } else {
                chosen = ownFace(character)
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

    /// The cluster advances of `text` in font units with where a line may start without shaping
    /// again, when one face sets all of it: the font's own face when there is no cascade or the
    /// text is all ASCII, else the face of the text's one run (``faceRuns(of:)``); `nil` when
    /// runs of several faces set it. A line of the text is set by that face too when its first
    /// character starts a run of it (``startFace(of:)``); `setsEveryLine` says every line is
    /// (no cascade, or ASCII text).
    func lineBreakingAdvances(of text: some StringProtocol) -> (advances: ClusterAdvances, face: FontFace, setsEveryLine: Bool)? {
        if setsEveryTextWithItsFace || Self.isASCII(text) {
            return (face.clusterAdvances(of: text), face, true)
        }
        let runs = faceRuns(of: text)
        guard runs.count == 1, let run = runs.first else { return nil }
        return (run.face.clusterAdvances(of: text), run.face, false)
    }

    /// The face of the run that `character` starts when it begins a text (as ``faceRuns(of:)``
    /// chooses for a first character): the font's face when it draws the character or no face
    /// of the cascade does, else the first face of the cascade that draws it.
    func startFace(of character: Character) -> FontFace {
        if !face.draws(character), let fallback = cascade.face(for: character) { return fallback }
        return face
    }

    /// Whether ``width(of:)`` sets every text with the font's own face, as one run (no cascade
    /// to fall back to).
    var setsEveryTextWithItsFace: Bool { cascade.faces.isEmpty && cascade.library == nil }

    /// Whether every scalar of `text` is ASCII (its UTF-8 bytes scanned in place when it has
    /// contiguous storage).
    static func isASCII(_ text: some StringProtocol) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { $0 >= 0x80 } }
            ?? text.unicodeScalars.allSatisfy { $0.value < 0x80 }
    }

    /// Calls `body` with the advance of each grapheme cluster in points, run by run.
    func forEachClusterAdvance(in text: some StringProtocol, _ body: (CGFloat) -> Void) {
        if cascade.faces.isEmpty && cascade.library == nil || Self.isASCII(text) {
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
        clusterAdvances(of: text).units
    }

    /// ``clusterAdvanceUnits(of:)`` with where a line may start (``ClusterAdvances``), from the
    /// face's cache of recently shaped texts when `text` was shaped before.
    func clusterAdvances(of text: some StringProtocol) -> ClusterAdvances {
        let key = String(text)
        return clusterAdvanceCache.advances(of: key) { shapeClusters(of: key) }
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

    /// Calls `body` with each grapheme cluster of `text` and its advance in font units (see
    /// ``shapeClusters(of:)``).
    func forEachClusterAdvance(in text: some StringProtocol, _ body: (Character, Int) -> Void) {
        let units = shapeClusters(of: text).units
        for (character, advance) in zip(text, units) { body(character, advance) }
    }

    /// The advance of each grapheme cluster of `text` in font units, from ``Shaper``: the
    /// advances of the glyphs of its cluster (a ligature's in its first character), pair kerning
    /// counted in the second character of the pair. A tab takes four spaces and controls none;
    /// a wide cluster the face has no glyph for takes one em. Also where a line may start without
    /// shaping again: a character whose first glyph starts its own cluster, with no lookup
    /// reaching across from the glyph before (the shaper's unsafe-to-break flags: lookups, Arabic
    /// joining, Indic syllables), the glyphs read in logical order (right-to-left runs too).
    ///
    /// ASCII text whose every pair the plan's ``ASCIIShapingShortcut`` answers is measured from
    /// it, without a shaping buffer, unless `usesShortcut` is `false` (the same values).
    func shapeClusters(of text: some StringProtocol, usesShortcut: Bool = true) -> ClusterAdvances {
        let script = ShapingScript(firstIn: text.unicodeScalars)
        if usesShortcut, !script.isRightToLeft, let advances = shortcutClusterAdvances(of: text, script: script) {
            return advances
        }
        var engine = Shaper.shapedBuffer(text, face: self, script: script, isRightToLeft: script.isRightToLeft)
        defer { ShapingScratch.shared.giveBack(&engine.glyphs) }
        if let ascii = asciiClusterAdvances(of: text, engine: engine) { return ascii }
        // (The buffer is in logical order, right-to-left runs too.)
        var analysesBreaks = true
        // Per character: its kind (how its advance is decided), the scalar offset it starts at.
        let normal: UInt8 = 0
        let tab: UInt8 = 1
        let control: UInt8 = 2
        let mayBeWide: UInt8 = 3
        var characterOfScalar: [Int] = []
        characterOfScalar.reserveCapacity(text.utf8.count)
        var kinds: [UInt8] = []
        kinds.reserveCapacity(text.utf8.count)
        // ASCII without CR LF: one character per byte, no grapheme breaking.
        let isASCII =
            text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
                var previous: UInt8 = 0
                for byte in bytes {
                    if byte >= 0x80 || (previous == 0x0D && byte == 0x0A) { return false }
                    previous = byte
                }
                for byte in bytes {
                    characterOfScalar.append(kinds.count)
                    kinds.append(byte == 0x09 ? tab : byte < 0x20 || byte == 0x7F ? control : normal)
                }
                return true
            } ?? false
        if !isASCII {
            for character in text {
                let scalars = character.unicodeScalars
                let first = scalars.first?.value ?? 0
                for _ in scalars { characterOfScalar.append(kinds.count) }
                if character == "\t" {
                    kinds.append(tab)
                } else if first < 0x20 || first == 0x7F
                    || (first >= 0x80 && scalars.count == 1 && scalars.first?.properties.generalCategory == .control)
                {
                    kinds.append(control)
                } else {
                    kinds.append(first < 0x80 && scalars.count == 1 ? normal : mayBeWide)
                }
            }
        }
        let count = kinds.count
        var units = [Int](repeating: 0, count: count)
        var lineStartKerning = [Int](repeating: ClusterAdvances.unsafe, count: count)
        // Per character: 1 drawn, 2 missing, 4 its first glyph seen.
        var marks = [UInt8](repeating: 0, count: count)
        let spaceGlyph = Int(characterMap.glyph(for: " "))
        var previous = 0
        let everyBoundaryUnsafe = engine.isBudgetExhausted
        for glyph in engine.glyphs where glyph.cluster < characterOfScalar.count {
            let c = characterOfScalar[glyph.cluster]
            units[c] += glyph.xAdvance - glyph.kerningWithNext + glyph.kerningWithPrevious
            // (A hidden default ignorable is the space glyph with no advance: not a drawing.)
            if glyph.glyph != 0, glyph.glyph != spaceGlyph || glyph.xAdvance != 0 { marks[c] |= 1 }
            if glyph.glyph == 0 { marks[c] |= 2 }
            if c < previous { analysesBreaks = false }
            previous = c
            if marks[c] & 4 == 0 {
                marks[c] |= 4
                if !glyph.isUnsafeToBreakBefore && !everyBoundaryUnsafe { lineStartKerning[c] = glyph.kerningWithPrevious }
            }
        }
        let space = advance(ofGlyph: spaceGlyph)
        var wideCandidates = false
        for c in 0..<count {
            switch kinds[c] {
            case tab: units[c] = 4 * space
            case control: units[c] = 0
            case mayBeWide: if marks[c] & 3 != 1 { wideCandidates = true }
            default: break
            }
            // A replaced advance holds no kerning.
            if kinds[c] == tab || kinds[c] == control, lineStartKerning[c] != ClusterAdvances.unsafe { lineStartKerning[c] = 0 }
        }
        if wideCandidates {
            for (c, character) in text.enumerated() where kinds[c] == mayBeWide && marks[c] & 3 != 1 && character.isWideCluster {
                // A wide cluster (emoji sequence, flag, keycap, CJK) the face cannot draw whole
                // is one glyph of one em where a face has it, never one per scalar.
                units[c] = unitsPerEm
                if lineStartKerning[c] != ClusterAdvances.unsafe { lineStartKerning[c] = 0 }
            }
        }
        if !analysesBreaks { lineStartKerning = [] }
        return ClusterAdvances(units: units, lineStartKerning: lineStartKerning)
    }

    /// Whether `bytes` are all ASCII with no CR LF pair: one character per byte, the text both
    /// ASCII paths below take.
    @inline(__always)
    private static func isASCIIWithoutCRLF(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previousByte: UInt8 = 0
        for byte in bytes {
            if byte >= 0x80 || (previousByte == 0x0D && byte == 0x0A) { return false }
            previousByte = byte
        }
        return true
    }

    /// ``shapeClusters(of:)`` from the face's ``ASCIIShapingShortcut`` for `script`, for text that
    /// is all ASCII with no CR LF and no pair the shortcut leaves to the shaper; else `nil`.
    private func shortcutClusterAdvances(of text: some StringProtocol, script: ShapingScript) -> ClusterAdvances? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> ClusterAdvances? in
            guard Self.isASCIIWithoutCRLF(bytes) else { return nil }
            return asciiShortcuts.shortcut(face: self, script: script)?.clusterAdvances(of: bytes)
        } ?? nil
    }

    /// ``shapeClusters(of:)`` for text that is all ASCII with no CR LF (one character per byte,
    /// none wide, a left-to-right run of the default shaper), from its shaping buffer `engine`:
    /// the same values without the per-character scratch arrays of the general path. `nil` for
    /// any other text.
    private func asciiClusterAdvances(of text: some StringProtocol, engine: ShapingEngine) -> ClusterAdvances? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> ClusterAdvances? in
            guard Self.isASCIIWithoutCRLF(bytes) else { return nil }
            let count = bytes.count
            var units = [Int](repeating: 0, count: count)
            var lineStartKerning = [Int](repeating: ClusterAdvances.unsafe, count: count)
            let everyBoundaryUnsafe = engine.isBudgetExhausted
            var analysesBreaks = true
            // Glyphs come in logical order: a character's first glyph is the first with its cluster.
            var previous = -1
            for glyph in engine.glyphs where glyph.cluster < count {
                let c = glyph.cluster
                units[c] += glyph.xAdvance - glyph.kerningWithNext + glyph.kerningWithPrevious
                if c < previous { analysesBreaks = false }
                if c > previous, !glyph.isUnsafeToBreakBefore, !everyBoundaryUnsafe {
                    lineStartKerning[c] = glyph.kerningWithPrevious
                }
                previous = max(previous, c)
            }
            let space = advance(ofGlyph: Int(characterMap.glyph(for: " ")))
            for (c, byte) in bytes.enumerated() where byte < 0x20 || byte == 0x7F {
                // A tab takes four spaces, a control nothing; a replaced advance holds no kerning.
                units[c] = byte == 0x09 ? 4 * space : 0
                if lineStartKerning[c] != ClusterAdvances.unsafe { lineStartKerning[c] = 0 }
            }
            if !analysesBreaks { lineStartKerning = [] }
            return ClusterAdvances(units: units, lineStartKerning: lineStartKerning)
        } ?? nil
    }
}
