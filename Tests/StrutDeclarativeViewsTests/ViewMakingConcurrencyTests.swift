import DeclarativeTestSupport
import Foundation
import StrutAutoLayout
import StrutDeclarative
import StrutDeclarativeViews
import Testing

/// `makeViews` on several threads at once, one view tree per task.
@Suite struct ViewMakingConcurrencyTests {
    @Test func viewTreesAreMadeConcurrentlyOnePerTask() async {
        // One tree per task: makeViews' bookkeeping is shared and must be thread-safe.
        let layout = StackLayout(
            axis: .vertical,
            sublayouts: (0..<8).map {
                SizeLayout(width: 10, height: 10, viewReuseId: "v\($0)", view: ViewRecipe { View() })
            })
        let counts = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let host = View(frame: CGRect(0, 0, 100, 100))
                    for width in [10, 20, 30] as [CGFloat] { layout.arrangement(width: width).makeViews(in: host) }
                    return host.subviews.count
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 8, count: 8))
    }
}
