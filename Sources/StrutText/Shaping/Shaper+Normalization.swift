import Foundation

extension Shaper {
    /// The scalars of one grapheme cluster as the face can draw them, HarfBuzz's way:
    /// 1. decompose: a lone character the face has is kept; otherwise (and always inside a
    ///    cluster of several) a character is split into its canonical decomposition when the
    ///    face has the last piece, recursively;
    /// 2. marks sorted by canonical combining class (not in Hebrew and Arabic, whose marks
    ///    HarfBuzz orders by its own classes, and which are only composed when that shortens them);
    /// 3. recompose: each mark not blocked by an earlier mark of equal or higher class joins the
    ///    starter when Unicode composes the pair and the face has the result.
    static func normalize(_ character: Character, face: FontFace, into scalars: inout [Unicode.Scalar]) {
        let original = character.unicodeScalars
        guard let first = original.first else { return }
        let script = ShapingScript(of: first)
        if script == .hebrew || script == .arabic {
            if original.count > 1, let composed = face.composedScalars(of: character) {
                scalars.append(contentsOf: composed)
            } else {
                scalars.append(contentsOf: original)
            }
            return
        }
        let has = { (scalar: Unicode.Scalar) in face.characterMap.glyph(for: scalar) != 0 }
        let shortest = original.count == 1
        let start = scalars.count
        for scalar in original {
            if scalar.value < 0xC0 || (shortest && has(scalar)) {
                scalars.append(scalar)
            } else if let parts = decomposition(of: scalar, shortest: shortest, has: has) {
                scalars.append(contentsOf: parts)
            } else {
                scalars.append(scalar)
            }
        }
        guard scalars.count - start > 1 else { return }
        reorderMarks(&scalars, from: start)
        recompose(&scalars, from: start, has: has)
    }

    /// The canonical decomposition (a, b) of `scalar` as pieces the face has, or `nil`.
    static func decomposition(of scalar: Unicode.Scalar, shortest: Bool, has: (Unicode.Scalar) -> Bool) -> [Unicode.Scalar]? {
        let full = Array(String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars)
        guard full != [scalar], let last = full.last else { return nil }
        let a: Unicode.Scalar
        let b: Unicode.Scalar?
        if full.count == 1 {
            a = last
            b = nil
        } else {
            let head = String(String.UnicodeScalarView(full.dropLast())).precomposedStringWithCanonicalMapping.unicodeScalars
            guard head.count == 1, let single = head.first else { return nil }
            a = single
            b = last
        }
        if let b, !has(b) { return nil }
        let tail = b.map { [$0] } ?? []
        if shortest && has(a) { return [a] + tail }
        if let inner = decomposition(of: a, shortest: shortest, has: has) { return inner + tail }
        if has(a) { return [a] + tail }
        return nil
    }

    private static func combiningClass(_ scalar: Unicode.Scalar) -> UInt8 {
        scalar.properties.canonicalCombiningClass.rawValue
    }

    /// Stable sort of each run of non-zero combining classes (Unicode's canonical ordering).
    static func reorderMarks(_ scalars: inout [Unicode.Scalar], from start: Int) {
        var i = start
        while i < scalars.count {
            guard combiningClass(scalars[i]) != 0 else {
                i += 1
                continue
            }
            var end = i
            while end < scalars.count, combiningClass(scalars[end]) != 0 { end += 1 }
            if end - i > 1 {
                let sorted = scalars[i..<end].enumerated().sorted {
                    let a = combiningClass($0.element)
                    let b = combiningClass($1.element)
                    return a != b ? a < b : $0.offset < $1.offset
                }.map(\.element)
                scalars.replaceSubrange(i..<end, with: sorted)
            }
            i = end
        }
    }

    /// The primary composite of `a` and `b`, if Unicode has one (composition exclusions never compose).
    static func compose(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Unicode.Scalar? {
        let composed = String(String.UnicodeScalarView([a, b])).precomposedStringWithCanonicalMapping.unicodeScalars
        guard composed.count == 1, let result = composed.first, result != a else { return nil }
        return result
    }

    static func recompose(_ scalars: inout [Unicode.Scalar], from start: Int, has: (Unicode.Scalar) -> Bool) {
        var output: [Unicode.Scalar] = []
        var starter: Int?
        for scalar in scalars[start...] {
            let isMark =
                scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .spacingMark
                || scalar.properties.generalCategory == .enclosingMark
            if isMark, let s = starter, s == output.count - 1 || combiningClass(output[output.count - 1]) < combiningClass(scalar),
                let composed = compose(output[s], scalar), has(composed)
            {
                output[s] = composed
                continue
            }
            output.append(scalar)
            if combiningClass(scalar) == 0 { starter = output.count - 1 }
        }
        scalars.replaceSubrange(start..., with: output)
    }
}
