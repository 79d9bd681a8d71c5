// Right-to-left and Indic paragraph measurement (Arabic and Hebrew in the system font, whose
// cascade sets them with the bundled Noto faces; Devanagari in Noto Sans Devanagari), compiled
// unchanged against two Strut checkouts by scripts/text/bench-scripts-instructions.sh.
//
// usage: ScriptsProbe <cold|make> <passes> <NotoSansDevanagari-Regular.ttf>
//   cold: every pass measures 150 paragraphs never measured before (50 per script, about 160
//         characters each, wrapped at 280 pt), a new word order per pass
//   make: makes the paragraphs and measures nothing (to subtract from cold's instructions)
// prints: <mode> <ns per paragraph> <checksum>
import Foundation
import StrutText

let arabic = ["مرحبا", "بالعالم", "كتاب", "المدرسة", "في", "من", "على", "الطريق", "جميل", "اليوم", "لا", "سلام"]
let hebrew = ["שלום", "עולם", "ספר", "בית", "הספר", "על", "את", "היום", "יפה", "דרך", "לא", "כן"]
let devanagari = ["नमस्ते", "दुनिया", "किताब", "विद्यालय", "में", "से", "पर", "रास्ता", "सुंदर", "आज", "नहीं", "हाँ"]

let arguments = CommandLine.arguments
let mode = arguments.count > 1 ? arguments[1] : "cold"
let passes = arguments.count > 2 ? Int(arguments[2]) ?? 3 : 3
let devanagariPath = arguments.count > 3 ? arguments[3] : ""
let system = Font.systemFont(ofSize: 17)
let devanagariFont = (try? FontFace(contentsOfFile: devanagariPath)).map { Font(face: $0, size: 17) } ?? system

/// 150 paragraphs: 50 Arabic, 50 Hebrew, 50 Devanagari, alternately; `seed` picks the words.
func paragraphs(seed: Int) -> [(String, TextStyle)] {
    (0..<150).map { i in
        let (words, font) = [(arabic, system), (hebrew, system), (devanagari, devanagariFont)][i % 3]
        var k = (i &* 2_654_435_761 &+ seed &* 40_503) & 0x7FFF_FFFF
        var text = ""
        while text.count < 160 {
            k = (k &* 1_103_515_245 &+ 12_345) & 0x7FFF_FFFF
            text += words[(k >> 8) % words.count] + " "
        }
        return (text + "\(seed).", TextStyle(font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping))
    }
}

let measurer = OpenTypeMeasurer()
var checksum: CGFloat = 0
var elapsed: UInt64 = 0
var measured = 0
// Fonts and tables are loaded before the clock starts.
for (text, style) in paragraphs(seed: 1) { checksum += measurer.layout(text, style: style, width: 280).size.height }
for pass in 0..<passes {
    let set = paragraphs(seed: 1_000 + pass)
    if mode == "make" {
        checksum += CGFloat(set.count)
        continue
    }
    let start = DispatchTime.now().uptimeNanoseconds
    for (text, style) in set { checksum += measurer.layout(text, style: style, width: 280).size.height }
    elapsed += DispatchTime.now().uptimeNanoseconds - start
    measured += set.count
}
print(mode, measured > 0 ? Double(elapsed) / Double(measured) : 0, checksum)
