import Foundation

extension FontLibrary {
    /// A face from the package's resources, or `nil` when the file is missing or unreadable.
    static func bundledResource(_ name: String, _ ext: String) -> FontFace? {
        guard let url = Bundle.module.url(forResource: name, withExtension: ext) else { return nil }
        return try? FontFace(contentsOfFile: url.path)
    }

    /// Inter's bundled weights, lightest first: Regular (400), Medium (500), SemiBold (600) and
    /// Bold (700), SIL OFL 1.1. Each is parsed on first use.
    public static let bundledInterFaces: [FontFace] = {
        var faces = [bundledFace]
        for name in ["Inter-Medium", "Inter-SemiBold", "Inter-Bold"] {
            if let face = bundledResource(name, "otf") { faces.append(face) }
        }
        return faces
    }()

    /// The bundled faces that cover what Inter lacks: Noto Sans Arabic and Noto Sans Hebrew
    /// (SIL OFL 1.1), in that order.
    public static let bundledFallbackFaces: [FontFace] = [
        bundledResource("NotoSansArabic-Regular", "ttf"), bundledResource("NotoSansHebrew-Regular", "ttf"),
    ].compactMap { $0 }

    /// The bundled Inter face closest to `weight` (the lighter on a tie).
    public static func bundledInterFace(weight: Font.Weight) -> FontFace {
        bundledInterFaces.min { a, b in
            let da = abs(a.weight.rawValue - weight.rawValue)
            let db = abs(b.weight.rawValue - weight.rawValue)
            return da != db ? da < db : a.weight < b.weight
        } ?? bundledFace
    }
}
