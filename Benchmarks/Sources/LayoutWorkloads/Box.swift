import Foundation
import StrutAutoLayout
import StrutExamples

/// The workloads' leaf view: a fixed intrinsic size (`StrutExamples`).
public typealias Box = StrutExamples.Box

/// A window tall enough for every scenario (its height does not constrain anything).
func makeWindow(width: CGFloat = 375) -> Window {
    Window(size: CGSize(width: width, height: 1_000_000))
}
