import Foundation
import StrutAutoLayout
import StrutRender
import Testing

@Suite struct AnimatedSVGTests {
    /// A 50 × 50 red box moves from x 0 to x 100 and widens to 100, linearly over 1 s. Sampled
    /// twice a second (t = 0, 0.5, 1): the group is translated back by −100, −50, 0 (the
    /// drawing is the final state), and the background's width runs 50, 75, 100.
    @Test func movingBoxIsTranslatedAndResized() {
        let window = Window(size: CGSize(width: 200, height: 100))
        let box = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        box.identifier = "box"
        box.backgroundColor = .red
        window.addSubview(box)
        window.layoutIfNeeded()
        let moving = View.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                box.frame = CGRect(x: 100, y: 0, width: 100, height: 50)
            })
        window.runRenderLoopTurn()
        let svg = SVGRenderer(outlinesViews: false).renderAnimation(
            moving, commands: window.drawingCommands, size: window.bounds.size, framesPerSecond: 2)
        #expect(
            svg.contains(
                #"<animateTransform attributeName="transform" type="translate" values="-100,0;-50,0;0,0" keyTimes="0;0.5;1" dur="1s" fill="freeze" repeatCount="indefinite"/>"#
            ))
        #expect(svg.contains(#"<animate attributeName="width" values="50;75;100""#))
        #expect(svg.contains(##"<rect x="100" y="0" width="100" height="50" fill="#ff0000">"##))
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.components(separatedBy: "<g").count == svg.components(separatedBy: "</g>").count)
    }
}
