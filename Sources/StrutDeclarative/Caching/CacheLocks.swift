import Foundation

/// The locks that guard layouts' caches: a fixed set of POSIX mutexes shared by every layout,
/// chosen by the layout's address (lock striping).
///
/// A lock per layout cost each layout node an allocation and a mutex set-up and tear-down, a
/// large part of a small layout's life; a cache is touched only for a look-up or an insertion,
/// never while measuring, so two layouts sharing a lock wait for each other only for those few
/// instructions. No code holds two of these locks at once, so sharing cannot deadlock. POSIX
/// mutexes rather than `Synchronization.Mutex`: the thread sanitizer sees POSIX locks (it
/// reports false races on the standard library's, which it cannot instrument).
package enum CacheLocks {
    /// How many locks there are (a power of two).
    static let count = 64

    /// The locks, made once and never freed (they live as long as the process).
    nonisolated(unsafe) static let locks: UnsafeMutablePointer<pthread_mutex_t> = {
        let locks = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: count)
        for i in 0..<count {
            (locks + i).initialize(to: pthread_mutex_t())
            pthread_mutex_init(locks + i, nil)
        }
        return locks
    }()

    /// Runs `body` holding the lock of `object`. `body` must not take another cache lock.
    @inline(__always)
    package static func withLock<Result>(for object: AnyObject, _ body: () throws -> Result) rethrows -> Result {
        // Objects are at least 16-byte aligned: the low bits say nothing.
        let address = UInt(bitPattern: ObjectIdentifier(object))
        let lock = locks + Int((address >> 4 ^ address >> 10) & UInt(count - 1))
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return try body()
    }
}
