import Foundation
import StrutDeclarative
import Testing

/// LayoutKit's constant names decode to the constants with those names: checked by where each
/// alignment puts a 10×10 size in a 100×100 rectangle (leading = left, top = y 0).
struct DeclarativeNameTests {
    @Test(arguments: [
        ("fill", CGRect(x: 0, y: 0, width: 100, height: 100)),
        ("center", CGRect(x: 45, y: 45, width: 10, height: 10)),
        ("centerLeading", CGRect(x: 0, y: 45, width: 10, height: 10)),
        ("centerTrailing", CGRect(x: 90, y: 45, width: 10, height: 10)),
        ("centerFill", CGRect(x: 0, y: 45, width: 100, height: 10)),
        ("fillLeading", CGRect(x: 0, y: 0, width: 10, height: 100)),
        ("fillTrailing", CGRect(x: 90, y: 0, width: 10, height: 100)),
        ("fillCenter", CGRect(x: 45, y: 0, width: 10, height: 100)),
        ("topLeading", CGRect(x: 0, y: 0, width: 10, height: 10)),
        ("topTrailing", CGRect(x: 90, y: 0, width: 10, height: 10)),
        ("topCenter", CGRect(x: 45, y: 0, width: 10, height: 10)),
        ("topFill", CGRect(x: 0, y: 0, width: 100, height: 10)),
        ("bottomLeading", CGRect(x: 0, y: 90, width: 10, height: 10)),
        ("bottomTrailing", CGRect(x: 90, y: 90, width: 10, height: 10)),
        ("bottomCenter", CGRect(x: 45, y: 90, width: 10, height: 10)),
        ("bottomFill", CGRect(x: 0, y: 90, width: 100, height: 10)),
        // 10×10 scaled to fit 100×100 keeps its aspect ratio: 100×100 at the origin.
        ("aspectFit", CGRect(x: 0, y: 0, width: 100, height: 100)),
    ])
    func alignmentNames(name: String, expected: CGRect) throws {
        let alignment = try #require(Alignment(name: name))
        #expect(alignment.position(size: CGSize(width: 10, height: 10), in: CGRect(x: 0, y: 0, width: 100, height: 100)) == expected)
    }

    @Test func namesListsAndUnknownNames() {
        #expect(Alignment.names.count == 17)
        #expect(Alignment(name: "topleading") == nil)
        #expect(
            StackLayoutDistribution.names == ["leading", "trailing", "center", "fillEqualSpacing", "fillEqualSize", "fillFlexing"])
        for name in StackLayoutDistribution.names { #expect(StackLayoutDistribution(name: name)?.name == name) }
        #expect(StackLayoutDistribution(name: "fill") == nil)
        #expect(Flexibility(name: "inflexible") == .inflexible)
        #expect(Flexibility(name: "high") == .high)
        #expect(Flexibility(name: "low") == .low)
        #expect(Flexibility(name: "flexible") == .flexible)
        #expect(Flexibility(name: "max") == nil)
        #expect(Axis(name: "vertical") == .vertical)
        #expect(Axis(name: "horizontal")?.name == "horizontal")
        #expect(Axis(name: "diagonal") == nil)
    }
}
