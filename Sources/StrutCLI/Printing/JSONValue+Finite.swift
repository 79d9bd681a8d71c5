import StrutRender

extension JSONValue {
    /// Whether every number in the value is finite.
    ///
    /// The check the fuzz targets and tests make of the tool's output: `--json` prints a
    /// non-finite number as `null` and the table as `inf` or `nan`, so looking for those words
    /// in the text would also flag a view named `greetinf`. The JSON carries every number the
    /// table prints, so it is checked value by value instead.
    var numbersAreFinite: Bool {
        switch self {
        case .null, .bool, .string: true
        case let .number(n): n.isFinite
        case let .array(items): items.allSatisfy(\.numbersAreFinite)
        case let .object(pairs): pairs.allSatisfy { $0.1.numbersAreFinite }
        }
    }
}
