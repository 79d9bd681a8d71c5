import Foundation
import StrutText

extension AttributedTextLayout {
    /// A line's segments (logical order) as pieces in display order, left to right, each
    /// measured in its font: the line is resolved by the Unicode Bidirectional Algorithm
    /// (StrutText's `BidiParagraph`, UAX #9) as one text across its runs, in the paragraph
    /// `direction`; each directional run is cut where the fonts or colours change, and the
    /// parts of a right-to-left run are placed right to left. A piece's text stays in logical
    /// order (a renderer draws a right-to-left piece right to left).
    /// - Complexity: O(n) in the line's code points.
    static func visualPieces(_ segments: [Segment], direction: WritingDirection, measurer: any TextMeasuring) -> [Piece] {
        func piece(_ text: String, _ segment: Segment, rightToLeft: Bool) -> Piece {
            Piece(
                text: text, font: segment.font, color: segment.color, x: 0,
                width: measurer.width(of: Substring(text), font: segment.font), isRightToLeft: rightToLeft)
        }
        let needsBidi =
            direction == .rightToLeft || segments.contains { $0.text.unicodeScalars.contains { $0.value >= 0x590 } }
        var pieces: [Piece] = []
        if !needsBidi {
            pieces = segments.map { piece($0.text, $0, rightToLeft: false) }
        } else {
            // Scalars of the whole line and the segment each belongs to.
            var scalars: [Unicode.Scalar] = []
            var owner: [Int] = []
            for (k, segment) in segments.enumerated() {
                for scalar in segment.text.unicodeScalars {
                    scalars.append(scalar)
                    owner.append(k)
                }
            }
            let paragraph = BidiParagraph(scalars, direction: direction)
            for (range, level) in paragraph.visualRuns(of: 0..<scalars.count) {
                // The run's parts by segment, in logical order.
                var parts: [(segment: Int, scalars: String.UnicodeScalarView)] = []
                for i in range where !paragraph.isRemoved[i] {
                    if let last = parts.last, last.segment == owner[i] {
                        parts[parts.count - 1].scalars.append(scalars[i])
                    } else {
                        parts.append((owner[i], String.UnicodeScalarView([scalars[i]])))
                    }
                }
                let rightToLeft = level % 2 == 1
                if rightToLeft { parts.reverse() }
                pieces += parts.map { piece(String($0.scalars), segments[$0.segment], rightToLeft: rightToLeft) }
            }
        }
        var x: CGFloat = 0
        for k in pieces.indices {
            pieces[k].x = x
            x += pieces[k].width
        }
        return pieces
    }
}
