/// The reorderings of HarfBuzz's Indic shaper, over the glyphs of one syllable at a time
/// (configured for Devanagari: base consonant last, implicit reph placed before post-base
/// forms, below-base forms before and after the base).
enum IndicReordering {
    // MARK: Syllables

    /// Cuts the buffer into syllables (``IndicSyllables``), numbering them in
    /// ``ShapingGlyph/syllable`` (serial << 4 | kind); a broken syllable gets a dotted circle to
    /// stand on when the face has one. No line may break inside a syllable (HarfBuzz marks every
    /// syllable unsafe to break): its glyphs are reordered and substituted together.
    static func markSyllables(_ glyphs: inout [ShapingGlyph], face: FontFace) {
        let dottedCircle = Int(face.characterMap.glyph(for: "\u{25CC}"))
        var start = 0
        var serial: UInt32 = 1
        // The categories read once (not once per syllable), kept in step with inserted circles.
        var categories = glyphs.map(\.indicCategory)
        while start < glyphs.count {
            var (end, kind) = IndicSyllables.syllable(categories, from: start)
            if kind == .broken && dottedCircle != 0 {
                categories.insert(.dottedCircle, at: start)
                var circle = glyphs[start]
                circle.glyph = dottedCircle
                circle.scalar = "\u{25CC}"
                circle.glyphClass = face.shaping.definitions.hasGlyphClasses ? face.shaping.definitions.glyphClass(dottedCircle) : .base
                circle.markAttachmentClass = 0
                circle.isDefaultIgnorable = false
                (circle.indicCategory, circle.indicPosition) = (.dottedCircle, .baseConsonant)
                glyphs.insert(circle, at: start)
                end += 1
            }
            for i in start..<end {
                glyphs[i].syllable = serial << 4 | UInt32(kind.rawValue)
                if i > start { glyphs[i].isUnsafeToBreakBefore = true }
            }
            serial += 1
            start = end
        }
    }

    /// Calls `body` with the bounds of each syllable that is reordered (not symbols or others).
    static func forEachSyllable(_ glyphs: [ShapingGlyph], _ body: (Int, Int) -> Void) {
        var start = 0
        while start < glyphs.count {
            var end = start + 1
            while end < glyphs.count && glyphs[end].syllable == glyphs[start].syllable { end += 1 }
            let kind = IndicSyllables.Kind(rawValue: UInt8(glyphs[start].syllable & 0xF))
            if kind == .consonant || kind == .vowel || kind == .standalone || kind == .broken { body(start, end) }
            start = end
        }
    }

    // MARK: Properties

    /// A property test that fails on glyphs made by ligatures ("if it ligated, all bets are off").
    static func isOne(_ glyph: ShapingGlyph, of categories: Set<IndicCategory>) -> Bool {
        !glyph.isLigated && categories.contains(glyph.indicCategory)
    }

    static func isConsonant(_ glyph: ShapingGlyph) -> Bool { !glyph.isLigated && glyph.indicCategory.isConsonantLike }
    static func isHalant(_ glyph: ShapingGlyph) -> Bool { !glyph.isLigated && glyph.indicCategory == .halant }
    static func isJoiner(_ glyph: ShapingGlyph) -> Bool { !glyph.isLigated && glyph.indicCategory.isJoiner }

    /// Consonants with a below-base or post-base form (the face's `blwf`, `vatu`, `pstf` or
    /// `pref` would substitute them with a virama, in either order) are not base candidates.
    static func updateConsonantPositions(_ glyphs: inout [ShapingGlyph], plan: IndicPlan, table: LayoutTable, virama: Int) {
        guard virama != 0 else { return }
        for i in glyphs.indices where glyphs[i].indicPosition == .baseConsonant {
            let c = glyphs[i].glyph
            func would(_ lookups: [Int]) -> Bool {
                table.wouldSubstitute([virama, c], lookups: lookups) || table.wouldSubstitute([c, virama], lookups: lookups)
            }
            if would(plan.blwf) || would(plan.vatu) {
                glyphs[i].indicPosition = .belowConsonant
            } else if would(plan.pstf) || would(plan.pref) {
                glyphs[i].indicPosition = .postConsonant
            }
        }
    }

    /// HarfBuzz's `merge_clusters`: the glyphs of [start, end) take the smallest of their
    /// clusters, widened over neighbours that shared a boundary cluster.
    static func mergeClusters(_ glyphs: inout [ShapingGlyph], _ start: Int, _ end: Int) {
        var start = start
        var end = min(end, glyphs.count)
        guard end - start >= 2 else { return }
        var cluster = glyphs[start].cluster
        for i in (start + 1)..<end { cluster = min(cluster, glyphs[i].cluster) }
        if cluster != glyphs[end - 1].cluster {
            while end < glyphs.count && glyphs[end - 1].cluster == glyphs[end].cluster { end += 1 }
        }
        if cluster != glyphs[start].cluster {
            while start > 0 && glyphs[start - 1].cluster == glyphs[start].cluster { start -= 1 }
        }
        for i in start..<end { glyphs[i].cluster = cluster }
    }

    // MARK: Initial reordering

    static func initialReordering(_ g: inout [ShapingGlyph], _ start: Int, _ end: Int, plan: IndicPlan, table: LayoutTable) {
        // 1. The base consonant: the last consonant without a below- or post-base form, Ra of
        //    an initial Ra + halant excluded when it would become a reph.
        var base = end
        var hasReph = false
        var limit = start
        if plan.hasReph, start + 3 <= end, !g[start + 2].indicCategory.isJoiner,
            table.wouldSubstitute([g[start].glyph, g[start + 1].glyph], lookups: plan.rphf)
        {
            limit += 2
            while limit < end && isJoiner(g[limit]) { limit += 1 }
            base = start
            hasReph = true
        }
        var i = end
        var seenBelow = false
        repeat {
            i -= 1
            if isConsonant(g[i]) {
                if g[i].indicPosition != .belowConsonant && (g[i].indicPosition != .postConsonant || seenBelow) {
                    base = i
                    break
                }
                if g[i].indicPosition == .belowConsonant { seenBelow = true }
                base = i
            } else if start < i, g[i].indicCategory == .zeroWidthJoiner, g[i - 1].indicCategory == .halant {
                break
            }
        } while i > limit
        if hasReph && base == start && limit - base <= 2 { hasReph = false }

        // 2. Positions: before the base, the base, the reph.
        for k in start..<base { g[k].indicPosition = min(.preConsonant, g[k].indicPosition) }
        if base < end { g[base].indicPosition = .baseConsonant }
        if hasReph { g[start].indicPosition = .raToBecomeReph }

        // Joiners, nuktas and halants move with the character before them.
        var lastPosition = IndicPosition.start
        for k in start..<end {
            let category = g[k].indicCategory
            if category.isJoiner || category == .nukta || category == .halant {
                g[k].indicPosition = lastPosition
                if category == .halant && g[k].indicPosition == .preMatra {
                    // A halant does not follow a left matra.
                    for j in stride(from: k, to: start, by: -1) where g[j - 1].indicPosition != .preMatra {
                        g[k].indicPosition = g[j - 1].indicPosition
                        break
                    }
                }
            } else if g[k].indicPosition != .syllableModifier {
                lastPosition = g[k].indicPosition
            }
        }
        // Post-base consonants own what comes between them and the previous consonant or matra.
        var last = base
        for k in (base + 1)..<max(end, base + 1) {
            if isConsonant(g[k]) {
                for j in (last + 1)..<k where g[j].indicPosition < .syllableModifier { g[j].indicPosition = g[k].indicPosition }
                last = k
            } else if g[k].indicCategory == .matra {
                last = k
            }
        }

        // 3. Sort by position (stably), then find the base again.
        let order = (start..<end).sorted { (g[$0].indicPosition.rawValue, $0) < (g[$1].indicPosition.rawValue, $1) }
        let sorted = order.map { g[$0] }
        g.replaceSubrange(start..<end, with: sorted)
        base = end
        var firstLeftMatra = end
        var lastLeftMatra = end
        for k in start..<end {
            if g[k].indicPosition == .baseConsonant {
                base = k
                break
            } else if g[k].indicPosition == .preMatra {
                if firstLeftMatra == end { firstLeftMatra = k }
                lastLeftMatra = k
            }
        }
        if firstLeftMatra < lastLeftMatra {
            g[firstLeftMatra...lastLeftMatra].reverse()
            var k = firstLeftMatra
            for j in firstLeftMatra...lastLeftMatra where g[j].indicCategory == .matra {
                g[k...j].reverse()
                k = j + 1
            }
        }
        // What moved after the base merges clusters with what it moved over.
        var visited = [Bool](repeating: false, count: end - start)
        for k in base..<end where !visited[k - start] {
            var low = k
            var high = k
            var j = order[k - start]
            while j != k {
                low = min(low, j)
                high = max(high, j)
                visited[j - start] = true
                j = order[j - start]
            }
            mergeClusters(&g, max(base, low), high + 1)
        }

        // 4. Masks for the basic features.
        var k = start
        while k < end && g[k].indicPosition == .raToBecomeReph {
            g[k].mask |= IndicPlan.rphfMask
            k += 1
        }
        for k in start..<base { g[k].mask |= IndicPlan.halfMask | IndicPlan.blwfMask }
        for k in (base + 1)..<max(end, base + 1) { g[k].mask |= IndicPlan.blwfMask | IndicPlan.abvfMask | IndicPlan.pstfMask }
        // A ZWNJ keeps the consonants before it from taking half forms.
        for k in (start + 1)..<max(end, start + 1) where g[k].indicCategory == .zeroWidthNonJoiner {
            var j = k
            repeat {
                j -= 1
                g[j].mask &= ~IndicPlan.halfMask
            } while j > start && !isConsonant(g[j])
        }
    }

    // MARK: Final reordering

    static func finalReordering(_ g: inout [ShapingGlyph], _ start: Int, _ end: Int, virama: Int) {
        // A virama that was multiplied out of a ligature is a halant again.
        if virama != 0 {
            for i in start..<end where g[i].glyph == virama && g[i].isLigated && g[i].isMultiplied {
                g[i].indicCategory = .halant
                g[i].isLigated = false
                g[i].isMultiplied = false
            }
        }
        var base = start
        while base < end && g[base].indicPosition < .baseConsonant { base += 1 }
        if base == end && start < base && isOne(g[base - 1], of: [.zeroWidthJoiner]) { base -= 1 }
        if base < end {
            while start < base && isOne(g[base], of: [.nukta, .halant]) { base -= 1 }
        }

        // Pre-base matras: after the last halant left standing before the base.
        if start + 1 < end && start < base {
            var newPosition = base == end ? base - 2 : base - 1
            search: while true {
                while newPosition > start && !isOne(g[newPosition], of: [.matra, .halant]) { newPosition -= 1 }
                if isHalant(g[newPosition]) && g[newPosition].indicPosition != .preMatra {
                    if newPosition + 1 < end, g[newPosition + 1].indicCategory == .zeroWidthJoiner, newPosition > start {
                        newPosition -= 1
                        continue search
                    }
                } else {
                    newPosition = start
                }
                break
            }
            if start < newPosition && g[newPosition].indicPosition != .preMatra {
                var i = newPosition
                while i > start {
                    if g[i - 1].indicPosition == .preMatra {
                        let old = i - 1
                        if old < base && base <= newPosition { base -= 1 }
                        let matra = g.remove(at: old)
                        g.insert(matra, at: newPosition)
                        mergeClusters(&g, newPosition, min(end, base + 1))
                        newPosition -= 1
                    }
                    i -= 1
                }
            } else {
                for i in start..<base where g[i].indicPosition == .preMatra {
                    mergeClusters(&g, i, min(end, base + 1))
                    break
                }
            }
        }

        // The reph (Ra + halant that ligated): after the first explicit halant before the
        // base, else at the end of the syllable before its modifiers.
        if start + 1 < end && g[start].indicPosition == .raToBecomeReph && g[start].isLigated && !g[start].isMultiplied {
            var newPosition = start + 1
            while newPosition < base && !isHalant(g[newPosition]) { newPosition += 1 }
            if newPosition < base && isHalant(g[newPosition]) {
                if newPosition + 1 < base && isJoiner(g[newPosition + 1]) { newPosition += 1 }
            } else {
                newPosition = end - 1
                while newPosition > start && g[newPosition].indicPosition == .syllableModifier { newPosition -= 1 }
                // After a matra and halant, the reph goes before that halant.
                if isHalant(g[newPosition]) {
                    for i in (base + 1)..<max(newPosition, base + 1) where g[i].indicCategory == .matra { newPosition -= 1 }
                }
            }
            mergeClusters(&g, start, newPosition + 1)
            let reph = g.remove(at: start)
            g.insert(reph, at: newPosition)
            if start < base && base <= newPosition { base -= 1 }
        }

        // A left matra at the start of a word takes `init`.
        if g[start].indicPosition == .preMatra {
            let previous = start > 0 ? g[start - 1].scalar.properties.generalCategory : nil
            let wordStart: Bool
            switch previous {
            case nil: wordStart = true
            case .format?, .unassigned?, .privateUse?, .surrogate?, .lowercaseLetter?, .modifierLetter?, .otherLetter?,
                .titlecaseLetter?, .uppercaseLetter?, .spacingMark?, .enclosingMark?, .nonspacingMark?:
                wordStart = false
            default: wordStart = true
            }
            if wordStart { g[start].mask |= IndicPlan.initMask }
        }
    }
}
