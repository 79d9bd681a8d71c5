import Foundation

extension TableView {
    /// Installs precomputed heights for rows `0..<heights.count` at a width (see
    /// ``setHeight(_:forRow:atWidth:)``): the usual end of a background height computation.
    /// Heights for another width, or beyond the rows, are ignored.
    /// - Complexity: O(rows installed + rows).
    public func setHeights(_ heights: [CGFloat], atWidth width: CGFloat) {
        reloadIfNeeded()
        for (row, h) in heights.enumerated() { setHeight(h, forRow: row, atWidth: width) }
    }
}
