extension Shaper {
    /// Shapes an Indic run (Devanagari) as HarfBuzz's Indic shaper does: syllables, the initial
    /// reordering (base consonant, reph, pre-base matras, masks for the basic features), the
    /// basic features one stage each, the final reordering (pre-base matras after the half
    /// forms, the reph to its place), then the presentation features and `GPOS`. Marks keep
    /// their advances. Returns the finished buffer.
    static func shapeIndic(_ text: some StringProtocol, face: FontFace, script: ShapingScript, plan: IndicPlan) -> ShapingEngine {
        let tables = face.shaping
        var engine = ShapingEngine(
            glyphs: mapIndicCharacters(text, face: face), definitions: tables.definitions, data: tables.data, isRightToLeft: false)
        IndicReordering.markSyllables(&engine.glyphs, face: face)
        engine.run(plan.early, of: tables.substitution, positioning: false)
        let virama = Int(face.characterMap.glyph(for: "\u{094D}"))
        IndicReordering.updateConsonantPositions(&engine.glyphs, plan: plan, table: tables.substitution, virama: virama)
        IndicReordering.forEachSyllable(engine.glyphs) { start, end in
            IndicReordering.initialReordering(&engine.glyphs, start, end, plan: plan, table: tables.substitution)
        }
        engine.run(plan.basic, of: tables.substitution, positioning: false)
        IndicReordering.forEachSyllable(engine.glyphs) { start, end in
            IndicReordering.finalReordering(&engine.glyphs, start, end, virama: virama)
        }
        engine.run(plan.late, of: tables.substitution, positioning: false)
        for i in engine.glyphs.indices { engine.glyphs[i].xAdvance = face.advance(ofGlyph: engine.glyphs[i].glyph) }
        engine.run(plan.positions, of: tables.positioning, positioning: true)
        hideDefaultIgnorables(&engine, face: face)
        engine.propagateAttachments()
        return engine
    }

    /// Glyphs for an Indic run. Clusters are HarfBuzz's: a character starts a cluster unless
    /// it is a mark or ZWJ. Nukta letters (U+0958–U+095F, excluded from composition) are
    /// decomposed when the face has the pieces; other letters are kept when the face has them.
    static func mapIndicCharacters(_ text: some StringProtocol, face: FontFace) -> [ShapingGlyph] {
        let definitions = face.shaping.definitions
        let map = face.characterMap
        var glyphs: [ShapingGlyph] = []
        glyphs.reserveCapacity(text.unicodeScalars.count)
        var cluster = 0
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            let category = scalar.properties.generalCategory
            let isContinuation =
                category == .nonspacingMark || category == .spacingMark || category == .enclosingMark || scalar.value == 0x200D
            if !isContinuation || offset == 0 { cluster = offset }
            var pieces = [scalar]
            // Decomposed (by Foundation, costly) only when it may be used.
            if (0x0958...0x095F).contains(scalar.value) || map.glyph(for: scalar) == 0 {
                let decomposed = Array(String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars)
                if decomposed.count > 1, decomposed.allSatisfy({ map.glyph(for: $0) != 0 }) { pieces = decomposed }
            }
            for piece in pieces {
                let glyph = Int(map.glyph(for: piece))
                let ignorable = piece.value >= 0x80 && piece.properties.isDefaultIgnorableCodePoint
                let glyphClass: GlyphDefinitions.GlyphClass =
                    definitions.hasGlyphClasses
                    ? definitions.glyphClass(glyph)
                    : (!ignorable && piece.properties.generalCategory == .nonspacingMark ? .mark : .base)
                var shaping = ShapingGlyph(
                    glyph: glyph, cluster: cluster, mask: ShapingPlan.globalMask, scalar: piece, glyphClass: glyphClass,
                    markAttachmentClass: definitions.markAttachmentClass(glyph), isDefaultIgnorable: ignorable)
                (shaping.indicCategory, shaping.indicPosition) = IndicCategory.devanagari(piece)
                glyphs.append(shaping)
            }
        }
        return glyphs
    }
}
