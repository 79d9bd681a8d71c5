import Foundation

extension IndexPath {
    /// An index path to an item of a collection view: `[section, item]`, as UIKit spells it.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section of a two-index path (its first index; 0 for an empty path).
    public var section: Int { isEmpty ? 0 : self[startIndex] }

    /// The item of a two-index path (its second index; 0 for a shorter path).
    public var item: Int { count < 2 ? 0 : self[index(after: startIndex)] }
}
