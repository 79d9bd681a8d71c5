import Testing

@testable import StrutAutoLayout

/// The grammar, example by example. Each expected tree is written by hand in the canonical
/// form (orientation explicit, every predicate in parentheses with its relation).
@Suite struct VisualFormatParsingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let format: String
        let tree: String
        var testDescription: String { format }
    }

    /// Apple's documented examples (reference §6.1 V1–V15 and the release notes), the
    /// observed-accepted forms outside the documented grammar, and bridger/SwiftVisualFormat's
    /// cross-check formats.
    static let cases: [Case] = [
        // V1, V13: standard space.
        Case(format: "[button]-[textField]", tree: "H:[button]-[textField]"),
        // V2: width constraint.
        Case(format: "[button(>=50)]", tree: "H:[button(>=50)]"),
        // V3: connection to superview.
        Case(format: "|-50-[purpleBox]-50-|", tree: "H:|-(==50)-[purpleBox]-(==50)-|"),
        // V4: vertical layout.
        Case(format: "V:[topField]-10-[bottomField]", tree: "V:[topField]-(==10)-[bottomField]"),
        // V5: flush views.
        Case(format: "[maroonView][blueView]", tree: "H:[maroonView][blueView]"),
        // V6: priority.
        Case(format: "[button(100@20)]", tree: "H:[button(==100@20)]"),
        // V7: equal widths.
        Case(format: "[button1(==button2)]", tree: "H:[button1(==button2)]"),
        // V8: multiple predicates.
        Case(format: "[flexibleButton(>=70,<=100)]", tree: "H:[flexibleButton(>=70,<=100)]"),
        // V9: a complete line of layout.
        Case(
            format: "|-[find]-[findNext]-[findField(>=20)]-|",
            tree: "H:|-[find]-[findNext]-[findField(>=20)]-|"
        ),
        // V10, V11: to the margins.
        Case(format: "|-[myView]-|", tree: "H:|-[myView]-|"),
        // V12, V14: explicit spacing.
        Case(format: "[button1]-12-[button2]", tree: "H:[button1]-(==12)-[button2]"),
        Case(format: "[zoomableView1]-80-[zoomableView2]", tree: "H:[zoomableView1]-(==80)-[zoomableView2]"),
        // V15: the autoresizing equivalents.
        Case(format: "|-20-[button]-20-|", tree: "H:|-(==20)-[button]-(==20)-|"),
        Case(format: "V:|-20-[button(20)]", tree: "V:|-(==20)-[button(==20)]"),
        Case(format: "|-5-[button]-35-|", tree: "H:|-(==5)-[button]-(==35)-|"),
        // Explicit H:, superview flush on both sides.
        Case(format: "H:|[whiteBox1][blackBox4(blackWidth)][redBox]|", tree: "H:|[whiteBox1][blackBox4(==blackWidth)][redBox]|"),
        // Observed-accepted forms beyond the documented grammar.
        Case(
            format: "V:|[label1(labelHeight@999)]-[label2(label1)]-[label3(label1)]-[label4(label1)]-[label5(label1)]->=10-|",
            tree: "V:|[label1(==labelHeight@999)]-[label2(==label1)]-[label3(==label1)]-[label4(==label1)]-[label5(==label1)]-(>=10)-|"
        ),
        Case(format: "[a]-50@999-|", tree: "H:[a]-(==50@999)-|"),
        Case(format: "[line1(0.5)]", tree: "H:[line1(==0.5)]"),
        Case(format: "H:|-(>=50)-[view1(100)]", tree: "H:|-(>=50)-[view1(==100)]"),
        // Relations, priorities and metrics everywhere a predicate may stand.
        Case(format: "|-(<=pad@low,>=4@750)-[v(==w@high,<=300)]", tree: "H:|-(<=pad@low,>=4@750)-[v(==w@high,<=300)]"),
        Case(format: "V:[a]-(-5)-[b]", tree: "V:[a]-(==-5)-[b]"),
        Case(format: "[a(+1.5e2)]", tree: "H:[a(==150)]"),
        Case(format: "[_v0(.25)]", tree: "H:[_v0(==0.25)]"),
        // bridger/SwiftVisualFormat cross-checks.
        Case(format: "|-5-[redView]", tree: "H:|-(==5)-[redView]"),
        Case(format: "|[redView]", tree: "H:|[redView]"),
        Case(format: "[redView]-5-|", tree: "H:[redView]-(==5)-|"),
        Case(format: "[redView]|", tree: "H:[redView]|"),
        Case(format: "|[redView]|", tree: "H:|[redView]|"),
        Case(format: "|-5-[redView]|", tree: "H:|-(==5)-[redView]|"),
        Case(format: "|[redView]-5-|", tree: "H:|[redView]-(==5)-|"),
        Case(format: "[redView(>=greenView)]", tree: "H:[redView(>=greenView)]"),
        Case(format: "[redView(<=greenView)]", tree: "H:[redView(<=greenView)]"),
        Case(format: "[redView]-0-[greenView]", tree: "H:[redView]-(==0)-[greenView]"),
        Case(
            format: "|-5-[redView(>=blueView)]-10-[greenView]-15-[blueView]-20-|",
            tree: "H:|-(==5)-[redView(>=blueView)]-(==10)-[greenView]-(==15)-[blueView]-(==20)-|"
        ),
        Case(
            format: "V:|-5-[redView(>=blueView)]-10-[greenView]-15-[blueView]-20-|",
            tree: "V:|-(==5)-[redView(>=blueView)]-(==10)-[greenView]-(==15)-[blueView]-(==20)-|"
        ),
        Case(format: "V:|[redView]|", tree: "V:|[redView]|"),
    ]

    @Test(arguments: cases)
    func parsesToTheExpectedTree(_ example: Case) throws {
        let tree = try VisualFormat(parsing: example.format)
        #expect(tree.canonical == example.tree)
        #expect(tree.format == example.format)
    }

    @Test(arguments: cases)
    func canonicalFormParsesBackToTheSameTree(_ example: Case) throws {
        let tree = try VisualFormat(parsing: example.tree)
        #expect(tree.canonical == example.tree)
    }

    @Test func offsetsPointAtTheirCharacters() throws {
        // Offsets: 0 V, 1 :, 2 |, 3 -, 4 (, 5 >, 6 =, 7 8, 8 ), 9 -, 10 [, 11..13 abc, 14 (, 15 w,
        // 16 @, 17..19 750, 20 ), 21 ], 22 [, 23 d, 24 ], 25 -, 26 |.
        let tree = try VisualFormat(parsing: "V:|-(>=8)-[abc(w@750)][d]-|")
        #expect(tree.orientation == .vertical)
        #expect(tree.leadingSuperview?.barOffset == 2)
        #expect(tree.leadingSuperview?.connection.offset == 3)
        #expect(tree.views.map(\.nameOffset) == [11, 23])
        #expect(tree.views.map(\.nameEnd) == [14, 24])
        let predicate = try #require(tree.views.first?.predicates.first)
        #expect(predicate.object == VisualFormat.Operand(.name("w"), offset: 15, end: 16))
        #expect(predicate.priority == VisualFormat.Operand(.number(750), offset: 17, end: 20))
        #expect(tree.connections == [VisualFormat.Connection(spacing: .flush, offset: 22)])
        #expect(tree.trailingSuperview == VisualFormat.SuperviewEdge(barOffset: 26, connection: .init(spacing: .standard, offset: 25)))
        guard case .predicates(let spacing)? = tree.leadingSuperview?.connection.spacing else {
            Issue.record("expected a predicate connection")
            return
        }
        #expect(spacing == [VisualFormat.Predicate(relation: .greaterThanOrEqual, object: .init(.number(8), offset: 7, end: 8))])
    }

    @Test func orientationDefaultsToHorizontal() throws {
        #expect(try VisualFormat(parsing: "[a]").orientation == .horizontal)
        #expect(try VisualFormat(parsing: "H:[a]").orientation == .horizontal)
        #expect(try VisualFormat(parsing: "V:[a]").orientation == .vertical)
    }
}
