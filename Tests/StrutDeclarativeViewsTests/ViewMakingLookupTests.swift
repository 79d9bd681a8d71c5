import Foundation
import StrutAutoLayout
import StrutDeclarative
import Testing

@testable import StrutDeclarativeViews

/// `makeViews` finds a layout's view-making side (``StrutViewTree/viewMaking(_:)``) by class for
/// the built-in layouts and by the runtime's conformance look-up for the rest. Both must give
/// what a plain `as? any ViewMakingLayout` gives: the same object for every built-in layout and
/// for a custom conforming layout, nothing for a custom layout that does not conform.
@Suite struct ViewMakingLookupTests {
    /// A custom layout that makes its own view (a `Label` saying "made").
    final class Making: Layout, ViewMakingLayout {
        func measurement(within maxSize: CGSize) -> LayoutMeasurement {
            LayoutMeasurement(layout: self, size: CGSize(width: 5, height: 6), maxSize: maxSize, sublayouts: [])
        }
        func arrangement(within rect: CGRect, measurement: LayoutMeasurement) -> LayoutArrangement {
            LayoutArrangement(layout: self, frame: CGRect(origin: rect.origin, size: measurement.size), sublayouts: [])
        }
        var flexibility: Flexibility { .flexible }
        var needsView: Bool { true }
        func makeView() -> View { Label(text: "made") }
    }

    /// A custom layout that needs a view but cannot make one: it gets a plain `View`.
    final class Plain: Layout {
        func measurement(within maxSize: CGSize) -> LayoutMeasurement {
            LayoutMeasurement(layout: self, size: CGSize(width: 5, height: 6), maxSize: maxSize, sublayouts: [])
        }
        func arrangement(within rect: CGRect, measurement: LayoutMeasurement) -> LayoutArrangement {
            LayoutArrangement(layout: self, frame: CGRect(origin: rect.origin, size: measurement.size), sublayouts: [])
        }
        var flexibility: Flexibility { .flexible }
        var needsView: Bool { true }
    }

    @Test func lookupAgreesWithTheConformanceCast() {
        let size = SizeLayout(width: 3, height: 4)
        let layouts: [any Layout] = [
            LabelLayout(text: "a"), size, StackLayout(axis: .vertical, sublayouts: [size]),
            InsetLayout(insets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), sublayout: size),
            OverlayLayout(primaryLayouts: [size]), ButtonLayout(title: "b"), TextViewLayout(text: "c"), Making(), Plain(),
        ]
        for layout in layouts {
            let found = StrutViewTree.viewMaking(layout), cast = layout as? any ViewMakingLayout
            #expect(found.map { ObjectIdentifier($0) } == cast.map { ObjectIdentifier($0) }, "\(type(of: layout))")
        }
        // Not vacuous: all but the last conform.
        #expect(layouts.filter { StrutViewTree.viewMaking($0) != nil }.count == layouts.count - 1)
    }

    /// A recipe names its view class (kept as a metatype, not a closure).
    @Test func recipesNameTheirViewClass() {
        #expect(ViewRecipe({ Label() }).viewTypeName == "Label")
        #expect(ViewRecipe({ View() }, configure: { $0.identifier = "x" }).viewTypeName == "View")
    }

    /// The views made: a label for the label layout and for the custom maker, a plain view for
    /// the custom layout that cannot make one.
    @Test func viewsComeFromTheLayoutsThatMakeThem() {
        #expect(StrutViewTree.makeView(for: LabelLayout(text: "a")) is Label)
        #expect((StrutViewTree.makeView(for: Making()) as? Label)?.text == "made")
        #expect(type(of: StrutViewTree.makeView(for: Plain())) == View.self)
    }
}
