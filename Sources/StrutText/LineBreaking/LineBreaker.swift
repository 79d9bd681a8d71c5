/// Where a line may or must end: the default Unicode Line Breaking Algorithm (UAX #14, Unicode
/// 15.0), with numbers handled by the regular expression of UAX #14 §8.2 example 7, as Unicode's
/// LineBreakTest.txt expects.
///
/// The rules LB4–LB31 are applied in order to each position between two code points; the few
/// that look across runs of spaces (LB8, LB14–LB17), combining marks (LB9), regional indicators
/// (LB30a) and numbers (LB25) carry their context in a small state, so one pass is enough.
public enum LineBreaker {
    /// What may happen between two code points.
    public enum Opportunity: Sendable, Hashable {
        /// No break here (×).
        case prohibited
        /// A line may end here (÷).
        case allowed
        /// A line must end here (hard line break: LF, CR, NEL, LS, PS, VT, FF).
        case mandatory
    }

    /// The break opportunity after each scalar of `scalars`: element `i` says what may happen
    /// between scalar `i` and scalar `i + 1`; the last element is always `.mandatory` (LB3).
    /// - Complexity: O(n).
    public static func opportunities(in scalars: some Collection<Unicode.Scalar>) -> [Opportunity] {
        if let view = scalars as? String.UnicodeScalarView, let properties = asciiProperties(of: String(view)) {
            return opportunities(properties)
        }
        var properties: [LineBreakProperties] = []
        properties.reserveCapacity(scalars.count)
        for scalar in scalars { properties.append(LineBreakProperties(scalar)) }
        return opportunities(properties)
    }

    /// The properties of each byte of `text` when it is all ASCII (one table read each, no
    /// scalar decoding); `nil` otherwise.
    static func asciiProperties(of text: String) -> [LineBreakProperties]? {
        let table = LineBreakProperties.lowTable
        let properties = text.utf8.withContiguousStorageIfAvailable { bytes -> [LineBreakProperties]? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            return bytes.map { LineBreakProperties(raw: table[Int($0)]) }
        }
        return properties ?? nil
    }

    /// The positions (in `text.unicodeScalars`) where a line may start, with whether the break
    /// before them is mandatory. Breaks that would split a grapheme cluster are left out.
    /// - Complexity: O(n).
    public static func breaks(in text: String) -> [(index: String.Index, isMandatory: Bool)] {
        breaks(in: text, visitingCluster: {})
    }

    /// ``breaks(in:)``, calling `visit` once per grapheme cluster it steps over: the whole of its
    /// work besides computing the opportunities, so tests can count it.
    ///
    /// The clusters are walked forwards once. Asking each scalar position whether it is a
    /// cluster boundary instead (`samePosition(in:)`) looks back over a run of regional
    /// indicators every time, which made a run of n flags cost O(n²).
    static func breaks(in text: String, visitingCluster visit: () -> Void) -> [(index: String.Index, isMandatory: Bool)] {
        let scalars = text.unicodeScalars
        let result = opportunities(in: scalars)
        var breaks: [(index: String.Index, isMandatory: Bool)] = []
        var scalarOffset = 0
        var index = text.startIndex
        while index != text.endIndex {
            visit()
            let next = text.index(after: index)
            scalarOffset += scalars.distance(from: index, to: next)
            if next != text.endIndex, result[scalarOffset - 1] != .prohibited {
                breaks.append((next, result[scalarOffset - 1] == .mandatory))
            }
            index = next
        }
        return breaks
    }

    private static let notAttachable = LineBreakClassSet(.BK, .CR, .LF, .NL, .SP, .ZW)
    private static let closing = LineBreakClassSet(.CL, .CP, .EX, .IS, .SY)
    private static let numberContinuation = LineBreakClassSet(.NU, .SY, .IS, .CL, .CP)
    private static let afterJL = LineBreakClassSet(.JL, .JV, .H2, .H3)
    private static let letters = LineBreakClassSet(.AL, .HL)
    private static let korean = LineBreakClassSet(.JL, .JV, .JT, .H2, .H3)

    private enum NumberState {
        case none
        /// After NU (NU | SY | IS)*.
        case inNumber
        /// After NU (NU | SY | IS)* (CL | CP).
        case closed
    }

    static func opportunities(_ properties: [LineBreakProperties]) -> [Opportunity] {
        let count = properties.count
        guard count > 0 else { return [] }
        var result = [Opportunity](repeating: .prohibited, count: count)
        result[count - 1] = .mandatory

        // The resolved class of the text before the current position, after LB9 and LB10.
        var first = properties[0].lineBreakClass
        if first == .CM || first == .ZWJ { first = .AL }
        var base = first
        var baseProperties = properties[0]
        var previousRaw = properties[0].lineBreakClass
        var beforeBase: LineBreakClass? = nil
        var beforeSpaces = first
        var regionalIndicators = first == .RI ? 1 : 0
        var number: NumberState = first == .NU ? .inNumber : .none

        for i in 1..<count {
            let nextProperties = properties[i]
            let raw = nextProperties.lineBreakClass
            let attaches = (raw == .CM || raw == .ZWJ) && !Self.notAttachable.contains(previousRaw)
            var next = raw
            if (raw == .CM || raw == .ZWJ) && !attaches { next = .AL }
            let spaced = base == .SP ? beforeSpaces : base

            result[i - 1] = decide(
                previousRaw: previousRaw, base: base, baseProperties: baseProperties,
                beforeBase: beforeBase, spaced: spaced, rawNext: raw, next: next, attaches: attaches,
                nextProperties: nextProperties, regionalIndicators: regionalIndicators, number: number,
                properties: properties, index: i)

            previousRaw = raw
            if attaches { continue }
            if next == .SP {
                if base != .SP { beforeSpaces = base }
            } else {
                beforeSpaces = next
            }
            beforeBase = base
            base = next
            baseProperties = nextProperties
            regionalIndicators = next == .RI ? regionalIndicators + 1 : 0
            switch next {
            case .NU: number = .inNumber
            case .SY, .IS: number = number == .inNumber ? .inNumber : .none
            case .CL, .CP: number = number == .inNumber ? .closed : .none
            default: number = .none
            }
        }
        return result
    }

    // swiftlint:disable:next function_parameter_count cyclomatic_complexity
    private static func decide(
        previousRaw: LineBreakClass, base: LineBreakClass, baseProperties: LineBreakProperties,
        beforeBase: LineBreakClass?, spaced: LineBreakClass, rawNext: LineBreakClass,
        next: LineBreakClass, attaches: Bool, nextProperties: LineBreakProperties,
        regionalIndicators: Int, number: NumberState, properties: [LineBreakProperties], index: Int
    ) -> Opportunity {
        /// The class after `next`, skipping combining marks (for LB25's `PR (OP | HY) NU`).
        func lookahead() -> LineBreakClass? {
            var k = index + 1
            while k < properties.count {
                let c = properties[k].lineBreakClass
                if c != .CM && c != .ZWJ { return c }
                k += 1
            }
            return nil
        }
        // LB4, LB5: hard breaks.
        if previousRaw == .BK { return .mandatory }
        if previousRaw == .CR && rawNext == .LF { return .prohibited }
        if previousRaw == .CR || previousRaw == .LF || previousRaw == .NL { return .mandatory }
        // LB6, LB7.
        if Self.notAttachable.contains(rawNext) { return .prohibited }
        // LB8: ZW SP* ÷
        if spaced == .ZW { return .allowed }
        // LB8a: ZWJ ×
        if previousRaw == .ZWJ { return .prohibited }
        // LB9: X (CM | ZWJ)* is X.
        if attaches { return .prohibited }
        // LB11, LB12, LB12a.
        if next == .WJ || base == .WJ { return .prohibited }
        if base == .GL { return .prohibited }
        if next == .GL && base != .SP && base != .BA && base != .HY { return .prohibited }
        // LB13.
        if Self.closing.contains(next) { return .prohibited }
        // LB14–LB17: across spaces.
        if spaced == .OP { return .prohibited }
        if spaced == .QU && next == .OP { return .prohibited }
        if (spaced == .CL || spaced == .CP) && next == .NS { return .prohibited }
        if spaced == .B2 && next == .B2 { return .prohibited }
        // LB18.
        if base == .SP { return .allowed }
        // LB19, LB20.
        if next == .QU || base == .QU { return .prohibited }
        if next == .CB || base == .CB { return .allowed }
        // LB21, LB21a, LB21b, LB22.
        if next == .BA || next == .HY || next == .NS || base == .BB { return .prohibited }
        if beforeBase == .HL && (base == .HY || base == .BA) { return .prohibited }
        if base == .SY && next == .HL { return .prohibited }
        if next == .IN { return .prohibited }
        // LB23, LB23a, LB24.
        let letter = Self.letters
        if (letter.contains(base) && next == .NU) || (base == .NU && letter.contains(next)) { return .prohibited }
        if base == .PR && (next == .ID || next == .EB || next == .EM) { return .prohibited }
        if (base == .ID || base == .EB || base == .EM) && next == .PO { return .prohibited }
        if (base == .PR || base == .PO) && letter.contains(next) { return .prohibited }
        if letter.contains(base) && (next == .PR || next == .PO) { return .prohibited }
        // LB25 (UAX #14 §8.2 example 7).
        if (base == .PR || base == .PO) && next == .NU { return .prohibited }
        if (base == .PR || base == .PO) && (next == .OP || next == .HY) && lookahead() == .NU { return .prohibited }
        if (base == .OP || base == .HY) && next == .NU { return .prohibited }
        if number == .inNumber && Self.numberContinuation.contains(next) { return .prohibited }
        if number != .none && (next == .PO || next == .PR) { return .prohibited }
        // LB26, LB27: Korean syllables.
        if base == .JL && Self.afterJL.contains(next) { return .prohibited }
        if (base == .JV || base == .H2) && (next == .JV || next == .JT) { return .prohibited }
        if (base == .JT || base == .H3) && next == .JT { return .prohibited }
        let korean = Self.korean
        if korean.contains(base) && next == .PO { return .prohibited }
        if base == .PR && korean.contains(next) { return .prohibited }
        // LB28, LB29.
        if letter.contains(base) && letter.contains(next) { return .prohibited }
        if base == .IS && letter.contains(next) { return .prohibited }
        // LB30: letters and numbers against non-East-Asian parentheses.
        if (letter.contains(base) || base == .NU) && next == .OP && !nextProperties.isEastAsianWide { return .prohibited }
        if base == .CP && !baseProperties.isEastAsianWide && (letter.contains(next) || next == .NU) { return .prohibited }
        // LB30a: regional indicator pairs.
        if base == .RI && next == .RI && regionalIndicators % 2 == 1 { return .prohibited }
        // LB30b: emoji modifiers.
        if next == .EM && (base == .EB || baseProperties.isUnassignedPictographic) { return .prohibited }
        // LB31.
        return .allowed
    }
}
