import Foundation
import StrutText

/// The text layout a ``LabelLayout``'s last measurement made, kept for the label view that the
/// layout later configures: the view takes it over (and narrows it to its frame) instead of
/// laying the text out a second time when it draws.
///
/// Thread-safe like ``MeasurementCache``: a POSIX mutex guards the one slot; the text is laid out
/// outside the lock.
package struct TextLayoutSlot: ~Copyable, @unchecked Sendable {
    private struct Storage {
        var mutex = pthread_mutex_t()
        var layout: TextLayout?
    }

    private let storage: UnsafeMutablePointer<Storage>

    package init() {
        storage = .allocate(capacity: 1)
        storage.initialize(to: Storage())
        pthread_mutex_init(&storage.pointee.mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(&storage.pointee.mutex)
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// The layout stored last, if any.
    package var layout: TextLayout? {
        pthread_mutex_lock(&storage.pointee.mutex)
        defer { pthread_mutex_unlock(&storage.pointee.mutex) }
        return storage.pointee.layout
    }

    /// Keeps `layout`, replacing the one stored before.
    package func store(_ layout: TextLayout) {
        pthread_mutex_lock(&storage.pointee.mutex)
        storage.pointee.layout = layout
        pthread_mutex_unlock(&storage.pointee.mutex)
    }
}
