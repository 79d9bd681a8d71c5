import Yams

extension LayoutFileDecoder {
    /// A `collection:` mapping: `layout` (flow, grid, list), `itemSize` (flow), `columns` and
    /// `rowHeight` (grid), `spacing`, and `items` (one label text per item).
    func collection(_ node: Node, _ what: String) throws(Diagnostic) -> CollectionSpec {
        var spec = CollectionSpec()
        for pair in try reader.mapping(node, what, keys: ["layout", "itemSize", "columns", "rowHeight", "spacing", "items"]) {
            let inner = "'\(pair.key)' of \(what)"
            switch pair.key {
            case "layout":
                spec.layout = try reader.choice(
                    pair.value, "collection layout", CollectionSpec.LayoutKind.allCases.map { ($0.rawValue, $0) })
            case "itemSize":
                let size = try self.size(pair.value, inner)
                spec.itemSize = [size.width ?? spec.itemSize[0], size.height ?? spec.itemSize[1]]
            case "columns": spec.columns = try reader.integer(pair.value, inner, in: 1...100)
            case "rowHeight": spec.rowHeight = try reader.nonNegative(pair.value, inner)
            case "spacing": spec.spacing = try reader.nonNegative(pair.value, inner)
            default:  // items
                let items = try reader.sequence(pair.value, inner)
                guard items.count <= 100_000 else {
                    throw reader.error(.invalidDocument, "\(inner) lists \(items.count) items; at most 100,000", at: pair.value)
                }
                spec.items = try items.map { (n) throws(Diagnostic) in try reader.string(n, inner) }
            }
        }
        return spec
    }
}
