import Foundation

/// Runs `body` on a new thread with a large stack and returns its result.
///
/// Measurement and arrangement recurse once per level of nesting (as in LayoutKit), and a debug
/// build uses a few kilobytes of stack per level, so trees thousands of levels deep are built,
/// laid out and freed on a thread with room for them. Only results (counts, frames) come back.
func onLargeStack<T: Sendable>(megabytes: Int = 512, _ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        let thread = Thread {
            continuation.resume(returning: body())
        }
        thread.stackSize = megabytes << 20
        thread.start()
    }
}
