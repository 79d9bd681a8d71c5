import Foundation
import StrutAutoLayout
import StrutRender
import Testing

@Suite struct TransformSVGTests {
    /// A 100 × 50 card at (50, 75), centre (100, 100), turned a quarter: the matrix about the
    /// centre is (0, 1, −1, 0) with e = cx − a·cx − c·cy = 100 + 100 = 200 and
    /// f = cy − b·cx − d·cy = 100 − 100 = 0. Its corner (50, 75) lands on (−75 + 200, 50) =
    /// (125, 50), a corner of the turned card's box (75, 50, 50, 100). Its subview is drawn
    /// inside the card's group, untransformed itself.
    @Test func stillSVGDrawsATransformAboutTheCenter() {
        let window = Window(size: CGSize(width: 300, height: 300))
        let card = View(frame: CGRect(x: 50, y: 75, width: 100, height: 50))
        card.identifier = "card"
        card.backgroundColor = .blue
        let dot = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        dot.identifier = "dot"
        card.addSubview(dot)
        window.addSubview(card)
        card.transform = ViewTransform(rotationAngle: .pi / 2)
        window.runRenderLoopTurn()
        let infos = window.drawingCommands.compactMap { if case let .beginView(info) = $0 { info } else { nil } }
        #expect(infos.first { $0.identifier == "card" }?.transform == ViewTransform(rotationAngle: .pi / 2))
        #expect(infos.first { $0.identifier == "dot" }?.transform == .identity)
        let corner = infos.first { $0.identifier == "card" }?.transformInDisplayList.apply(to: CGPoint(x: 50, y: 75))
        #expect(corner.map { abs($0.x - 125) < 1e-9 && abs($0.y - 50) < 1e-9 } == true)
        let svg = SVGRenderer(outlinesViews: false).render(RenderScene(window: window, title: "t"))
        #expect(
            svg.contains(
                ##"<g class="view" data-name="card" transform="matrix(0 1 -1 0 200 0)">"##
                    + "\n" + ##"<rect x="50" y="75" width="100" height="50" fill="#0000ff"/>"##
                    + "\n" + ##"<g class="view" data-name="dot">"##))
        #expect(svg.components(separatedBy: "<g").count == svg.components(separatedBy: "</g>").count)
        // The scene's window frames are where the views show: the card's box (75, 50, 50, 100);
        // the dot, (50, 75)–(60, 85) turned about (100, 100) (x' = 100 − (y − 100): 125…115;
        // y' = 100 + (x − 100): 50…60), shows at (115, 50, 10, 10).
        let scene = RenderScene(window: window, title: "t")
        func rounded(_ r: CGRect?) -> [Double]? {
            r.map { [$0.minX, $0.minY, $0.width, $0.height].map { (Double($0) * 1e6).rounded() / 1e6 } }
        }
        #expect(rounded(scene.index(of: "card").map { scene.nodes[$0].frameInWindow }) == [75, 50, 50, 100])
        #expect(rounded(scene.index(of: "dot").map { scene.nodes[$0].frameInWindow }) == [115, 50, 10, 10])
    }

    /// The card turns 0 → π and a badge (20 × 20 at (0, 0), centre (10, 10)) grows 1 → 2,
    /// linearly over 1 s, sampled at t = 0, ½, 1: the card's rotation runs 0°, 90°, 180° about
    /// its centre (100, 100) (not through a flat matrix); the badge's scale runs 1, 1.5, 2.
    @Test func animatedSVGTurnsThroughTheQuarter() {
        let window = Window(size: CGSize(width: 300, height: 300))
        let card = View(frame: CGRect(x: 50, y: 75, width: 100, height: 50))
        card.identifier = "card"
        card.backgroundColor = .blue
        let badge = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        badge.identifier = "badge"
        badge.backgroundColor = .red
        window.addSubview(card)
        window.addSubview(badge)
        window.layoutIfNeeded()
        let timeline = View.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                card.transform = ViewTransform(rotationAngle: .pi)
                badge.transform = ViewTransform(scaleX: 2, y: 2)
            })
        window.runRenderLoopTurn()
        let svg = SVGRenderer(outlinesViews: false).renderAnimation(
            timeline, commands: window.drawingCommands, size: window.bounds.size, framesPerSecond: 2)
        let timing = ##"keyTimes="0;0.5;1" dur="1s" fill="freeze" repeatCount="indefinite"/>"##
        #expect(
            svg.contains(
                ##"<g class="view" data-name="card">"## + "\n" + ##"<g transform="translate(100 100)">"## + "\n"
                    + ##"<g transform="rotate(180)"><animateTransform attributeName="transform" type="rotate" values="0;90;180" "##
                    + timing + "\n" + ##"<g transform="scale(1 1)">"## + "\n" + ##"<g transform="skewX(0)">"## + "\n"
                    + ##"<g transform="translate(-100 -100)">"## + "\n" + ##"<rect x="50" y="75" width="100" height="50" fill="#0000ff"/>"##
                    + "\n" + "</g></g></g></g></g></g>"))
        #expect(
            svg.contains(
                ##"<g transform="scale(2 2)"><animateTransform attributeName="transform" type="scale" values="1,1;1.5,1.5;2,2" "## + timing)
        )
        #expect(svg.contains(##"<g transform="translate(10 10)">"##))
        #expect(svg.components(separatedBy: "<g").count == svg.components(separatedBy: "</g>").count)
    }
}
