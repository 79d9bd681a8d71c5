import Foundation

/// Finds fonts by family name: the bundled default face, then the font files under a list of
/// directories (the usual system and user font folders by default).
///
/// Directories are scanned once, on first use, in sorted path order, so the same files always
/// give the same answer. Each file's faces are parsed fully only when first asked for, then
/// shared. All methods are thread-safe.
public final class FontLibrary: @unchecked Sendable {
    /// What the scan learnt about one face without parsing its glyph tables.
    public struct Entry: Sendable, Hashable {
        /// The font file.
        public let path: String
        /// The face within a `.ttc` collection (0 otherwise).
        public let faceIndex: Int
        /// The family name (`name` ID 16, else 1).
        public let family: String
        /// The style name (`name` ID 17, else 2).
        public let style: String
        /// `OS/2.usWeightClass` (400 without an `OS/2` table).
        public let weight: Font.Weight
        /// Italic or oblique, by `OS/2.fsSelection` or the style name.
        public let isItalic: Bool
    }

    /// The library over ``defaultDirectories``.
    public static let shared = FontLibrary(directories: defaultDirectories)

    /// `/usr/share/fonts`, `/usr/local/share/fonts`, `~/.local/share/fonts`, `~/.fonts`, and on
    /// Apple platforms `/System/Library/Fonts`, `/Library/Fonts`, `~/Library/Fonts`.
    public static var defaultDirectories: [String] {
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        return [
            "/usr/share/fonts", "/usr/local/share/fonts", home + "/.local/share/fonts", home + "/.fonts",
            "/System/Library/Fonts", "/Library/Fonts", home + "/Library/Fonts",
        ]
    }

    /// The font that ships with the package (Inter Regular, SIL OFL 1.1): needs nothing installed.
    public static let bundledFace: FontFace = {
        guard let url = Bundle.module.url(forResource: "Inter-Regular", withExtension: "otf") else {
            fatalError("StrutText's resource bundle lacks Inter-Regular.otf; the package is incomplete")
        }
        do {
            return try FontFace(contentsOfFile: url.path)
        } catch {
            fatalError("StrutText's bundled Inter-Regular.otf cannot be read: \(error)")
        }
    }()

    /// The directories this library scans.
    public let directories: [String]

    private let lock = NSLock()
    private var scanned: [Entry]?
    private var faces: [String: FontFace] = [:]
    private var fallbacks: [UInt32: FontFace?] = [:]

    /// A library over `directories` (scanned on first use; missing directories are skipped).
    public init(directories: [String]) {
        self.directories = directories
    }

    /// Every face found, sorted by path and face index.
    /// - Complexity: the first call reads every font file under ``directories``.
    public var entries: [Entry] {
        lock.lock()
        defer { lock.unlock() }
        if let scanned { return scanned }
        let result = Self.scan(directories)
        scanned = result
        return result
    }

    /// The family names found, sorted, each once.
    public var familyNames: [String] {
        Array(Set(entries.map(\.family))).sorted()
    }

    /// The face of `family` (compared case-insensitively) closest to `weight` and `italic`.
    ///
    /// Matching prefers the requested slant, then the smallest weight difference, then the
    /// lighter face on a tie, then path order. Returns `nil` when no face of the family exists
    /// or the chosen file no longer parses.
    public func face(family: String, weight: Font.Weight = .regular, italic: Bool = false) -> FontFace? {
        let wanted = family.lowercased()
        let candidates = entries.filter { $0.family.lowercased() == wanted }
        let best = candidates.min { a, b in
            let slantA = a.isItalic == italic ? 0 : 1
            let slantB = b.isItalic == italic ? 0 : 1
            if slantA != slantB { return slantA < slantB }
            let distanceA = abs(a.weight.rawValue - weight.rawValue)
            let distanceB = abs(b.weight.rawValue - weight.rawValue)
            if distanceA != distanceB { return distanceA < distanceB }
            if a.weight != b.weight { return a.weight < b.weight }
            return (a.path, a.faceIndex) < (b.path, b.faceIndex)
        }
        guard let best else { return nil }
        return try? face(at: best.path, faceIndex: best.faceIndex)
    }

    /// The parsed face in the file at `path`, loaded once and shared.
    /// - Throws: ``FontParsingError`` when the file cannot be read or parsed.
    public func face(at path: String, faceIndex: Int = 0) throws(FontParsingError) -> FontFace {
        let key = "\(faceIndex):\(path)"
        lock.lock()
        if let face = faces[key] {
            lock.unlock()
            return face
        }
        lock.unlock()
        let face = try FontFace(contentsOfFile: path, faceIndex: faceIndex)
        lock.lock()
        defer { lock.unlock() }
        if let existing = faces[key] { return existing }
        faces[key] = face
        return face
    }

    /// The first face, in ``entries`` order, with a glyph for `scalar`; answers are cached.
    /// - Complexity: the first question for a scalar may parse every font file until one has it.
    public func fallbackFace(for scalar: Unicode.Scalar) -> FontFace? {
        lock.lock()
        if let cached = fallbacks[scalar.value] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        var found: FontFace?
        for entry in entries {
            guard let face = try? face(at: entry.path, faceIndex: entry.faceIndex) else { continue }
            if face.glyph(for: scalar) != 0 {
                found = face
                break
            }
        }
        lock.lock()
        fallbacks[scalar.value] = found
        lock.unlock()
        return found
    }

    static func scan(_ directories: [String]) -> [Entry] {
        var paths: [String] = []
        let manager = FileManager.default
        for directory in directories {
            guard let enumerator = manager.enumerator(atPath: directory) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let lower = relative.lowercased()
                if lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc") {
                    paths.append(directory + "/" + relative)
                }
            }
        }
        var entries: [Entry] = []
        for path in paths.sorted() {
            guard let data = manager.contents(atPath: path) else { continue }
            entries.append(contentsOf: Self.describe([UInt8](data), path: path))
        }
        return entries
    }

    /// Names and style of each face in a file; faces that do not parse are left out.
    static func describe(_ bytes: [UInt8], path: String) -> [Entry] {
        let reader = FontDataReader(bytes: bytes)
        var count = 1
        if (try? reader.tag(at: 0)) == "ttcf", let n = try? reader.uint32(at: 8) { count = Int(min(n, 256)) }
        var entries: [Entry] = []
        for index in 0..<count {
            guard let directory = try? TableDirectory(reader, faceIndex: index),
                let names = try? FontNames(reader, directory: directory), !names.family.isEmpty
            else { continue }
            var weight = Font.Weight.regular
            var italic = names.style.lowercased().contains("italic") || names.style.lowercased().contains("oblique")
            if let os2 = directory["OS/2"], os2.length >= 64 {
                let r = reader.reading("OS/2")
                if let value = try? r.uint16(at: os2.offset + 4) { weight = Font.Weight(rawValue: Int(value)) }
                if let selection = try? r.uint16(at: os2.offset + 62) { italic = italic || selection & 1 != 0 }
            }
            entries.append(Entry(path: path, faceIndex: index, family: names.family, style: names.style, weight: weight, isItalic: italic))
        }
        return entries
    }
}
