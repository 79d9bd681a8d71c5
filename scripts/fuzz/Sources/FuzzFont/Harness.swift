// libFuzzer target: the OpenType font parser. Any bytes must give a face or a
// FontParsingError; a face must measure a short text to finite advances.
import Foundation
import FuzzDriver
import StrutText

@_cdecl("FuzzFont_main")
public func fuzzFontMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzzFont(data, size)
    }
}

func fuzzFont(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let face = try FontFace(bytes: bytes)
        let font = Font(face: face, size: 17)
        let measured = TextLayout(text: "Hello, wörld 12", style: TextStyle(font: font), width: 100).size
        precondition(measured.width.isFinite && measured.height.isFinite, "non-finite measurement \(measured)")
    } catch {
        // A typed error is a clean answer.
    }
    return 0
}
