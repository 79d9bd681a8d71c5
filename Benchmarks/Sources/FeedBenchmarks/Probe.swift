import Foundation
import StrutAutoLayout
import StrutExamples

/// `--probe`: counts of the work one item does in each implementation (diagnostics for the report).
enum Probe {
    static func run() {
        for implementation in FeedImplementation.allCases {
            let window = Window(size: CGSize(width: 375, height: 2000))
            let view = implementation.makeView()
            view.configure(FeedItemData(index: 3))
            let h = view.fittingHeight(forWidth: 375)
            view.frame = CGRect(x: 0, y: 0, width: 375, height: h)
            window.addSubview(view)
            let clock = ContinuousClock()
            let t0 = clock.now
            window.runRenderLoopTurn()
            let t1 = clock.now
            var count = 0
            var stack: [View] = [window]
            while let v = stack.popLast() { count += 1; stack.append(contentsOf: v.subviews) }
            let t2 = clock.now
            window.runRenderLoopTurn()
            let t3 = clock.now
            print(
                "\(implementation.rawValue): views \(count), first turn \(t1 - t0), second turn \(t3 - t2), engine \(window.layoutEngineStatistics)"
            )
        }
    }
}
