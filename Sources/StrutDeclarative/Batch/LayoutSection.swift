/// A section of a list: an optional header, items and an optional footer (LayoutKit's `Section`).
public struct LayoutSection<Element> {
    /// The header, if any.
    public var header: Element?
    /// The items, in order.
    public var items: [Element]
    /// The footer, if any.
    public var footer: Element?

    /// Creates a section.
    public init(header: Element? = nil, items: [Element], footer: Element? = nil) {
        self.header = header
        self.items = items
        self.footer = footer
    }

    /// The section with `transform` applied to the header, then each item, then the footer.
    public func map<T>(_ transform: (Element) throws -> T) rethrows -> LayoutSection<T> {
        let header = try self.header.map(transform)
        let items = try self.items.map(transform)
        let footer = try self.footer.map(transform)
        return LayoutSection<T>(header: header, items: items, footer: footer)
    }
}

extension LayoutSection: Sendable where Element: Sendable {}
