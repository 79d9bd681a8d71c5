import Testing

@testable import StrutAutoLayout

/// Parsed formats are `Sendable` values and the parse cache is shared: many tasks resolving
/// formats at once all get the right constraints.
@Suite struct VisualFormatConcurrencyTests {
    @Test func concurrentResolutionThroughTheSharedCache() async {
        let results = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var ok = true
                    for i in 0..<200 {
                        // Half the formats are shared between tasks, half are new to the cache.
                        let pad = i % 2 == 0 ? i % 10 : task * 1000 + i
                        let format = "H:|-\(pad)-[a]-[b(>=\(i))]|"
                        let descriptions = try? VisualFormat.constraintDescriptions(
                            withVisualFormat: format, isView: { $0 == "a" || $0 == "b" })
                        ok =
                            ok
                            && descriptions?.map(\.description) == [
                                pad == 0 ? "a.leading == sv.leading" : "a.leading == sv.leading + \(pad)",
                                "b.leading == a.trailing + 8",
                                "b.width >= \(i)",
                                "sv.trailing == b.trailing",
                            ]
                    }
                    return ok
                }
            }
            var all: [Bool] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results == Array(repeating: true, count: 8))
    }
}
