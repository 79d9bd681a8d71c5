import Foundation
import StrutAutoLayout

extension TableViewCell {
    /// UIKit's `UITableViewCell.CellStyle`. Strut's cells have no built-in labels: every style
    /// makes the same empty cell (put content in ``TableViewCell/contentView``).
    public enum CellStyle: Int, Sendable, Hashable {
        /// UIKit's default style.
        case `default` = 0
        /// A label with a trailing detail label.
        case value1 = 1
        /// A detail label with a leading title label.
        case value2 = 2
        /// A label with a subtitle under it.
        case subtitle = 3
    }

    /// UIKit's `init(style:reuseIdentifier:)`: a cell for `reuseIdentifier` (`nil` reads as
    /// the empty identifier); the style makes no difference (see ``CellStyle``).
    public convenience init(style: CellStyle, reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier ?? "")
    }
}
