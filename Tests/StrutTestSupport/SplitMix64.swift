/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny seeded generator, so that every randomized
/// test sees the same inputs on every run and machine, and a failure reproduces from its seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's whole state; the next value is a function of it alone.
    public var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) { state = seed }

    /// A generator starting from `state` (the same as ``init(seed:)``).
    public init(state: UInt64) { self.state = state }

    /// The next value of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `range` (by remainder: a slight bias, harmless for tests).
    public mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// One of `items` (by remainder), which must not be empty.
    public mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
}
