import Foundation
import StrutAutoLayout

extension View {
    /// UIKit's `viewWithTag(_:)`: the receiver if its ``View/tag`` is `tag`, else the first view
    /// with that tag in a depth-first walk of the subviews in order; `nil` when none has it.
    /// - Complexity: O(n) in the number of views below the receiver.
    public func viewWithTag(_ tag: Int) -> View? {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            if view.tag == tag { return view }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }
}
