import Foundation
import StrutAutoLayout
import Testing

@testable import StrutCLI

/// `type: collection` in layout files.
struct CollectionLayoutTests {
    static let grid = """
        window: {width: 320, height: 300}
        views:
          - id: cities
            type: collection
            collection:
              layout: grid
              columns: 3
              rowHeight: 60
              spacing: 10
              items: [Lisbon, Porto, Braga, Faro, Coimbra, Évora, Aveiro, Sintra, Cascais, Tavira, Lagos, Nazaré, Óbidos, Tomar, Viseu, Guarda]
        constraints:
          - cities.leading == superview.leading
          - cities.trailing == superview.trailing
          - cities.top == superview.top
          - cities.bottom == superview.bottom
        """

    /// Three columns sharing 320 − 2 × 10 = 300 (100 each, 10 apart: x = 0, 110, 220), rows 60 high
    /// and 10 apart: 16 items make 6 rows, 6 × 60 + 5 × 10 = 410 high. The 300-point screen shows
    /// rows 0…4 (the fifth starts at 280): 15 cells, named `cities[i]`.
    @Test func aGridOfLabels() throws {
        let file = try LayoutFileDecoder.decode(file: "t.yaml", source: Self.grid)
        guard case let .views(spec) = file.content else { throw Diagnostic(.internalError, "not a view layout") }
        let (window, scrollViews) = try ViewTreeBuilder.layOutForScrolling(spec, file: file) { _ in }
        let view = try #require(scrollViews.first?.view as? CollectionView)
        #expect(scrollViews.first?.id == "cities")
        #expect(view.contentSize == CGSize(width: 320, height: 410))
        #expect(view.indexPathsForVisibleItems.count == 15)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 4, section: 0)))
        #expect(cell.frame == CGRect(x: 110, y: 70, width: 100, height: 60))
        #expect(cell.identifier == "cities[4]")
        view.contentOffset.y = 110
        window.runRenderLoopTurn()
        #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 3, section: 0))
        #expect(view.indexPathsForVisibleItems.last == IndexPath(item: 15, section: 0))
    }

    /// Settings that do not belong: `collection` on a label, an unknown layout.
    @Test func badSettingsAreNamed() {
        #expect(throws: Diagnostic.self) {
            try LayoutFileDecoder.decode(file: "t.yaml", source: "views:\n  - {id: a, type: label, text: x, collection: {layout: grid}}\n")
        }
        do {
            _ = try LayoutFileDecoder.decode(
                file: "t.yaml", source: "views:\n  - {id: a, type: collection, collection: {layout: masonry}}\n")
            Issue.record("an unknown layout was accepted")
        } catch {
            #expect("\(error)".contains("masonry"))
        }
    }
}
