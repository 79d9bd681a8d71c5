// libFuzzer target: the layout file decoder (YAML and JSON) and, for what decodes, the whole
// layout (solve, SVG, inspector page). Any input must end with a Diagnostic or lay out with
// finite numbers only; nothing may trap.
import Foundation
import FuzzDriver
import StrutRender

@testable import FuzzedCLI

@_cdecl("FuzzLayoutFile_main")
public func fuzzLayoutFileMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzzLayoutFile(data, size)
    }
}

func fuzzLayoutFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size <= 64 * 1024 else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let file = try LayoutFileDecoder.decode(file: "fuzz.yaml", source: text)
        let outcome = try Solving.solve(file)
        // Value by value, not by looking for "inf" in the text: a view may be named `greetinf`.
        precondition(outcome.json.numbersAreFinite, "non-finite output")
        if let scene = outcome.scene {
            _ = SVGRenderer(drawsConstraints: true).render(scene)
            _ = InspectorPage().render(scene)
        }
    } catch {
        precondition(!error.message.isEmpty)
    }
    return 0
}
