import Dispatch
import Foundation
import StrutDeclarative
import StrutExamples

/// Issue 6's batch layout: `items` feed items (``FeedItem``) arranged by ``BatchLayout`` at
/// width 375, with one task and with two. The layouts are built (untimed) before each run, so
/// every run measures afresh (layouts cache their measurements).
public enum BatchFeed {
    /// The workload with `tasks` concurrent tasks.
    public static func workload(items: Int = 400, tasks: Int) -> Workload {
        let data = (0..<items).map(FeedItemData.init(index:))
        return Workload(name: "batch layout, \(items) feed items, \(tasks) task\(tasks == 1 ? "" : "s")", units: items, unitName: "item") {
            let layouts = data.map { FeedItem.layout($0) }
            let batch = BatchLayout(width: 375, maxConcurrentTasks: tasks)
            return { runBlocking { try await batch.arrangements(of: layouts) } as Any }
        }
    }
}

/// Runs an async operation to completion from synchronous code (the calling thread waits; the
/// work runs on the concurrency runtime's global executor).
public func runBlocking<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) -> T? {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        box.value = try? await operation()
        done.signal()
    }
    done.wait()
    return box.value
}

/// Hands a result from a detached task to the waiting thread (the semaphore orders the accesses).
final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
