/// The advances of a text's grapheme clusters in font units, as one run shaped them, and where
/// a line may start without shaping its text again.
///
/// A line break between two characters changes nothing on either side when no lookup read or
/// changed glyphs across it (HarfBuzz's "safe to break"), except the pair kerning between them,
/// which the second character's advance holds. A line starting there is then that character's
/// advance less that kerning, followed by the other characters' advances unchanged.
struct ClusterAdvances: Sendable, Equatable {
    /// The advance of each character (kerning with the one before counted in it).
    var units: [Int]
    /// For each character, the kerning with the character before that its advance holds, when
    /// a line may start there; ``unsafe`` when setting the text from there on would shape it
    /// differently (a ligature, contextual substitution, attachment, Arabic join or Indic
    /// syllable spans the boundary). Empty when the text was not analysed (its glyphs were
    /// reordered across characters).
    var lineStartKerning: [Int]

    /// The marker of a character a line may not start at without shaping again.
    static let unsafe = Int.min

    /// Whether a line may start (or end) before character `index` with the advances as they
    /// are: the text's two ends always may.
    func isSafeBoundary(_ index: Int) -> Bool {
        index == 0 || index == units.count || (index < lineStartKerning.count && lineStartKerning[index] != Self.unsafe)
    }
}
