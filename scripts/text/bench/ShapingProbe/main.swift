// Strut's half of scripts/text/bench-shaping.sh: shapes the strings of a corpus file (one
// "font path<TAB>face index<TAB>group<TAB>text" per line, the same file the HarfBuzz harness
// reads) with `Shaper.shape`, each group `passes` times, and prints per group:
//   <group> <strings> <ns per string> <sum of x advances of one pass>
// The sums must equal the HarfBuzz harness's (same glyphs, same advances).
import Foundation
import StrutText

let arguments = CommandLine.arguments
guard arguments.count > 2, let passes = Int(arguments[2]),
    let corpus = try? String(contentsOfFile: arguments[1], encoding: .utf8)
else {
    FileHandle.standardError.write(Data("usage: ShapingProbe <corpus.tsv> <passes>\n".utf8))
    exit(2)
}
var groups: [String] = []
var byGroup: [String: [(FontFace, String)]] = [:]
var faces: [String: FontFace] = [:]
for line in corpus.split(separator: "\n") {
    let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
    guard fields.count == 4 else { continue }
    let key = fields[0] + "#" + fields[1]
    if faces[key] == nil { faces[key] = try? FontFace(contentsOfFile: fields[0], faceIndex: Int(fields[1]) ?? 0) }
    guard let face = faces[key] else { continue }
    if byGroup[fields[2]] == nil { groups.append(fields[2]) }
    byGroup[fields[2], default: []].append((face, fields[3].replacingOccurrences(of: "\\n", with: "\n")))
}
for group in groups {
    let items = byGroup[group] ?? []
    var sum = 0
    // One pass untimed: plans and per-face tables are built before the clock starts.
    for (face, text) in items { sum += Shaper.shape(text, face: face).reduce(0) { $0 + $1.xAdvance } }
    let start = DispatchTime.now().uptimeNanoseconds
    var sink = 0
    for _ in 0..<passes {
        for (face, text) in items { sink &+= Shaper.shape(text, face: face).count }
    }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    print(group, items.count, Double(elapsed) / Double(passes * items.count), sum, sink == 0 ? "" : "")
}
