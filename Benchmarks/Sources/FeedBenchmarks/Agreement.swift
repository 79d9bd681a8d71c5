import Foundation
import StrutAutoLayout
import StrutExamples
import StrutRender

/// The check run before timing: every implementation's frames against the hand-written ones.
enum FeedAgreement {
    static func frames(_ implementation: FeedImplementation, item: Int, width: CGFloat) -> (CGFloat, [(FeedElement, CGRect)]) {
        let view = implementation.makeView()
        view.configure(FeedItemData(index: item))
        let h = view.fittingHeight(forWidth: width)
        let window = Window(size: CGSize(width: width, height: 2000))
        view.frame = CGRect(x: 0, y: 0, width: width, height: h)
        window.addSubview(view)
        window.runRenderLoopTurn()
        return (h, view.elementFrames())
    }

    static func check(widths: [CGFloat], items: [Int]) -> [String] {
        var problems: [String] = []
        for width in widths {
            for item in items {
                let (h0, reference) = frames(.handWritten, item: item, width: width)
                for implementation in FeedImplementation.allCases.dropFirst() {
                    let (h, other) = frames(implementation, item: item, width: width)
                    if abs(h - h0) > 1e-6 {
                        problems.append("\(implementation.rawValue) height \(h) ≠ \(h0) (width \(width), item \(item))")
                    }
                    if other.count != reference.count { problems.append("\(implementation.rawValue) has \(other.count) views") }
                    for ((e, f0), (_, f)) in zip(reference, other) {
                        let d = max(abs(f.minX - f0.minX), abs(f.minY - f0.minY), abs(f.width - f0.width), abs(f.height - f0.height))
                        if d > 1e-6 {
                            problems.append("\(implementation.rawValue) \(e.rawValue) \(f) ≠ \(f0) (width \(width), item \(item))")
                        }
                    }
                }
            }
        }
        // The one-engine series: the same constraint items, heights from the live solve.
        for width in widths {
            let column = FeedColumn(implementation: .constraints, count: 3, inEngine: true)
            column.layOut(width: width)
            for (item, view) in column.views.enumerated() {
                let (h0, reference) = frames(.handWritten, item: item, width: width)
                if abs(view.frame.height - h0) > 1e-6 {
                    problems.append("one engine: height \(view.frame.height) ≠ \(h0) (width \(width), item \(item))")
                }
                for ((e, f0), (_, f)) in zip(reference, view.elementFrames()) {
                    let d = max(abs(f.minX - f0.minX), abs(f.minY - f0.minY), abs(f.width - f0.width), abs(f.height - f0.height))
                    if d > 1e-6 { problems.append("one engine: \(e.rawValue) \(f) ≠ \(f0) (width \(width), item \(item))") }
                }
            }
        }
        return problems
    }
}

/// A JSON string literal (the one JSON escaper, `StrutRender`'s).
func quote(_ s: String) -> String { JSONValue.quote(s) }

func nested(_ d: [String: [String: Double]]) -> String {
    "{"
        + d.keys.sorted().map { k in
            quote(k) + ": {"
                + d[k]!.keys.sorted { Int($0)! < Int($1)! }.map { quote($0) + ": " + String(format: "%.9f", d[k]![$0]!) }.joined(
                    separator: ", ") + "}"
        }.joined(separator: ", ") + "}"
}

func machineDescription() -> String {
    let cpu =
        (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
        .split(separator: "\n").first { $0.hasPrefix("model name") }?
        .split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
    return "\(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores"
}
