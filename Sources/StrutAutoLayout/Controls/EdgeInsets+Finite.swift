import Foundation
import StrutGeometry

extension EdgeInsets {
    /// Whether every edge is a finite number (insets that may reach the engine must be).
    var isFiniteInsets: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}
