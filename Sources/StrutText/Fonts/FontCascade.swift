import Foundation

/// The faces a ``Font`` falls back to, in order, for characters its own face lacks.
///
/// Text is split into runs by face: each character goes to the font's face when it has
/// glyphs for it, else to the first face of the cascade that has, else stays with the font's
/// face (which draws `.notdef`, or one em for a wide cluster). Characters of no script
/// (spaces, digits, punctuation, marks) stay in the run they are in when its face has them.
///
/// The default, ``bundled``, holds only faces that ship with the package, so measurements are
/// the same on every machine. ``withSystemFonts(_:)`` adds the faces installed on the machine
/// after them, in the library's path order, each parsed only when first needed.
public final class FontCascade: Sendable, Hashable {
    /// The faces to try, in order.
    public let faces: [FontFace]
    /// A library searched after ``faces``, or `nil`.
    public let library: FontLibrary?

    /// A cascade of `faces`, then `library` when given.
    public init(_ faces: [FontFace], library: FontLibrary? = nil) {
        self.faces = faces
        self.library = library
    }

    /// The bundled fallback faces: Noto Sans Arabic, then Noto Sans Hebrew.
    public static let bundled = FontCascade(FontLibrary.bundledFallbackFaces)

    /// No fallback: every character is measured with the font's own face.
    public static let none = FontCascade([])

    /// The bundled faces, then every face of `library` (the system's font folders by default).
    public static func withSystemFonts(_ library: FontLibrary = .shared) -> FontCascade {
        FontCascade(FontLibrary.bundledFallbackFaces, library: library)
    }

    /// The first face of the cascade that draws `character`, or `nil`.
    public func face(for character: Character) -> FontFace? {
        if let face = faces.first(where: { $0.draws(character) }) { return face }
        guard let library, let first = character.unicodeScalars.first else { return nil }
        return library.fallbackFace(for: first).flatMap { $0.draws(character) ? $0 : nil }
    }

    public static func == (a: FontCascade, b: FontCascade) -> Bool {
        a.faces.count == b.faces.count && zip(a.faces, b.faces).allSatisfy { $0 === $1 } && a.library === b.library
    }

    public func hash(into hasher: inout Hasher) {
        for face in faces { hasher.combine(ObjectIdentifier(face)) }
        if let library { hasher.combine(ObjectIdentifier(library)) }
    }
}

extension FontFace {
    /// Whether the face has a glyph for every scalar of `character` that is drawn (controls
    /// and default-ignorables aside), as written or decomposed.
    public func draws(_ character: Character) -> Bool {
        func drawsAll(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
            scalars.allSatisfy { scalar in
                scalar.value < 0x20 || scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .control
                    || characterMap.glyph(for: scalar) != 0
            }
        }
        if drawsAll(character.unicodeScalars) { return true }
        guard character.unicodeScalars.contains(where: { $0.value >= 0xC0 }) else { return false }
        return drawsAll(String(character).decomposedStringWithCanonicalMapping.unicodeScalars)
    }
}
