import Foundation
import Testing

@testable import StrutAutoLayout

/// A view that fills its bounds in its color and keeps the context it was handed, if asked to.
private final class KeepingView: View {
    let color: Color
    let keepsContext: Bool
    var kept: DrawingContext?
    init(_ color: Color, keepsContext: Bool) {
        self.color = color
        self.keepsContext = keepsContext
        super.init(frame: .zero)
    }
    override func draw(_ rect: CGRect, in context: DrawingContext) {
        context.fill(rect, with: color)
        if keepsContext { kept = context }
    }
}

/// The display pass draws every view into one context and takes each view's commands out of it
/// (issue 12, allocations per feed item); a context a `draw` keeps stays that view's.
@Suite struct DisplayPassContextTests {
    /// Three views drawn in one pass, the second keeping its context: each view's cached drawing
    /// is exactly its own fill, and the kept context still holds exactly the second view's.
    @Test func eachViewGetsItsOwnCommandsAndAKeptContextStaysItsViews() {
        let window = RecordingWindow(100, 100)
        let colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1)]
        let views = colors.enumerated().map { i, color in KeepingView(color, keepsContext: i == 1) }
        for (i, v) in views.enumerated() {
            v.frame = CGRect(CGFloat(10 * i), 0, 10, 20)
            window.addSubview(v)
        }
        window.runRenderLoopTurn()
        for (i, v) in views.enumerated() {
            #expect(v.cachedDrawing == [.fillRect(CGRect(0, 0, 10, 20), colors[i])])
        }
        #expect(views[1].kept?.commands == [.fillRect(CGRect(0, 0, 10, 20), colors[1])])
        #expect(views[0].kept == nil && views[2].kept == nil)
    }
}
