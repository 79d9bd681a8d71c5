import Synchronization

/// The class names printed in descriptions, one per view class, computed once per process.
///
/// `String(reflecting:)` walks the type's metadata through `Mirror` (about 12,000 instructions a
/// call); the display list names every view it draws, so each new view paid it once. A class's
/// name never changes, so the first view of a class computes it and the others look it up.
enum ClassNameCache {
    private static let names = Mutex<[ObjectIdentifier: String]>([:])

    /// ``ConstraintFormatter/className(of:)`` of `object`, computed once per class.
    static func name(of object: AnyObject) -> String {
        let type = ObjectIdentifier(Swift.type(of: object))
        if let name = names.withLock({ $0[type] }) { return name }
        let name = ConstraintFormatter.className(of: object)
        names.withLock { $0[type] = name }
        return name
    }
}
