import StrutTestSupport
import Testing

@testable import StrutAutoLayout

/// Random strings and mutations of valid formats, from fixed seeds: the parser never traps,
/// always answers with a tree or an error, puts the caret inside (or just past) the format, and
/// every tree it returns prints to a canonical form that parses back to the same tree.
@Suite struct VisualFormatFuzzTests {
    /// Characters the grammar gives meaning to, plus a few it does not.
    static let alphabet: [Character] = Array("HV:|-[]()@,=<>.+e0123456789abv_ \té→")

    static let validFormats = [
        "|-[find]-[findNext]-[findField(>=20)]-|",
        "V:|[label1(labelHeight@999)]-[label2(label1)]->=10-|",
        "H:|-(<=pad@low,>=4@750)-[v(==w@high,<=300)]",
        "[button(100@20)]",
        "[maroonView][blueView]|",
        "V:[topField]-10-[bottomField]",
    ]

    /// Formats whose names resolve in ``constraintDescriptionsNeverTrap(seed:)``.
    static let resolvableFormats = [
        "|-[a]-[b]-[v(>=e)]-|",
        "V:|[a(bb@bb)]-[b(a)]->=e-|",
        "H:|-(<=e@bb,>=4@750)-[v(==ab@bb,<=300)]",
        "[a(100@20)]",
        "[ab][ba]|",
        "V:[a]-10-[b]-vv-[v]",
    ]

    /// Parses and checks the invariants; returns whether a tree came back.
    @discardableResult
    static func check(_ format: String) -> Bool {
        do {
            let tree = try VisualFormat(parsing: format)
            #expect(!tree.views.isEmpty, "\(format)")
            #expect(tree.connections.count == tree.views.count - 1, "\(format)")
            let canonical = tree.canonical
            let reparsed = try? VisualFormat(parsing: canonical)
            #expect(reparsed?.canonical == canonical, "\(format) → \(canonical)")
            return true
        } catch {
            let caret = error.offset ?? -1
            #expect(caret >= 0 && caret <= format.count, "\(format): caret \(caret)")
            #expect(error.format == format)
            #expect(error.description.hasPrefix("Unable to parse constraint format: \n"))
            return false
        }
    }

    /// Resolving names and options on random formats: constraints (one per connection or
    /// predicate, plus alignments) or an error whose caret is inside the format.
    @Test(arguments: [21, 22] as [UInt64])
    func constraintDescriptionsNeverTrap(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let names: Set<String> = ["a", "b", "v", "ab", "ba"]
        let metrics: [String: Double] = ["e": 2, "bb": 750, "vv": -3, "aa": 1e9]
        let optionChoices: [VisualFormat.Options] = [
            [], .alignAllTop, .alignAllLeading, .directionRightToLeft, .spacingBaselineToBaseline,
            [.directionLeftToRight, .directionRightToLeft], [.alignAllCenterX, .alignAllCenterY],
        ]
        var produced = 0
        for _ in 0..<3_000 {
            let base = Self.resolvableFormats.randomElement(using: &random)!
            var characters = Array(base)
            let index = Int.random(in: 0..<characters.count, using: &random)
            characters[index] = Self.alphabet.randomElement(using: &random)!
            let format =
                switch Int.random(in: 0..<3, using: &random) {
                case 0: base
                case 1: String(characters)
                default: String((0..<12).map { _ in Self.alphabet.randomElement(using: &random)! })
                }
            let options = optionChoices.randomElement(using: &random)!
            do {
                let descriptions = try VisualFormat.constraintDescriptions(
                    withVisualFormat: format, options: options, metrics: metrics,
                    isView: { names.contains($0) }, hasSuperview: { $0 != "ba" }
                )
                produced += 1
                let tree = try VisualFormat(parsing: format)
                var connectionConstraints = 0
                for connection in tree.connections
                    + [tree.leadingSuperview?.connection, tree.trailingSuperview?.connection].compactMap({ $0 })
                {
                    if case .predicates(let predicates) = connection.spacing {
                        connectionConstraints += predicates.count
                    } else {
                        connectionConstraints += 1
                    }
                }
                let sizeConstraints = tree.views.map(\.predicates.count).reduce(0, +)
                let alignments = options.intersection(.alignmentMask).rawValue.nonzeroBitCount * (tree.views.count - 1)
                #expect(descriptions.count == connectionConstraints + sizeConstraints + alignments, "\(format)")
            } catch {
                let caret = error.offset ?? 0
                #expect(caret >= 0 && caret <= format.count, "\(format)")
            }
        }
        #expect(produced > 300)  // about a third are unmutated formats
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomStrings(seed: UInt64) {
        var random = SplitMix64(state: seed)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...24, using: &random)
            let format = String((0..<length).map { _ in Self.alphabet.randomElement(using: &random)! })
            Self.check(format)
        }
    }

    @Test(arguments: [11, 12, 13, 14] as [UInt64])
    func mutationsOfValidFormats(seed: UInt64) {
        var random = SplitMix64(state: seed)
        var parsed = 0
        var total = 0
        for base in Self.validFormats {
            #expect(Self.check(base), "\(base) must parse")
            for _ in 0..<400 {
                var characters = Array(base)
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let index = Int.random(in: 0..<max(characters.count, 1), using: &random)
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0 where !characters.isEmpty: characters.remove(at: index)
                    case 1: characters.insert(Self.alphabet.randomElement(using: &random)!, at: min(index, characters.count))
                    case 2 where !characters.isEmpty: characters[index] = Self.alphabet.randomElement(using: &random)!
                    default:
                        // Duplicate a slice: repeats views and connections.
                        let end = min(characters.count, index + Int.random(in: 1...6, using: &random))
                        characters.insert(contentsOf: characters[index..<end], at: end)
                    }
                }
                total += 1
                if Self.check(String(characters)) { parsed += 1 }
            }
        }
        // Both outcomes are exercised (not a fixed count: the fraction depends on the mutations).
        #expect(parsed > 0 && parsed < total)
    }
}
