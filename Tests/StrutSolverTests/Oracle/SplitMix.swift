import StrutTestSupport

/// A tiny deterministic generator (SplitMix64) so that a property test's seed fully
/// determines the random system it builds.
typealias SplitMix = SplitMix64
