import StrutText

extension SVGRenderer {
    /// Whether a text run is drawn right to left: every character UAX #9 keeps resolves to an
    /// odd level, the paragraph taking its direction from the run's first strong character.
    /// Runs without right-to-left characters answer at once.
    static func isRightToLeft(_ text: String) -> Bool {
        guard text.unicodeScalars.contains(where: { $0.value >= 0x590 }) else { return false }
        let paragraph = BidiParagraph(Array(text.unicodeScalars))
        let kept = paragraph.levels.indices.filter { !paragraph.isRemoved[$0] }
        return !kept.isEmpty && kept.allSatisfy { paragraph.levels[$0] % 2 == 1 }
    }
}

extension SVGRenderer {
    /// The `font-family` of a right-to-left run: the bundled faces that measured it, in the
    /// order ``FontCascade/bundled`` tries them (Noto Sans Arabic, then Noto Sans Hebrew; a run
    /// with Hebrew letters and no Arabic ones tries Hebrew first), so that a viewer draws
    /// Arabic and Hebrew with the faces Strut measured instead of a substitute of its own.
    static func rightToLeftFontFamily(_ text: String) -> String {
        let hasArabic = text.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) || (0xFB50...0xFEFF).contains($0.value) }
        let hasHebrew = text.unicodeScalars.contains { (0x0590...0x05FF).contains($0.value) }
        let faces = hasHebrew && !hasArabic ? "'Noto Sans Hebrew', 'Noto Sans Arabic'" : "'Noto Sans Arabic', 'Noto Sans Hebrew'"
        return faces + ", Inter, sans-serif"
    }
}
