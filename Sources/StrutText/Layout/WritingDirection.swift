/// The direction a paragraph is written in, as ``TextAlignment/natural`` resolves it.
public enum WritingDirection: Sendable, Hashable {
    case leftToRight
    case rightToLeft

    /// The direction of the first strong character of `text` (UAX #9 rules P2–P3: the first
    /// character of Bidi_Class L, R or AL outside isolates); left-to-right when there is none.
    /// - Complexity: O(n) until the first strong character.
    public init(firstStrongIn text: some StringProtocol) {
        var isolates = 0
        for scalar in text.unicodeScalars {
            switch BidiClass(scalar) {
            case .L where isolates == 0:
                self = .leftToRight
                return
            case .R where isolates == 0, .AL where isolates == 0:
                self = .rightToLeft
                return
            case .LRI, .RLI, .FSI: isolates += 1
            case .PDI: isolates = max(isolates - 1, 0)
            case .B:
                self = .leftToRight
                return
            default: break
            }
        }
        self = .leftToRight
    }
}
