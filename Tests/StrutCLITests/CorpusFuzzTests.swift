import Foundation
import StrutAutoLayout
import StrutRender
import StrutTestSupport
import StrutText
import Testing

@testable import StrutCLI

/// What every fuzzed input must end with: a clean, typed error, or a layout whose every
/// number is finite.
enum FuzzCheck {
    static func finite(_ r: CGRect) -> Bool {
        r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite
    }

    /// Solves a decoded file: a diagnostic with a message, or finite frames and outputs.
    static func laysOutFiniteOrReports(_ file: LayoutFile, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        do {
            let outcome = try Solving.solve(file)
            #expect(outcome.json.numbersAreFinite, sourceLocation: sourceLocation)
            if case let .views(result) = outcome {
                #expect(result.frames.allSatisfy { finite($0.frame) && finite($0.frameInWindow) }, sourceLocation: sourceLocation)
            }
        } catch {
            #expect(!error.message.isEmpty, sourceLocation: sourceLocation)
        }
    }
}

/// A short, deterministic run of the libFuzzer targets' checks (scripts/fuzz/) on their seed
/// corpora and a few thousand mutations of them, so that `swift test` catches what the long
/// runs would find first.
struct CorpusFuzzTests {
    static let corpusFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/fuzz/corpus")

    /// The seed corpus of a target. The alias bomb (lol9) is left out here: each mutation of
    /// it costs the full node cap (its own test checks it once).
    static func corpus(_ target: String) -> [[UInt8]] {
        let folder = corpusFolder.appendingPathComponent(target)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().filter { !$0.hasPrefix("lol") }
        return names.compactMap { FileManager.default.contents(atPath: folder.appendingPathComponent($0).path).map { Array($0) } }
    }

    /// libFuzzer-like byte mutations: flip, replace with an interesting byte, erase, duplicate
    /// a range, insert a dictionary token.
    static func mutate(_ input: [UInt8], tokens: [String], random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let at = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0 where !bytes.isEmpty: bytes[at] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
            case 1 where !bytes.isEmpty: bytes[at] = [0, 0xFF, 0x7F, 0x80, 0x20, 0x0A, 0x30, 0x39].randomElement(using: &random) ?? 0
            case 2 where !bytes.isEmpty: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...16, using: &random)))
            case 3 where !bytes.isEmpty:
                let end = min(bytes.count, at + Int.random(in: 1...32, using: &random))
                bytes.insert(contentsOf: bytes[at..<end], at: Int.random(in: 0...bytes.count, using: &random))
            default: bytes.insert(contentsOf: Array((tokens.randomElement(using: &random) ?? " ").utf8), at: at)
            }
        }
        return bytes
    }

    static func inputs(_ target: String, mutations: Int, tokens: [String], seed: UInt64) -> [[UInt8]] {
        let seeds = corpus(target)
        var random = SplitMix64(seed: seed)
        var result = seeds
        guard !seeds.isEmpty else { return result }
        for i in 0..<mutations { result.append(mutate(seeds[i % seeds.count], tokens: tokens, random: &random)) }
        return result
    }

    @Test func corporaArePresent() {
        #expect(Self.corpus("equation").count >= 50)
        #expect(Self.corpus("visual-format").count >= 10)
        #expect(Self.corpus("layout-file").count >= 15)
        #expect(Self.corpus("font").count >= 1)
    }

    @Test func equations() {
        let tokens = ["==", "<=", "@", "*", "/", "(", ")", ".", "1e9", "1e308", "0.5", "width", "superview", "-"]
        var parsed = 0
        for bytes in Self.inputs("equation", mutations: 3_000, tokens: tokens, seed: 14) {
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                let equation = try EquationParser.parse(text)
                parsed += 1
                let numbers = [equation.lhs.constant, equation.rhs.constant] + (equation.lhs.terms + equation.rhs.terms).map(\.coefficient)
                #expect(numbers.allSatisfy(LayoutNumber.isAcceptable), "\(text.debugDescription)")
            } catch {
                #expect(error.offset >= 0 && error.offset <= text.unicodeScalars.count)
                #expect(!error.message.isEmpty)
            }
        }
        #expect(parsed > 100)
    }

    @Test func visualFormat() throws {
        let tokens = ["H:", "V:", "|", "-", "[", "]", "(", ")", "==", ">=", "@", "a", "b", "c", "m", "big", "1e308", "0.5"]
        var laidOut = 0
        for bytes in Self.inputs("visual-format", mutations: 2_000, tokens: tokens, seed: 15) {
            let format = String(decoding: bytes, as: UTF8.self)
            let window = Window(size: CGSize(width: 320, height: 480))
            window.unsatisfiableConstraintsHandler = { _ in }
            window.diagnosticLog = { _ in }
            let views = (0..<3).map { _ in View() }
            for v in views {
                v.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(v)
            }
            do {
                let constraints = try LayoutConstraint.validatedConstraints(
                    withVisualFormat: format, metrics: ["m": 8, "big": 1e9], views: ["a": views[0], "b": views[1], "c": views[2]])
                // As strut does (LayoutNumber): numbers past 1e9 are refused before layout; the
                // library alone lays `[a(>=1e308@750)]` out to inf (a fuzzing finding).
                if constraints.contains(where: { abs($0.constant) > 1e9 || abs($0.multiplier) > 1e9 }) { continue }
                try LayoutConstraint.activateValidated(constraints)
                window.layoutIfNeeded()
                laidOut += 1
                #expect(views.allSatisfy { FuzzCheck.finite($0.frame) }, "\(format.debugDescription)")
            } catch {
                // A typed error is a clean answer.
            }
        }
        #expect(laidOut > 10)
    }

    @Test func layoutFiles() {
        let tokens = ["window:", "views:", "id: a", "fit", "1e308", "-1e9", "&x ", "*x", "{", "}", "[", "]", ":", "\n  - ", "H:|-[a]-|"]
        var decoded = 0
        let clock = ContinuousClock()
        for bytes in Self.inputs("layout-file", mutations: 600, tokens: tokens, seed: 16) {
            let text = String(decoding: bytes, as: UTF8.self)
            let start = clock.now
            defer {
                let elapsed = clock.now - start
                if elapsed > .seconds(1) { print("slow fuzz input (\(elapsed)): \(text.prefix(200).debugDescription)") }
            }
            do {
                let file = try LayoutFileDecoder.decode(file: "fuzz.yaml", source: text)
                decoded += 1
                FuzzCheck.laysOutFiniteOrReports(file)
            } catch {
                #expect(!error.message.isEmpty)
            }
        }
        #expect(decoded > 30)
    }

    @Test func fonts() {
        var parsed = 0
        for bytes in Self.inputs("font", mutations: 400, tokens: ["OS/2", "head", "cmap", "\0\0\0\0", "\u{7F}\u{FF}"], seed: 17) {
            do {
                let face = try FontFace(bytes: bytes)
                parsed += 1
                let size = TextLayout(text: "Hello, wörld 12", style: TextStyle(font: Font(face: face, size: 17)), width: 100).size
                #expect(size.width.isFinite && size.height.isFinite)
            } catch {
                // A FontParsingError is a clean answer.
            }
        }
        #expect(parsed >= 2)
    }
}
