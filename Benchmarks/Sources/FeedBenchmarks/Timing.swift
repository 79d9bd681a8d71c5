import Foundation

/// Times `body` until at least `minimumTime` seconds and `minimumRuns` runs have passed (at most
/// `maximumRuns`), and returns the median run in seconds. `setUp` runs untimed before each run
/// and hands its result to `body`.
func medianTime<State>(
    minimumRuns: Int = 3, maximumRuns: Int = 200, minimumTime: Double = 0.3,
    setUp: () -> State, _ body: (State) -> Void
) -> Double {
    var samples: [Double] = []
    var total = 0.0
    let clock = ContinuousClock()
    while samples.count < maximumRuns, samples.count < minimumRuns || total < minimumTime {
        let state = setUp()
        let start = clock.now
        body(state)
        let d = clock.now - start
        let s = Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
        samples.append(s)
        total += s
        withExtendedLifetime(state) {}
    }
    samples.sort()
    return samples[samples.count / 2]
}
