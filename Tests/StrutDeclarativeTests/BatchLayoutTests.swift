import Foundation
import Testing

@testable import StrutDeclarative

@Suite struct BatchLayoutTests {
    /// Item i is an exact (i + 1) × (2i + 1) box, so every result names its input.
    func items(_ count: Int) -> [any Layout] {
        (0..<count).map { SizeLayout(width: CGFloat($0 + 1), height: CGFloat(2 * $0 + 1)) }
    }

    @Test(arguments: [1, 2, 3, 8])
    func resultsComeBackInInputOrder(tasks: Int) async throws {
        let arrangements = try await BatchLayout(maxConcurrentTasks: tasks).arrangements(of: items(101))
        let expected: [CGRect] = (0..<101).map { CGRect(0, 0, CGFloat($0 + 1), CGFloat(2 * $0 + 1)) }
        #expect(arrangements.map(\.frame) == expected)
    }

    @Test func aFixedWidthGivesEveryItemThatWidthAndItsMeasuredHeight() async throws {
        // A 1-pt divider inset by 4: measured 8 × 9 tall; the width 320 is exact.
        let divider: any Layout = InsetLayout(inset: 4, sublayout: SizeLayout(height: 1))
        let arrangements = try await BatchLayout(width: 320, maxConcurrentTasks: 2).arrangements(of: [divider, divider, divider])
        #expect(arrangements.map(\.frame) == Array(repeating: CGRect(0, 0, 320, 9), count: 3))
        #expect(arrangements[0].sublayouts.map(\.frame) == [CGRect(4, 4, 312, 1)])
    }

    @Test func emptyInputGivesNoArrangements() async throws {
        let none: [any Layout] = []
        #expect(try await BatchLayout().arrangements(of: none).isEmpty)
    }

    @Test(arguments: [1, 4])
    func cancellationThrows(tasks: Int) async {
        let batch = BatchLayout(maxConcurrentTasks: tasks)
        let work = items(50)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await batch.arrangements(of: work)
        }
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func sectionsKeepTheirStructure() async throws {
        let header = SizeLayout(width: 100, height: 1)
        let footer = SizeLayout(width: 100, height: 3)
        let sections: [LayoutSection<any Layout>] = [
            LayoutSection(header: header, items: items(3), footer: footer),
            LayoutSection(items: items(2)),
        ]
        let arranged = try await BatchLayout(maxConcurrentTasks: 2).arrangements(of: sections)
        #expect(arranged.count == 2)
        #expect(arranged[0].header?.frame == CGRect(0, 0, 100, 1))
        let sizes: [CGSize] = [CGSize(width: 1, height: 1), CGSize(width: 2, height: 3), CGSize(width: 3, height: 5)]
        #expect(arranged[0].items.map(\.frame.size) == sizes)
        #expect(arranged[0].footer?.frame == CGRect(0, 0, 100, 3))
        #expect(arranged[1].header == nil)
        #expect(arranged[1].items.map(\.frame.size) == Array(sizes.prefix(2)))
    }

    @Test(arguments: [(10, 3), (7, 7), (100, 8), (5, 1)])
    func chunksCoverTheItemsContiguously(count: Int, chunks: Int) {
        let bounds = BatchLayout.chunkBounds(count: count, chunks: chunks)
        #expect(bounds.count == chunks)
        #expect(bounds.first?.lowerBound == 0)
        #expect(bounds.last?.upperBound == count)
        #expect(zip(bounds, bounds.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        let sizes = bounds.map(\.count)
        #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
    }
}
