import StrutExamples

extension LinkedInCells {
    /// The sizes of the growth series.
    public static let sizes = [10, 100, 1_000, 10_000]

    /// The workload at one size.
    public static func workload(_ n: Int) -> Workload {
        .simple("LinkedIn cells N=\(n)", units: n, unitName: "cell") { build(n) }
    }
}
