import Foundation

extension Font {
    /// The default font (UIKit's system font): the bundled Inter at `size` points.
    ///
    /// Inter ships in four weights (regular, medium, semibold, bold). Another weight is taken
    /// from an installed Inter face of exactly that weight when ``FontLibrary/shared`` has one,
    /// else from the closest bundled weight.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        let bundled = FontLibrary.bundledInterFace(weight: weight)
        if bundled.weight != weight, let face = FontLibrary.shared.face(family: bundled.familyName, weight: weight),
            face.weight == weight, !face.isItalic
        {
            return Font(face: face, size: size)
        }
        return Font(face: bundled, size: size)
    }

    /// A font of an installed (or the bundled) family, or `nil` when no face of that family is
    /// found. The bundled family answers first for its upright weights, so "Inter" never
    /// depends on what is installed.
    public init?(family: String, size: CGFloat, weight: Weight = .regular, italic: Bool = false, library: FontLibrary = .shared) {
        let bundled = FontLibrary.bundledFace
        if family.lowercased() == bundled.familyName.lowercased(), !italic {
            self = Font.systemFont(ofSize: size, weight: weight)
            return
        }
        guard let face = library.face(family: family, weight: weight, italic: italic) else { return nil }
        self.init(face: face, size: size)
    }

    /// A font from the file at `path` (`.ttf`, `.otf`, or a face of a `.ttc`).
    /// - Throws: ``FontParsingError`` when the file cannot be read or parsed.
    public init(contentsOfFile path: String, size: CGFloat, faceIndex: Int = 0) throws(FontParsingError) {
        self.init(face: try FontLibrary.shared.face(at: path, faceIndex: faceIndex), size: size)
    }
}
