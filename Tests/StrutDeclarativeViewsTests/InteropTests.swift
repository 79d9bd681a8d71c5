import DeclarativeTestSupport
import Foundation
import StrutAutoLayout
import StrutDeclarative
import StrutDeclarativeViews
import StrutText
import Testing

/// Declarative layouts inside constraint-based views, and the reverse.
@Suite struct InteropTests {
    static let cells = MonospacedCellMeasurer(cellWidth: 10, cellHeight: 20)

    /// "Hi" over "Nick Snyder", spacing 4: 110 × 44 unbounded; at width 60 the name wraps
    /// ("Nick" / "Snyder", 60 × 40), so 60 × 64.
    func twoLabels() -> any Layout {
        StackLayout(
            axis: .vertical, spacing: 4,
            sublayouts: [
                LabelLayout(text: "Hi", measurer: Self.cells),
                LabelLayout(text: "Nick Snyder", measurer: Self.cells),
            ])
    }

    @Test func hostedLayoutGivesItsIntrinsicSize() {
        let window = Window(size: CGSize(width: 400, height: 400))
        let host = LayoutHostingView(layout: twoLabels())
        host.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(host)
        LayoutConstraint.activate([
            host.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            host.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        #expect(host.frame == CGRect(10, 20, 110, 44))
        #expect(host.subviews.map(\.frame) == [CGRect(0, 0, 20, 20), CGRect(0, 24, 110, 20)])
    }

    @Test func hostedLayoutGivesItsHeightForTheEnginesWidth() {
        let window = Window(size: CGSize(width: 400, height: 400))
        let host = LayoutHostingView(layout: twoLabels())
        host.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(host)
        LayoutConstraint.activate([
            host.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            host.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            host.widthAnchor.constraint(equalToConstant: 60),
        ])
        window.layoutIfNeeded()
        #expect(host.frame == CGRect(10, 20, 60, 64))
        #expect(host.subviews.map(\.frame) == [CGRect(0, 0, 20, 20), CGRect(0, 24, 60, 40)])
    }

    @Test func changingTheLayoutRelaysOutAndRecyclesViews() {
        let window = Window(size: CGSize(width: 400, height: 400))
        let host = LayoutHostingView(layout: SizeLayout(width: 30, height: 10, viewReuseId: "box", view: ViewRecipe { View() }))
        host.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(host)
        LayoutConstraint.activate([
            host.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            host.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        let box = host.subviews.first
        #expect(host.frame == CGRect(0, 0, 30, 10))
        host.layout = SizeLayout(width: 50, height: 15, viewReuseId: "box", view: ViewRecipe { View() })
        window.layoutIfNeeded()
        #expect(host.frame == CGRect(0, 0, 50, 15))
        #expect(host.subviews.count == 1)
        #expect(host.subviews.first === box)
        #expect(box?.frame == CGRect(0, 0, 50, 15))
    }

    /// A container whose subview is pinned 5 pt inside it and sized 40 × 30 by constraints:
    /// fitting size 50 × 40.
    static func pinnedCard() -> View { pinnedCard(innerWidthPriority: .required) }

    static func pinnedCard(innerWidthPriority: LayoutPriority) -> View {
        let card = View()
        let inner = View()
        inner.identifier = "inner"
        inner.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(inner)
        LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            card.trailingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 5),
            card.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: 5),
            inner.heightAnchor.constraint(equalToConstant: 30),
        ])
        let width = inner.widthAnchor.constraint(equalToConstant: 40)
        width.priority = innerWidthPriority
        width.isActive = true
        return card
    }

    @Test func constraintBasedViewIsMeasuredByItsFittingSize() {
        let card = ViewLayout(viewReuseId: "card", makeView: Self.pinnedCard)
        #expect(card.measurement(within: CGSize(width: 1000, height: 1000)).size == CGSize(width: 50, height: 40))
        #expect(card.flexibility == Flexibility(horizontal: -250, vertical: -250))
        // In a row after a 10 × 10 box with spacing 2: the card at x 12.
        let row = StackLayout(axis: .horizontal, spacing: 2, sublayouts: [SizeLayout(width: 10, height: 10), card])
        let window = Window(size: CGSize(width: 200, height: 100))
        row.arrangement().makeViews(in: window)
        window.layoutIfNeeded()
        #expect(window.subviews.count == 1)
        let shown = window.subviews[0]
        #expect(shown.frame == CGRect(12, 0, 50, 40))
        #expect(shown.subviews.first?.frame == CGRect(5, 5, 40, 30))
    }

    @Test func constraintBasedViewNarrowerThanItsFittingWidthTakesTheProposal() {
        // The inner width 40 is only preferred (750): fitted again at a required width of 30, the
        // inner view gives way (20 wide) and the height stays 5 + 30 + 5.
        let card = ViewLayout(makeView: { Self.pinnedCard(innerWidthPriority: .defaultHigh) })
        #expect(card.measurement(within: CGSize(width: 30, height: 1000)).size == CGSize(width: 30, height: 40))
        #expect(card.measurement(within: CGSize(width: 100, height: 1000)).size == CGSize(width: 50, height: 40))
    }

    /// A hosted layout settles: the first pass makes the views, the new subviews ask for one more
    /// pass, which makes nothing (the layout and size are unchanged). Before this, views without a
    /// reuse identifier were remade on every pass and the render loop ran into its pass limit.
    @Test func hostedLabelsSettleInOnePass() {
        final class CountingHost: LayoutHostingView {
            var passes = 0
            override func layoutSubviews() {
                passes += 1
                super.layoutSubviews()
            }
        }
        let window = Window(size: CGSize(width: 400, height: 400))
        let host = CountingHost(layout: twoLabels())
        host.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(host)
        LayoutConstraint.activate([
            host.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            host.topAnchor.constraint(equalTo: window.topAnchor),
            host.widthAnchor.constraint(equalToConstant: 60),
        ])
        window.layoutIfNeeded()
        #expect(host.passes == 2)
        #expect(!host.needsLayout)
        #expect(host.subviews.count == 2)
        window.layoutIfNeeded()
        #expect(host.passes == 2)
    }
}
