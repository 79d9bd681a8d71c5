import Foundation

#if !canImport(UIKit)
    extension IndexPath {
        /// An index path to an item of a collection view: `[section, item]` (UIKit adds the same
        /// initializer; ``section`` comes with the table's `init(row:section:)`).
        public init(item: Int, section: Int) {
            self.init(indexes: [section, item])
        }

        /// The item within the section: the second index (0 for a shorter path).
        public var item: Int {
            get { count < 2 ? 0 : self[1] }
            set { self[1] = newValue }
        }
    }
#endif
