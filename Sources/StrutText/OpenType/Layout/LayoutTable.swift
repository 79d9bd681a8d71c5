/// A `GSUB` or `GPOS` table: its scripts, language systems, features and lookups.
///
/// Lookups are indexed once (type, flags, mark filtering set and subtable offsets, extension
/// subtables resolved); subtables are read in place when applied.
struct LayoutTable: Sendable {
    /// One lookup of the lookup list.
    struct Lookup: Sendable {
        /// The lookup type after resolving extensions (GSUB 1–8, GPOS 1–8).
        let type: Int
        /// `LookupFlag`: 0x1 right-to-left (cursive), 0x2 ignore bases, 0x4 ignore ligatures,
        /// 0x8 ignore marks, 0x10 use mark filtering set, 0xFF00 mark attachment class.
        let flag: Int
        /// The mark glyph set when `flag & 0x10`.
        let markFilteringSet: Int?
        /// Absolute offsets of the subtables.
        let subtables: [Int]
        /// The glyphs a subtable can start at (a bit per glyph), or `nil` when unknown: a
        /// glyph outside it is passed over without reading any subtable (HarfBuzz's digest).
        var firstGlyphs: [UInt64]? = nil

        /// For a ligature lookup whose every ligature has two or more components: the glyphs
        /// that can be a second component (a bit per glyph); `nil` otherwise.
        var secondGlyphs: [UInt64]? = nil

        /// For a pair positioning lookup: each subtable's two ClassDefs expanded, when the
        /// subtable is format 2 (`nil` for format 1); empty for other lookups.
        var pairClasses: [(first: DenseClassDef, second: DenseClassDef)?] = []
        /// For a pair positioning lookup: each subtable's coverage expanded; empty otherwise.
        var pairCoverages: [DenseCoverage] = []

        /// Whether a ligature of this lookup can have `glyph` as its second component.
        @inline(__always)
        func maySecond(_ glyph: Int) -> Bool {
            guard let secondGlyphs else { return true }
            let word = glyph >> 6
            return word < secondGlyphs.count && secondGlyphs[word] & (1 << UInt64(glyph & 63)) != 0
        }

        @inline(__always)
        func mayStart(at glyph: Int) -> Bool {
            guard let firstGlyphs else { return true }
            let word = glyph >> 6
            return word < firstGlyphs.count && firstGlyphs[word] & (1 << UInt64(glyph & 63)) != 0
        }
    }

    let data: LayoutBytes
    let lookups: [Lookup]
    private let scriptList: Int?
    private let featureList: Int?

    /// An empty table (the font has none).
    init(data: LayoutBytes) {
        self.data = data
        lookups = []
        scriptList = nil
        featureList = nil
    }

    /// Indexes the table at `table`; `extensionType` is 7 for GSUB and 9 for GPOS.
    init(data: LayoutBytes, table: Int, extensionType: Int) {
        self.data = data
        scriptList = data.offset(table + 4, from: table)
        featureList = data.offset(table + 6, from: table)
        var lookups: [Lookup] = []
        // Expanded coverages and class definitions by table offset: lookups and subtables may
        // name one table many times, and each expansion is as long as the glyph count (a 4 KB
        // font made thousands of them; found by the font fuzzer). A repeat shares the storage.
        var coverages: [Int: DenseCoverage] = [:]
        var classDefs: [Int: DenseClassDef] = [:]
        func coverage(_ offset: Int) -> DenseCoverage {
            if let known = coverages[offset] { return known }
            let made = DenseCoverage(data, table: offset)
            coverages[offset] = made
            return made
        }
        func classDef(_ offset: Int?) -> DenseClassDef {
            let key = offset ?? -1
            if let known = classDefs[key] { return known }
            let made = DenseClassDef(data, table: offset)
            classDefs[key] = made
            return made
        }
        // First-glyph digests of coverage tables by offset, shared like the expansions above.
        var coverageDigests: [Int: [UInt64]?] = [:]
        func digest(_ offset: Int) -> [UInt64]? {
            if let known = coverageDigests[offset] { return known }
            let made = Self.coverageDigest(data, offset)
            coverageDigests[offset] = made
            return made
        }
        // A lookup list may name one lookup table many times (a hostile 4 KB font names one
        // thousands of times): a repeat shares the indexed entry.
        var lookupsByOffset: [Int: Lookup] = [:]
        if let list = data.offset(table + 8, from: table) {
            let count = data.entries(data.u16(list), of: 2, from: list + 2)
            lookups.reserveCapacity(count)
            for i in 0..<count {
                guard let lookup = data.offset(list + 2 + 2 * i, from: list) else {
                    lookups.append(Lookup(type: 0, flag: 0, markFilteringSet: nil, subtables: []))
                    continue
                }
                if let known = lookupsByOffset[lookup] {
                    lookups.append(known)
                    continue
                }
                var type = data.u16(lookup)
                let flag = data.u16(lookup + 2)
                let subtableCount = data.u16(lookup + 4)
                var subtables: [Int] = []
                subtables.reserveCapacity(data.entries(subtableCount, of: 2, from: lookup + 6))
                for s in 0..<data.entries(subtableCount, of: 2, from: lookup + 6) {
                    guard var subtable = data.offset(lookup + 6 + 2 * s, from: lookup) else { continue }
                    if type == extensionType || (s > 0 && data.u16(lookup) == extensionType) {
                        type = data.u16(subtable + 2)
                        subtable += data.u32(subtable + 4)
                    }
                    subtables.append(subtable)
                }
                let markSet = flag & 0x10 != 0 ? data.u16(lookup + 6 + 2 * subtableCount) : nil
                var entry = Lookup(type: type, flag: flag, markFilteringSet: markSet, subtables: subtables)
                entry.firstGlyphs = Self.firstGlyphs(
                    data, type: type, subtables: subtables, isPositioning: extensionType == 9, digest: digest)
                if type == 4 && extensionType == 7 { entry.secondGlyphs = Self.secondGlyphs(data, subtables: subtables) }
                if type == 2 && extensionType == 9 {
                    entry.pairCoverages = subtables.map { subtable in
                        coverage(data.offset(subtable + 2, from: subtable) ?? -1)
                    }
                }
                if type == 2 && extensionType == 9, subtables.contains(where: { data.u16($0) == 2 }) {
                    entry.pairClasses = subtables.map { subtable in
                        guard data.u16(subtable) == 2 else { return nil }
                        return (
                            classDef(data.offset(subtable + 8, from: subtable)),
                            classDef(data.offset(subtable + 10, from: subtable))
                        )
                    }
                }
                lookups.append(entry)
                lookupsByOffset[lookup] = entry
            }
        }
        self.lookups = lookups
    }

    /// The language system for `scripts` (the first present, then `DFLT`, `dflt`, `latn`, as
    /// HarfBuzz chooses) and `language` (its default when absent).
    func languageSystem(scripts: [UInt32], language: UInt32?) -> Int? {
        guard let scriptList else { return nil }
        let count = data.u16(scriptList)
        func find(_ tag: UInt32) -> Int? {
            for i in 0..<count where data.tag(scriptList + 2 + 6 * i) == tag {
                return data.offset(scriptList + 2 + 6 * i + 4, from: scriptList)
            }
            return nil
        }
        let fallbacks = [UInt32(tag: "DFLT"), UInt32(tag: "dflt"), UInt32(tag: "latn")]
        guard let script = (scripts + fallbacks).lazy.compactMap(find).first else { return nil }
        if let language {
            let langCount = data.u16(script + 2)
            for i in 0..<langCount where data.tag(script + 4 + 6 * i) == language {
                if let system = data.offset(script + 4 + 6 * i + 4, from: script) { return system }
            }
        }
        return data.offset(script, from: script)
    }

    /// The lookup indices of feature `tag` in the language system at `system` (the first
    /// feature of that tag it lists), or `nil` when the system has no such feature.
    func lookupIndices(feature tag: UInt32, in system: Int) -> [Int]? {
        lookupIndices(features: [tag], in: system)[tag]
    }

    /// ``lookupIndices(feature:in:)`` for several tags in one pass over the language system's
    /// feature indices: the cost is the length of that list plus the lookups returned, not their
    /// product (a font may list 65,535 features; a shaping plan asks for a score of tags).
    /// Tags the system lacks are absent from the result.
    func lookupIndices(features tags: Set<UInt32>, in system: Int) -> [UInt32: [Int]] {
        guard let featureList, !tags.isEmpty else { return [:] }
        let featureCount = data.u16(featureList)
        // The first feature of each wanted tag with a readable offset, in the system's order
        // (the required feature first).
        var found: [UInt32: Int] = [:]
        func visit(_ index: Int) {
            guard index < featureCount else { return }
            let record = featureList + 2 + 6 * index
            let tag = data.tag(record)
            guard tags.contains(tag), found[tag] == nil, let feature = data.offset(record + 4, from: featureList) else { return }
            found[tag] = feature
        }
        let required = data.u16(system + 2)
        if required != 0xFFFF { visit(required) }
        for i in 0..<data.u16(system + 4) {
            visit(data.u16(system + 6 + 2 * i))
            if found.count == tags.count { break }
        }
        return found.mapValues { feature in
            (0..<data.u16(feature + 2)).map { data.u16(feature + 4 + 2 * $0) }.filter { $0 < lookups.count }
        }
    }

    /// The second components of every ligature of `subtables` (LigatureSubst format 1), or
    /// `nil` when a ligature has a single component or a subtable is not understood.
    static func secondGlyphs(_ data: LayoutBytes, subtables: [Int]) -> [UInt64]? {
        var bits: [UInt64] = []
        // Subtables and ligature sets named more than once are read once; counts stop at the
        // end of the data (a hostile font repeats one table thousands of times).
        var seenSubtables = Set<Int>()
        var seenSets = Set<Int>()
        for subtable in subtables where seenSubtables.insert(subtable).inserted {
            guard data.u16(subtable) == 1 else { return nil }
            for s in 0..<data.entries(data.u16(subtable + 4), of: 2, from: subtable + 6) {
                guard let set = data.offset(subtable + 6 + 2 * s, from: subtable), seenSets.insert(set).inserted else { continue }
                for l in 0..<data.entries(data.u16(set), of: 2, from: set + 2) {
                    guard let ligature = data.offset(set + 2 + 2 * l, from: set) else { continue }
                    guard data.u16(ligature + 2) >= 2 else { return nil }
                    let glyph = data.u16(ligature + 4)
                    let word = glyph >> 6
                    if word >= bits.count { bits.append(contentsOf: repeatElement(0, count: word - bits.count + 1)) }
                    bits[word] |= 1 << UInt64(glyph & 63)
                }
            }
        }
        return bits
    }

    /// The glyphs of the Coverage table at `coverage` (a bit per glyph), or `nil` when its
    /// format is not understood or its ranges are not in increasing glyph order.
    /// - Complexity: O(n + g / 64), n the table's entries and g the largest glyph covered.
    static func coverageDigest(_ data: LayoutBytes, _ coverage: Int) -> [UInt64]? {
        var bits: [UInt64] = []
        func set(_ glyph: Int) {
            let word = glyph >> 6
            if word >= bits.count { bits.append(contentsOf: repeatElement(0, count: word - bits.count + 1)) }
            bits[word] |= 1 << UInt64(glyph & 63)
        }
        switch data.u16(coverage) {
        case 1:
            for k in 0..<data.entries(data.u16(coverage + 2), of: 2, from: coverage + 4) { set(data.u16(coverage + 4 + 2 * k)) }
        case 2:
            // Sorted, non-overlapping ranges (as the format requires) cost one write per glyph
            // at most; a range reaching back is not understood (every glyph is then tried).
            var next = 0
            for k in 0..<data.u16(coverage + 2) {
                let record = coverage + 4 + 6 * k
                let first = data.u16(record)
                let last = data.u16(record + 2)
                guard last >= first, first >= next else { return nil }
                for glyph in first...last { set(glyph) }
                next = last + 1
            }
        default:
            return nil
        }
        return bits
    }

    /// The union of the first-glyph coverages of `subtables` (each coverage's bits from
    /// `digest`), or `nil` when a subtable's format is not understood (then every glyph is tried).
    static func firstGlyphs(
        _ data: LayoutBytes, type: Int, subtables: [Int], isPositioning: Bool, digest: (Int) -> [UInt64]?
    ) -> [UInt64]? {
        var bits: [UInt64] = []
        var added = Set<Int>()
        func add(_ coverage: Int) -> Bool {
            guard added.insert(coverage).inserted else { return true }
            guard let more = digest(coverage) else { return false }
            if more.count > bits.count { bits.append(contentsOf: repeatElement(0, count: more.count - bits.count)) }
            for (word, value) in more.enumerated() { bits[word] |= value }
            return true
        }
        let contextType = isPositioning ? 7 : 5
        let chainedType = isPositioning ? 8 : 6
        for subtable in subtables {
            let format = data.u16(subtable)
            var coverage: Int?
            switch type {
            case contextType:
                coverage = format == 3 ? subtable + data.u16(subtable + 6) : subtable + data.u16(subtable + 2)
            case chainedType:
                if format == 3 {
                    let inputAt = subtable + 4 + 2 * data.u16(subtable + 2)
                    coverage = subtable + data.u16(inputAt + 2)
                } else {
                    coverage = subtable + data.u16(subtable + 2)
                }
            case 1...8:
                coverage = subtable + data.u16(subtable + 2)
            default:
                coverage = nil
            }
            guard let coverage, add(coverage) else { return nil }
        }
        return bits
    }
}
