/// The lookups of an Indic script, in HarfBuzz's Indic stages:
/// 1. `rvrn`; the direction's `ltra`, `ltrm`; `locl` and `ccmp` (per syllable);
/// 2. (initial reordering) each basic feature in its own stage, in this order: `nukt`, `akhn`,
///    `rphf`, `rkrf`, `pref`, `blwf`, `abvf`, `half`, `pstf`, `vatu`, `cjct`;
/// 3. (final reordering) `init`, `pres`, `abvs`, `blws`, `psts`, `haln` with the common and
///    horizontal features (`calt`, `clig`, `liga`, `rlig`, …) in one stage.
///
/// `rphf`, `half`, `blwf`, `abvf`, `pstf`, `pref` and `init` act only on the glyphs the
/// reordering marks for them (a mask bit each).
struct IndicPlan: Sendable {
    static let rphfMask: UInt32 = 1 << 1
    static let halfMask: UInt32 = 1 << 2
    static let blwfMask: UInt32 = 1 << 3
    static let abvfMask: UInt32 = 1 << 4
    static let pstfMask: UInt32 = 1 << 5
    static let prefMask: UInt32 = 1 << 6
    static let initMask: UInt32 = 1 << 7

    var early: [(index: Int, mask: UInt32)] = []
    var basic: [(index: Int, mask: UInt32)] = []
    var late: [(index: Int, mask: UInt32)] = []
    var positions: [(index: Int, mask: UInt32)] = []
    /// The lookups of the features the reordering asks "would this substitute?" about.
    var rphf: [Int] = []
    var blwf: [Int] = []
    var pstf: [Int] = []
    var pref: [Int] = []
    var vatu: [Int] = []
    /// The face has a `rphf` feature for the script (else Ra + halant never becomes a reph).
    var hasReph = false

    init(tables: ShapingTables, script: ShapingScript, isRightToLeft: Bool) {
        // HarfBuzz's Indic features are per syllable, and (but for `locl` and `ccmp`) match
        // joiners as written.
        let syllableOnly = ShapingPlan.globalMask | ShapingPlan.perSyllableBit
        let perSyllable = syllableOnly | ShapingPlan.manualJoinersBit
        let manual = ShapingPlan.perSyllableBit | ShapingPlan.manualJoinersBit
        func g(_ tags: [StaticString], _ mask: UInt32 = ShapingPlan.globalMask) -> [(tag: UInt32, mask: UInt32)] {
            tags.map { (UInt32(tag: $0), mask) }
        }
        let direction: [StaticString] = isRightToLeft ? ["rtla", "rtlm"] : ["ltra", "ltrm"]
        early = ShapingPlan.lookups(
            tables.substitution, stages: [g(["rvrn"]), g(direction), g(["locl", "ccmp"], syllableOnly)], script: script)
        let basicStages: [[(tag: UInt32, mask: UInt32)]] = [
            g(["nukt"], perSyllable), g(["akhn"], perSyllable), [(UInt32(tag: "rphf"), Self.rphfMask | manual)],
            g(["rkrf"], perSyllable), [(UInt32(tag: "pref"), Self.prefMask | manual)],
            [(UInt32(tag: "blwf"), Self.blwfMask | manual)],
            [(UInt32(tag: "abvf"), Self.abvfMask | manual)],
            [(UInt32(tag: "half"), Self.halfMask | manual)],
            [(UInt32(tag: "pstf"), Self.pstfMask | manual)], g(["vatu"], perSyllable), g(["cjct"], perSyllable),
        ]
        basic = ShapingPlan.lookups(tables.substitution, stages: basicStages, script: script)
        let common: [StaticString] = ["abvm", "blwm", "mark", "mkmk", "rlig"]
        let horizontal: [StaticString] = ["calt", "clig", "curs", "dist", "kern", "liga", "rclt"]
        let lateStage =
            [(UInt32(tag: "init"), Self.initMask | manual)]
            + g(["pres", "abvs", "blws", "psts", "haln"], perSyllable) + g(common + horizontal)
        late = ShapingPlan.lookups(tables.substitution, stages: [lateStage], script: script)
        positions = ShapingPlan.lookups(
            tables.positioning, stages: [g(direction + ["locl", "ccmp"] + common + horizontal)], script: script)
        if let system = tables.substitution.languageSystem(scripts: script.tags, language: nil) {
            func feature(_ tag: StaticString) -> [Int] { tables.substitution.lookupIndices(feature: UInt32(tag: tag), in: system) ?? [] }
            rphf = feature("rphf")
            hasReph = tables.substitution.lookupIndices(feature: UInt32(tag: "rphf"), in: system) != nil
            blwf = feature("blwf")
            pstf = feature("pstf")
            pref = feature("pref")
            vatu = feature("vatu")
        }
    }
}
