import Foundation

#if !canImport(UIKit)
    extension IndexPath {
        /// An index path of a table's row: `[section, row]` (UIKit adds the same initializer).
        public init(row: Int, section: Int) {
            self.init(indexes: [section, row])
        }

        /// The section: the first index.
        public var section: Int {
            get { self[0] }
            set { self[0] = newValue }
        }

        /// The row within the section: the second index.
        public var row: Int {
            get { self[1] }
            set { self[1] = newValue }
        }
    }
#endif
