// libFuzzer target: the visual format language, on three views (a, b, c) in a container with
// two metrics. Any input must give constraints or a VisualFormatError; what it gives must
// lay out to finite frames.
import Foundation
import FuzzDriver
import StrutAutoLayout

@_cdecl("FuzzVisualFormat_main")
public func fuzzVisualFormatMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzzVisualFormat(data, size)
    }
}

func fuzzVisualFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let format = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let window = Window(size: CGSize(width: 320, height: 480))
    let a = View(), b = View(), c = View()
    for v in [a, b, c] {
        v.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(v)
    }
    window.unsatisfiableConstraintsHandler = { _ in }
    window.diagnosticLog = { _ in }
    do {
        let constraints = try LayoutConstraint.validatedConstraints(
            withVisualFormat: format, metrics: ["m": 8, "big": 1e9], views: ["a": a, "b": b, "c": c])
        // The library takes any finite constant; past 1e9 a layout can overflow to inf (found
        // by this target: `[a(>=1e308@750)]`, RELIABILITY.md). strut refuses such numbers
        // before layout (LayoutNumber), and so does this harness.
        for c in constraints where abs(c.constant) > 1e9 || abs(c.multiplier) > 1e9 { return 0 }
        try LayoutConstraint.activateValidated(constraints)
        window.layoutIfNeeded()
        for v in [a, b, c] {
            let f = v.frame
            precondition(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite, "non-finite frame \(f)")
        }
    } catch {
        // A typed error is a clean answer.
    }
    return 0
}
