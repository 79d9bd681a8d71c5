/// An object's identity as a dictionary key, with a cheap hash.
///
/// The engine looks its per-constraint and per-item maps up several times per constraint and
/// pass; `ObjectIdentifier` hashes through SipHash (about 80 instructions), this key through
/// one multiply and one shift of the address. The hash still mixes in the dictionary's seed.
/// Keys are addresses of live objects: the maps drop an entry before its object can go.
struct ObjectKey: Hashable {
    let raw: UInt

    init(_ object: AnyObject) { raw = UInt(bitPattern: ObjectIdentifier(object)) }

    /// The key of the object whose identity is `raw` (as `UInt(bitPattern: ObjectIdentifier(_:))`).
    init(raw: UInt) { self.raw = raw }

    static func == (a: ObjectKey, b: ObjectKey) -> Bool { a.raw == b.raw }

    func hash(into hasher: inout Hasher) { hasher.combine(raw) }

    // Dictionary and Set call this directly; the default implementation goes through Hasher.
    func _rawHashValue(seed: Int) -> Int {
        let x = ((raw >> 4) ^ UInt(bitPattern: seed)) &* 0x9E37_79B9_7F4A_7C15
        return Int(bitPattern: x ^ (x >> 31))
    }
}
