import Foundation
import StrutExamples
import Synchronization
import Testing

@testable import StrutAutoLayout

/// Structure reuse keeps one template store per thread (issue 12, item 3): which cell of a
/// structure becomes its template decides the last bits of values the solve rounds, so a
/// store shared between threads made those bits depend on which thread fitted first. These
/// tests run fittings on threads of their own (new threads: nothing else has used their
/// stores) without giving a task-local store, so that the per-thread default is what they see.
@Suite struct StructureTemplateThreadTests {
    struct Fitted: Equatable, Sendable {
        var height: CGFloat
        var frames: [CGRect]
        var adopted: Bool
    }

    /// Fits a fresh feed cell showing `item` at `width` and lays it out at that size in a window.
    static func fit(_ item: FeedItemData, width: CGFloat) -> Fitted {
        let cell = ConstraintFeedItemView()
        cell.configure(item)
        let height = cell.fittingHeight(forWidth: width)
        let adopted = cell.fittingCache?.engine.structureReuse.adopted ?? false
        let window = Window(size: CGSize(width: width, height: 2000))
        cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
        window.addSubview(cell)
        window.runRenderLoopTurn()
        return Fitted(height: height, frames: cell.elementFrames().map(\.1), adopted: adopted)
    }

    /// A value one thread hands to another.
    final class Slot<T: Sendable>: Sendable {
        let value = Mutex<T?>(nil)
    }

    /// Runs `body` on a new thread and waits for its result.
    static func onNewThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let slot = Slot<T>()
        let done = DispatchSemaphore(value: 0)
        Thread {
            let value = body()
            slot.value.withLock { $0 = value }
            done.signal()
        }.start()
        done.wait()
        return slot.value.withLock { $0! }
    }

    /// Items whose texts differ (so their solved constants differ), at a width whose thirds are
    /// not exact in binary: the three social-action buttons are (320 − 16) / 3 = 101.33… wide.
    static let items = (0..<4).map { i in
        var item = FeedItemData(index: i)
        item.posterHeadline = String(repeating: "headline words ", count: 1 + 3 * i)
        item.posterComment = String(repeating: "a comment ", count: 2 + 5 * i)
        return item
    }
    static let width: CGFloat = 320

    /// A thread's fittings start from templates made on that thread only: a new thread's first
    /// fitting solves from scratch even after another thread solved the same structure (with
    /// one shared store it adopted that thread's template), and gives exactly the frames of a
    /// fitting with reuse turned off.
    @Test func anotherThreadsTemplatesAreNotUsed() {
        let first = Self.onNewThread { Self.items.prefix(2).map { Self.fit($0, width: Self.width) } }
        // On its own thread the structure is reused from the second cell on.
        #expect(first.map(\.adopted) == [false, true])
        let second = Self.onNewThread { Self.fit(Self.items[3], width: Self.width) }
        #expect(!second.adopted)
        let fresh = Self.onNewThread {
            StructureTemplates.$isDisabled.withValue(true) { Self.fit(Self.items[3], width: Self.width) }
        }
        #expect(!fresh.adopted)
        #expect(second == fresh)
    }

    /// Two threads fitting at the same time get, bit for bit, what each gets alone: the result
    /// does not depend on how the threads interleave.
    @Test func concurrentThreadsGetTheirSequentialResults() {
        let orderA = [0, 1, 2, 3].map { Self.items[$0] }
        let orderB = [3, 2, 1, 0].map { Self.items[$0] }
        let aloneA = Self.onNewThread { orderA.map { Self.fit($0, width: Self.width) } }
        let aloneB = Self.onNewThread { orderB.map { Self.fit($0, width: Self.width) } }
        for _ in 0..<3 {
            let slots = [Slot<[Fitted]>(), Slot<[Fitted]>()]
            let group = DispatchGroup()
            for (order, slot) in zip([orderA, orderB], slots) {
                group.enter()
                Thread {
                    let fitted = order.map { Self.fit($0, width: Self.width) }
                    slot.value.withLock { $0 = fitted }
                    group.leave()
                }.start()
            }
            group.wait()
            #expect(slots[0].value.withLock { $0 } == aloneA)
            #expect(slots[1].value.withLock { $0 } == aloneB)
        }
        // Each thread's first cell solved from scratch, the others adopted.
        #expect(aloneA.map(\.adopted) == [false, true, true, true])
    }
}
