import Foundation

/// This process's CPU time in seconds (`CLOCK_PROCESS_CPUTIME_ID`): on a machine shared with
/// other builds, the time spent waiting for a processor is left out (the process is single-threaded).
func processCPUSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// Times `body` until at least `minimumTime` seconds and `minimumRuns` runs have passed (at most
/// `maximumRuns`), and returns the median run in seconds of process CPU time. `setUp` runs
/// untimed before each run and hands its result to `body`.
func medianTime<State>(
    minimumRuns: Int = 3, maximumRuns: Int = 200, minimumTime: Double = 0.3,
    setUp: () -> State, _ body: (State) -> Void
) -> Double {
    var samples: [Double] = []
    var total = 0.0
    while samples.count < maximumRuns, samples.count < minimumRuns || total < minimumTime {
        let state = setUp()
        let start = processCPUSeconds()
        body(state)
        let s = processCPUSeconds() - start
        samples.append(s)
        total += s
        withExtendedLifetime(state) {}
    }
    samples.sort()
    return samples[samples.count / 2]
}
