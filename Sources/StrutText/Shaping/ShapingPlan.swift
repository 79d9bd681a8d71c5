import Foundation

/// Which lookups of a face run, in which order and on which glyphs, for one script and direction.
///
/// Features are grouped into stages as HarfBuzz groups them; within a stage the lookups of all
/// its features run once each in lookup-list order. Masks: bit 0 is set on every glyph (global
/// features); Arabic's positional forms have a bit each (see ``ArabicJoining``).
struct ShapingPlan: Sendable {
    var substitutions: [(index: Int, mask: UInt32)] = []
    var positions: [(index: Int, mask: UInt32)] = []
    /// The face has no `GPOS` kerning for this script but a legacy `kern` table.
    var appliesLegacyKerning = false

    /// The plan's Indic stages and feature data, for scripts shaped by ``Shaper``'s Indic path.
    var indic: IndicPlan?

    static let globalMask: UInt32 = 1
    /// Set in a lookup's mask (never on a glyph): its input may not leave the syllable it starts in.
    static let perSyllableBit: UInt32 = 1 << 31
    /// Set in a lookup's mask: ZWJ and ZWNJ are not stepped over when matching (Indic features,
    /// where a joiner asks for a half form or forbids a conjunct).
    static let manualJoinersBit: UInt32 = 1 << 30

    /// The default features, by stage, for `script` and `isRightToLeft`.
    static func stages(for script: ShapingScript, isRightToLeft: Bool) -> [[(tag: UInt32, mask: UInt32)]] {
        func g(_ tags: [StaticString]) -> [(tag: UInt32, mask: UInt32)] { tags.map { (UInt32(tag: $0), globalMask) } }
        let direction: [StaticString] = isRightToLeft ? ["rtla", "rtlm"] : ["ltra", "ltrm"]
        let common: [StaticString] = ["abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig"]
        let horizontal: [StaticString] = ["calt", "clig", "curs", "dist", "kern", "liga", "rclt"]
        if script == .arabic || script == .syriac {
            var stages: [[(tag: UInt32, mask: UInt32)]] = [g(["rvrn"]), g(direction + ["stch"]), g(["ccmp", "locl"])]
            for form in ArabicJoining.Form.allCases where form != .none {
                stages.append([(form.featureTag, form.mask)])
            }
            stages.append(g(["rlig"]))
            stages.append(g(["calt"]))
            stages.append(g(["rclt", "liga", "clig", "mset"] + common + horizontal))
            return stages
        }
        return [g(["rvrn"]), g(direction + common + horizontal)]
    }

    init() {}

    init(tables: ShapingTables, script: ShapingScript, isRightToLeft: Bool) {
        let stages = Self.stages(for: script, isRightToLeft: isRightToLeft)
        substitutions = Self.lookups(tables.substitution, stages: stages, script: script)
        positions = Self.lookups(tables.positioning, stages: [Array(stages.joined())], script: script)
        let kern = UInt32(tag: "kern")
        var hasGPOSKern = false
        if let system = tables.positioning.languageSystem(scripts: script.tags, language: nil) {
            hasGPOSKern = tables.positioning.lookupIndices(feature: kern, in: system) != nil
        }
        appliesLegacyKerning = !hasGPOSKern && tables.hasLegacyKerning
        if script.usesIndicShaper {
            indic = IndicPlan(tables: tables, script: script, isRightToLeft: isRightToLeft)
            positions = indic?.positions ?? []
        }
    }

    static func lookups(
        _ table: LayoutTable, stages: [[(tag: UInt32, mask: UInt32)]], script: ShapingScript
    ) -> [(index: Int, mask: UInt32)] {
        guard let system = table.languageSystem(scripts: script.tags, language: nil) else { return [] }
        var result: [(index: Int, mask: UInt32)] = []
        let found = table.lookupIndices(features: Set(stages.joined().map(\.tag)), in: system)
        for stage in stages {
            var masks: [Int: UInt32] = [:]
            for (tag, mask) in stage {
                for index in found[tag] ?? [] { masks[index, default: 0] |= mask }
            }
            result.append(contentsOf: masks.keys.sorted().map { ($0, masks[$0] ?? 0) })
        }
        return result
    }
}

/// A face's layout tables, indexed once, and the plans made from them (cached per script and
/// direction; thread-safe).
final class ShapingTables: @unchecked Sendable {
    let data: LayoutBytes
    let substitution: LayoutTable
    let positioning: LayoutTable
    let definitions: GlyphDefinitions
    let hasLegacyKerning: Bool
    private let lock = NSLock()
    /// Plans by script and direction (an enum key: no string built per call).
    private struct PlanKey: Hashable {
        let script: ShapingScript
        let isRightToLeft: Bool
    }
    private var plans: [PlanKey: ShapingPlan] = [:]

    init(bytes: [UInt8], gsub: Int?, gpos: Int?, gdef: Int?, hasLegacyKerning: Bool) {
        let data = LayoutBytes(bytes: bytes)
        self.data = data
        substitution = gsub.map { LayoutTable(data: data, table: $0, extensionType: 7) } ?? LayoutTable(data: data)
        positioning = gpos.map { LayoutTable(data: data, table: $0, extensionType: 9) } ?? LayoutTable(data: data)
        definitions = GlyphDefinitions(data: data, table: gdef)
        self.hasLegacyKerning = hasLegacyKerning
    }

    var hasPositioning: Bool { !positioning.lookups.isEmpty }

    func plan(script: ShapingScript, isRightToLeft: Bool) -> ShapingPlan {
        let key = PlanKey(script: script, isRightToLeft: isRightToLeft)
        lock.lock()
        if let plan = plans[key] {
            lock.unlock()
            return plan
        }
        lock.unlock()
        let plan = ShapingPlan(tables: self, script: script, isRightToLeft: isRightToLeft)
        lock.lock()
        plans[key] = plan
        lock.unlock()
        return plan
    }
}
