import Foundation
import StrutExamples
import Testing

@testable import StrutCLI

/// Two independent computations of the same cell: frame arithmetic written by hand, and
/// Auto Layout solving `Examples/feed-item.yaml`. They must agree on every frame.
struct HandWrittenFeedItemTests {
    @Test(arguments: [375.0, 320.0, 414.0])
    func agreesWithTheConstraintLayout(width: Double) throws {
        let file = try InputFile.load(examplesFolder() + "/feed-item.yaml")
        guard case let .views(result) = try Solving.solve(file, options: WindowOverrides(width: width)) else {
            Issue.record("expected a view layout")
            return
        }
        let manual = HandWrittenFeedItem.layOut(width: width)
        #expect(abs(result.windowSize.height - manual.height) < 1e-6)
        for frame in result.frames where frame.id != "root" {
            let expected = try #require(manual.frames[frame.id], "no hand-written frame for \(frame.id)")
            let close =
                abs(frame.frame.minX - expected.minX) < 1e-6 && abs(frame.frame.minY - expected.minY) < 1e-6
                && abs(frame.frame.width - expected.width) < 1e-6 && abs(frame.frame.height - expected.height) < 1e-6
            #expect(close, "\(frame.id): Auto Layout \(frame.frame), by hand \(expected)")
        }
        #expect(manual.frames.count == result.frames.count - 1)
    }
}
