import Foundation

/// Shapes text with a face's OpenType layout tables: the one entry point every measurement of
/// ``Font`` goes through.
///
/// The pipeline follows HarfBuzz's default (and Arabic) shapers:
/// 1. characters to glyphs through `cmap`, grapheme clusters kept whole; a cluster of a base and
///    marks is composed when the face has the composed letter, and a precomposed letter the
///    face lacks is decomposed into base and marks when it has those;
/// 2. glyph classes from `GDEF` (else from Unicode: non-spacing marks are marks);
/// 3. Arabic joining forms (`ArabicJoining`);
/// 4. `GSUB` with the default features by stage (`rvrn`; `ccmp`, `locl`, `rlig`, `calt`,
///    `clig`, `liga`, `rclt` and the direction's `ltra`/`rtla`…; for Arabic `isol`, `fina`,
///    `medi`, `init` each in its own stage);
/// 5. advances from `hmtx`, then `GPOS` (`kern`, `mark`, `mkmk`, `curs`, `dist`, …) or, with no
///    `GPOS` kerning, the legacy `kern` table;
/// 6. marks take no advance; default-ignorable characters (ZWJ, variation selectors) become
///    invisible; marks are offset onto their bases;
/// 7. right-to-left runs mirror their brackets (`BidiMirroring.txt`) and come out in visual
///    order (reversed), as HarfBuzz returns them.
///
/// Devanagari takes HarfBuzz's Indic pipeline instead: syllables (a dotted circle under a mark
/// with no consonant), the base consonant, reph and pre-base matras reordered, the basic
/// features (`nukt`, `akhn`, `rphf`, `rkrf`, `blwf`, `half`, `pstf`, `vatu`, `cjct`) one stage
/// each within the syllable, the final reordering, then `pres`, `abvs`, `blws`, `psts`, `haln`
/// and `GPOS`; marks keep their advances. A cluster with a variation selector the face's
/// `cmap` format 14 names (emoji + U+FE0F) is that one glyph.
///
/// ```swift
/// let glyphs = Shaper.shape("office", face: FontLibrary.bundledFace)
/// // "ffi" is one ligature glyph in cluster 1
/// ```
public enum Shaper {
    /// The glyphs of `text` set as one run, in visual order, positions in font units.
    /// - Parameters:
    ///   - text: the run's text, in logical order.
    ///   - face: the face whose `cmap`, `GSUB`, `GPOS` and `GDEF` tables shape it.
    ///   - script: the run's script; by default the first script found in `text` (HarfBuzz's guess).
    ///   - isRightToLeft: the run's direction; by default the script's.
    /// - Complexity: O(n · l · log g) for n characters, l lookups and g glyphs per coverage table,
    ///   plus the size of contextual rules tried.
    public static func shape(
        _ text: some StringProtocol, face: FontFace, script: ShapingScript? = nil, isRightToLeft: Bool? = nil
    ) -> [ShapedGlyph] {
        let script = script ?? ShapingScript(firstIn: text.unicodeScalars)
        let rightToLeft = isRightToLeft ?? script.isRightToLeft
        var engine = shapedBuffer(text, face: face, script: script, isRightToLeft: rightToLeft)
        defer { ShapingScratch.shared.giveBack(&engine.glyphs) }
        var result = engine.glyphs.map { g in
            var shaped = ShapedGlyph(
                glyph: g.glyph, cluster: g.cluster, xAdvance: g.xAdvance, yAdvance: g.yAdvance, xOffset: g.xOffset,
                yOffset: g.yOffset)
            shaped.kerningWithNext = g.kerningWithNext
            shaped.kerningWithPrevious = g.kerningWithPrevious
            shaped.isUnsafeToBreakBefore = g.isUnsafeToBreakBefore || engine.isBudgetExhausted
            return shaped
        }
        if engine.isRightToLeft { result.reverse() }
        return result
    }

    /// The shaping buffer of `text` after every stage, in logical order (a right-to-left run is
    /// not yet reversed): what ``shape(_:face:script:isRightToLeft:)`` returns before copying it
    /// out, for measurers that read it in place (``FontFace/shapeClusters(of:)``).
    static func shapedBuffer(_ text: some StringProtocol, face: FontFace, script: ShapingScript, isRightToLeft: Bool) -> ShapingEngine {
        if script.usesIndicShaper, !isRightToLeft, let indic = face.shaping.plan(script: script, isRightToLeft: false).indic {
            return shapeIndic(text, face: face, script: script, plan: indic)
        }
        var glyphs = isRightToLeft ? nil : mapASCII(text, face: face)
        // ASCII has no default-ignorable characters (and substitutions make none).
        let isASCII = glyphs != nil
        if !isASCII { glyphs = mapCharacters(text, face: face, isRightToLeft: isRightToLeft) }
        var engine = ShapingEngine(
            glyphs: glyphs ?? [], definitions: face.shaping.definitions, data: face.shaping.data, isRightToLeft: isRightToLeft)
        glyphs = nil
        engine.hasDefaultIgnorables = !isASCII
        shape(&engine, face: face, script: script, isRightToLeft: isRightToLeft)
        return engine
    }

    static func shape(_ engine: inout ShapingEngine, face: FontFace, script: ShapingScript, isRightToLeft: Bool) {
        let tables = face.shaping
        let plan = tables.plan(script: script, isRightToLeft: isRightToLeft)
        if script == .arabic || script == .syriac {
            let forms = ArabicJoining.forms(of: engine.glyphs.map(\.scalar)) { engine.markUnsafeToBreak($0, $1) }
            for (i, form) in forms.enumerated() { engine.glyphs[i].mask |= form.mask }
        }
        engine.run(plan.substitutions, of: tables.substitution, positioning: false)
        for i in engine.glyphs.indices { engine.glyphs[i].xAdvance = face.advance(ofGlyph: engine.glyphs[i].glyph) }
        let zeroMarksEarly = script == .hebrew
        if zeroMarksEarly { zeroMarkAdvances(&engine, adjustOffsets: false) }
        engine.run(plan.positions, of: tables.positioning, positioning: true)
        if plan.appliesLegacyKerning { applyLegacyKerning(&engine, face: face) }
        if !zeroMarksEarly { zeroMarkAdvances(&engine, adjustOffsets: !tables.hasPositioning && !isRightToLeft) }
        hideDefaultIgnorables(&engine, face: face)
        engine.propagateAttachments()
    }

    /// Glyphs for the characters of `text`, each cluster normalized as the face can draw it.
    static func mapCharacters(_ text: some StringProtocol, face: FontFace, isRightToLeft: Bool) -> [ShapingGlyph] {
        var glyphs = ShapingScratch.shared.take()
        glyphs.reserveCapacity(text.utf8.count)
        let definitions = face.shaping.definitions
        var offset = 0
        var scalars: [Unicode.Scalar] = []
        for character in text {
            let count = character.unicodeScalars.count
            scalars.removeAll(keepingCapacity: true)
            // A cluster with a variation selector is left as written (HarfBuzz gives up
            // normalizing it); a sequence the face names becomes its one glyph.
            let hasSelector = count > 1 && character.unicodeScalars.contains(where: VariationSequences.isSelector)
            if hasSelector {
                scalars.append(contentsOf: character.unicodeScalars)
            } else {
                normalize(character, face: face, into: &scalars)
            }
            var k = 0
            while k < scalars.count {
                let scalar = scalars[k]
                k += 1
                var glyph = Int(face.characterMap.glyph(for: scalar))
                if hasSelector, k < scalars.count, VariationSequences.isSelector(scalars[k]),
                    let variant = face.characterMap.glyph(for: scalar, selector: scalars[k])
                {
                    glyph = Int(variant)
                    k += 1
                }
                // Right to left, a mirrored character shows its mirror image when the face has it.
                if isRightToLeft, let mirror = BidiBrackets.mirror(of: scalar) {
                    let mirrored = Int(face.characterMap.glyph(for: mirror))
                    if mirrored != 0 { glyph = mirrored }
                }
                let ignorable = scalar.value >= 0x80 && scalar.properties.isDefaultIgnorableCodePoint
                var glyphClass: GlyphDefinitions.GlyphClass
                if definitions.hasGlyphClasses {
                    glyphClass = definitions.glyphClass(glyph)
                } else {
                    glyphClass = !ignorable && scalar.properties.generalCategory == .nonspacingMark ? .mark : .base
                }
                glyphs.append(
                    ShapingGlyph(
                        glyph: glyph, cluster: offset, mask: ShapingPlan.globalMask, scalar: scalar, glyphClass: glyphClass,
                        markAttachmentClass: definitions.markAttachmentClass(glyph), isDefaultIgnorable: ignorable))
            }
            offset += count
        }
        return glyphs
    }

    /// ``mapCharacters(_:face:isRightToLeft:)`` for text that is all ASCII (most labels): no
    /// grapheme breaking or normalization to do, one glyph per byte; CR LF is one cluster as it is
    /// one character. `nil` for any other text.
    static func mapASCII(_ text: some StringProtocol, face: FontFace) -> [ShapingGlyph]? {
        let definitions = face.shaping.definitions
        let map = face.characterMap
        return text.utf8.withContiguousStorageIfAvailable { bytes -> [ShapingGlyph]? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var glyphs = ShapingScratch.shared.take()
            glyphs.reserveCapacity(bytes.count)
            for (offset, byte) in bytes.enumerated() {
                let scalar = Unicode.Scalar(byte)
                let glyph = Int(map.glyph(for: scalar))
                let cluster = byte == 0x0A && offset > 0 && bytes[offset - 1] == 0x0D ? offset - 1 : offset
                glyphs.append(
                    ShapingGlyph(
                        glyph: glyph, cluster: cluster, mask: ShapingPlan.globalMask, scalar: scalar,
                        glyphClass: definitions.hasGlyphClasses ? definitions.glyphClass(glyph) : .base,
                        markAttachmentClass: definitions.markAttachmentClass(glyph), isDefaultIgnorable: false))
            }
            return glyphs
        } ?? nil
    }

    static func zeroMarkAdvances(_ engine: inout ShapingEngine, adjustOffsets: Bool) {
        for i in engine.glyphs.indices where engine.glyphs[i].isMark {
            if adjustOffsets { engine.glyphs[i].xOffset -= engine.glyphs[i].xAdvance }
            engine.glyphs[i].xAdvance = 0
            engine.glyphs[i].yAdvance = 0
        }
    }

    /// The `kern` table's pairs, between glyphs that are not marks.
    static func applyLegacyKerning(_ engine: inout ShapingEngine, face: FontFace) {
        var previous: Int?
        for i in engine.glyphs.indices {
            let glyph = engine.glyphs[i]
            if glyph.isMark || glyph.isDefaultIgnorable { continue }
            if let p = previous, let l = UInt16(exactly: engine.glyphs[p].glyph), let r = UInt16(exactly: glyph.glyph) {
                let amount = Int(face.kerning.adjustment(l, r))
                if amount != 0 {
                    engine.glyphs[p].xAdvance += amount
                    engine.noteKerning(amount, p, i)
                    // Across skipped marks, a break would move the kerning off the line's first glyph.
                    if i != p + 1 { engine.markUnsafeToBreak(p, i) }
                }
            }
            previous = i
        }
    }

    /// Default-ignorable characters left after substitution draw nothing: the space glyph with
    /// no advance (or are removed when the face has no space).
    static func hideDefaultIgnorables(_ engine: inout ShapingEngine, face: FontFace) {
        guard engine.hasDefaultIgnorables, engine.glyphs.contains(where: \.isDefaultIgnorable) else { return }
        let space = Int(face.characterMap.glyph(for: " "))
        if space == 0 {
            engine.glyphs.removeAll { $0.isDefaultIgnorable }
            return
        }
        for i in engine.glyphs.indices where engine.glyphs[i].isDefaultIgnorable {
            engine.glyphs[i].glyph = space
            engine.glyphs[i].xAdvance = 0
            engine.glyphs[i].yAdvance = 0
            engine.glyphs[i].xOffset = 0
            engine.glyphs[i].yOffset = 0
        }
    }
}
