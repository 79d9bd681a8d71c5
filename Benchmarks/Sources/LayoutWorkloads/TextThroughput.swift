import Foundation
import StrutText

/// Text measurement throughput (issue 4): a fixed mix of labels measured with the default
/// ``OpenTypeMeasurer`` — line breaking, kerning, pixel rounding — against a trivial baseline
/// that sums advances measured in advance, so the table has a ratio.
public enum TextThroughput {
    /// One label of the mix.
    public struct Item {
        public let text: String
        public let style: TextStyle
        public let width: CGFloat
    }

    static let words = [
        "layout", "engine", "constraint", "label", "the", "a", "of", "width", "measures", "text", "quickly",
        "and", "correctly", "without", "UIKit", "on", "Linux", "every", "thread", "feed", "cell", "badge",
    ]

    /// `count` labels, alternating: a short one-line label (a name, about 12 characters) and a
    /// multi-line paragraph (about 160 characters, wrapped at 280 points, unlimited lines),
    /// all in the default 17-point font; the words vary with the index.
    public static func mix(_ count: Int) -> [Item] {
        let font = Font.systemFont(ofSize: 17)
        let short = TextStyle(font: font, numberOfLines: 1)
        let long = TextStyle(font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        return (0..<count).map { i in
            if i % 2 == 0 {
                return Item(text: "Name \(i) \(words[i % words.count])", style: short, width: .greatestFiniteMagnitude)
            }
            var text = ""
            var k = i
            while text.count < 160 {
                text += words[k % words.count] + " "
                k = (k &* 31 &+ 7) & 0xFFFF
            }
            return Item(text: text + "\(i).", style: long, width: 280)
        }
    }

    /// The characters in a mix.
    public static func characters(_ items: [Item]) -> Int { items.reduce(0) { $0 + $1.text.count } }

    /// Measures every label; returns the summed heights (so nothing is optimised away).
    public static func measure(_ items: [Item]) -> CGFloat {
        let measurer = OpenTypeMeasurer()
        var total: CGFloat = 0
        for item in items {
            total += measurer.layout(item.text, style: item.style, width: item.width).size.height
        }
        return total
    }

    /// The baseline: each label's advances, measured beforehand, summed.
    public static func sumCachedAdvances(_ advances: [[CGFloat]]) -> CGFloat {
        var total: CGFloat = 0
        for label in advances {
            for a in label { total += a }
        }
        return total
    }

    /// The pair: baseline, then measurement, over a mix of `count` labels.
    public static func workloads(_ count: Int = 200) -> (baseline: Workload, measure: Workload) {
        let items = mix(count)
        let advances = items.map { $0.style.font.characterAdvances(of: $0.text) }
        let characters = characters(items)
        return (
            .simple("text: sum cached advances (\(count) labels)", units: characters, unitName: "char") { sumCachedAdvances(advances) },
            .simple("text: measure with line breaking (\(count) labels)", units: characters, unitName: "char") { measure(items) }
        )
    }
}
