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
