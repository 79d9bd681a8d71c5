import Testing

@testable import StrutAutoLayout

/// The names a layout file uses for stack views are UIKit's case names, and each decodes to the
/// case with that Swift name.
struct StackViewNameTests {
    @Test(arguments: [
        ("fill", StackViewDistribution.fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
        ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
    ])
    func distributionNames(name: String, distribution: StackViewDistribution) {
        #expect(StackViewDistribution(name: name) == distribution)
        #expect(distribution.name == name)
    }

    @Test(arguments: [
        ("fill", StackViewAlignment.fill), ("leading", .leading), ("top", .leading), ("firstBaseline", .firstBaseline),
        ("center", .center), ("trailing", .trailing), ("bottom", .trailing), ("lastBaseline", .lastBaseline),
    ])
    func alignmentNames(name: String, alignment: StackViewAlignment) {
        #expect(StackViewAlignment(name: name) == alignment)
    }

    @Test func namesListsAndUnknownNames() {
        #expect(StackViewDistribution.names == ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])
        #expect(
            StackViewAlignment.names == ["fill", "leading", "firstBaseline", "center", "trailing", "lastBaseline", "top", "bottom"])
        #expect(StackViewAlignment.top.name == "leading")
        #expect(LayoutConstraintAxis(name: "vertical") == .vertical)
        #expect(LayoutConstraintAxis.names == ["horizontal", "vertical"])
        // Case matters, as in Swift source.
        #expect(StackViewDistribution(name: "FillEqually") == nil)
        #expect(StackViewAlignment(name: "") == nil)
        #expect(LayoutConstraintAxis(name: "x") == nil)
    }
}
