import Foundation
import Testing

@testable import StrutText

@Suite struct FontLibraryTests {
    /// A directory holding copies of the two synthetic fonts (family "Strut Test", both weight
    /// 400, upright), in a nested folder to check the scan recurses.
    static func library() throws -> (FontLibrary, String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strut-fonts-\(UUID().uuidString)")
        let nested = directory.appendingPathComponent("nested")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        for (name, folder) in [("strut-test-kern.ttf", directory), ("strut-test-gpos.ttf", nested)] {
            let source = try #require(TestData.url(name))
            try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent(name))
        }
        try Data("not a font".utf8).write(to: directory.appendingPathComponent("broken.ttf"))
        return (FontLibrary(directories: [directory.path, "/nonexistent/fonts"]), directory.path)
    }

    @Test func scansRecursivelyInPathOrderAndSkipsBrokenFiles() throws {
        let (library, root) = try Self.library()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Sorted paths: ".../nested/strut-test-gpos.ttf" < ".../strut-test-kern.ttf".
        #expect(library.entries.map(\.path) == [root + "/nested/strut-test-gpos.ttf", root + "/strut-test-kern.ttf"])
        #expect(library.familyNames == ["Strut Test"])
        #expect(library.entries.allSatisfy { $0.weight == .regular && !$0.isItalic && $0.style == "Regular" })
    }

    @Test func findsAFamilyCaseInsensitivelyAndSharesTheFace() throws {
        let (library, root) = try Self.library()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Equal weight and slant: the first path wins, the GPOS font.
        let face = try #require(library.face(family: "strut test", weight: .bold))
        #expect(face.path == root + "/nested/strut-test-gpos.ttf")
        #expect(library.face(family: "Strut Test") === face)
        #expect(library.face(family: "Helvetica") == nil)
        let font = try #require(Font(family: "Strut Test", size: 10, library: library))
        #expect(font.face === face)
    }

    @Test func theBundledFontNeedsNothingInstalled() {
        let font = Font.systemFont(ofSize: 17)
        #expect(font.family == "Inter")
        #expect(font.size == 17)
        #expect(font.face.hasKerning)
        #expect(Font(family: "inter", size: 12, library: FontLibrary(directories: []))?.face === FontLibrary.bundledFace)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")))
    func findsInstalledSystemFontsByWeight() throws {
        let library = FontLibrary(directories: ["/usr/share/fonts"])
        let bold = try #require(library.face(family: "DejaVu Sans", weight: .bold))
        #expect(bold.weight == .bold)
        #expect(bold.path?.hasSuffix("DejaVuSans-Bold.ttf") == true)
        let regular = try #require(library.face(family: "DejaVu Sans"))
        #expect(regular.path?.hasSuffix("DejaVuSans.ttf") == true)
        #expect(regular.hasKerning)  // PairPos format 2 in GPOS
    }
}
