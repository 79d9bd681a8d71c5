import Foundation
import StrutText

/// Text in runs of fonts and colours: the value behind a label's attributed text (what
/// UIKit's `NSAttributedString` carries for a label, as a `Sendable` value).
///
/// A run without a font or colour takes the label's ``Label/font`` or ``Label/textColor``.
///
/// ```swift
/// let price = AttributedText([
///     .init("$", font: .systemFont(ofSize: 12)),
///     .init("42", font: .systemFont(ofSize: 28, weight: .bold), color: .red),
/// ])
/// label.richText = price
/// ```
public struct AttributedText: Sendable, Hashable, ExpressibleByStringLiteral {
    /// A stretch of text with one font and one colour.
    public struct Run: Sendable, Hashable {
        /// The characters.
        public var text: String
        /// The font; `nil` for the label's.
        public var font: Font?
        /// The colour; `nil` for the label's.
        public var color: Color?

        /// A run.
        public init(_ text: String, font: Font? = nil, color: Color? = nil) {
            self.text = text
            self.font = font
            self.color = color
        }
    }

    /// The runs, in reading order. Empty runs are dropped; neighbouring runs with the same
    /// attributes are merged.
    public private(set) var runs: [Run]

    /// Text from runs.
    public init(_ runs: [Run]) {
        var merged: [Run] = []
        for run in runs where !run.text.isEmpty {
            if let last = merged.last, last.font == run.font, last.color == run.color {
                merged[merged.count - 1].text += run.text
            } else {
                merged.append(run)
            }
        }
        self.runs = merged
    }

    /// One run with the label's attributes.
    public init(stringLiteral value: String) { self.init([Run(value)]) }

    /// All the characters.
    public var string: String { runs.map(\.text).joined() }

    /// The text followed by `other`.
    public static func + (lhs: AttributedText, rhs: AttributedText) -> AttributedText {
        AttributedText(lhs.runs + rhs.runs)
    }

    /// The runs with every font and colour filled in, fonts scaled by `fontScale`.
    func resolved(font: Font, color: Color, fontScale: CGFloat = 1) -> [(text: String, font: Font, color: Color)] {
        runs.map { run in
            let f = run.font ?? font
            return (run.text, fontScale == 1 ? f : f.withSize(f.size * fontScale), run.color ?? color)
        }
    }
}
