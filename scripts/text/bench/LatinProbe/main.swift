// Latin label measurement, timed: compiled unchanged against two Strut checkouts (before shaping
// and now) by scripts/text/bench-latin-before-after.sh, which runs the two alternately.
//
// usage: LatinProbe <warm|cold> <passes>
//   warm: the same 200 labels measured `passes` times (caches stay filled after the first pass)
//   cold: every pass measures 200 labels never measured before (a new word order per pass)
//   make: makes the cold labels and measures nothing (to subtract from cold's instructions)
// prints: <mode> <ns per label> <checksum>
import Foundation
import StrutText

let words = [
    "layout", "engine", "constraint", "label", "the", "a", "of", "width", "measures", "text", "quickly",
    "and", "correctly", "without", "UIKit", "on", "Linux", "every", "thread", "feed", "cell", "badge",
    "office", "traffic", "Tokyo", "AVATAR", "Wolf", "affine", "coffee", "Type", "fluffy", "x->y",
]

/// 200 labels: a one-line name (about 12 characters) and a paragraph (about 160 characters
/// wrapped at 280 pt) alternately, 17 pt; `seed` picks the words.
func labels(seed: Int) -> [(String, TextStyle, CGFloat)] {
    let font = Font.systemFont(ofSize: 17)
    let short = TextStyle(font: font, numberOfLines: 1)
    let long = TextStyle(font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    return (0..<200).map { i in
        var k = (i &* 2_654_435_761 &+ seed &* 40_503) & 0x7FFF_FFFF
        func next() -> String {
            k = (k &* 1_103_515_245 &+ 12_345) & 0x7FFF_FFFF
            return words[(k >> 8) % words.count]
        }
        if i % 2 == 0 { return ("\(next().capitalized) \(next()) \(seed % 97)", short, .greatestFiniteMagnitude) }
        var text = ""
        while text.count < 160 { text += next() + " " }
        return (text + "\(seed).", long, 280)
    }
}

let arguments = CommandLine.arguments
let mode = arguments.count > 1 ? arguments[1] : "warm"
let passes = arguments.count > 2 ? Int(arguments[2]) ?? 20 : 20
let measurer = OpenTypeMeasurer()
var checksum: CGFloat = 0
var elapsed: UInt64 = 0
var measured = 0
let warmSet = labels(seed: 1)
// Fonts, tables and (for warm) caches are loaded before the clock starts.
for (text, style, width) in warmSet { checksum += measurer.layout(text, style: style, width: width).size.height }
for pass in 0..<passes {
    let set = mode == "warm" ? warmSet : labels(seed: 1_000 + pass)
    if mode == "make" {
        checksum += CGFloat(set.count)
        continue
    }
    let start = DispatchTime.now().uptimeNanoseconds
    for (text, style, width) in set { checksum += measurer.layout(text, style: style, width: width).size.height }
    elapsed += DispatchTime.now().uptimeNanoseconds - start
    measured += set.count
}
print(mode, Double(elapsed) / Double(measured), checksum)
