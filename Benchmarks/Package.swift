// swift-tools-version: 6.1
// Strut's benchmarks: a separate package so that library users never resolve benchmark
// dependencies. See ../BENCHMARKS.md.
import PackageDescription

let package = Package(
    name: "StrutBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Strut", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The workloads, written once: used by the ordo-one suite and by the kiwi comparison.
        .target(
            name: "SolverWorkloads",
            dependencies: [.product(name: "StrutSolver", package: "Strut")]
        ),
        // `swift package benchmark`: the solver suite (wall clock, mallocs, tableau counters).
        .executableTarget(
            name: "SolverBenchmarks",
            dependencies: [
                "SolverWorkloads",
                .product(name: "StrutSolver", package: "Strut"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SolverBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Checks that the workloads are the documented ones (counts, solved values by hand).
        .testTarget(
            name: "SolverWorkloadsTests",
            dependencies: ["SolverWorkloads", .product(name: "StrutSolver", package: "Strut")]
        ),
        // The Swift half of scripts/bench/compare-kiwi.sh: times the workloads exactly as the
        // C++ harness times kiwi (same repetitions, median, monotonic clock).
        .executableTarget(
            name: "SolverVsKiwi",
            dependencies: ["SolverWorkloads", .product(name: "StrutSolver", package: "Strut")]
        ),
        // The feed benchmark (build and lay out N cells, re-lay out at a new width, scroll a table)
        // as JSON for scripts/feed/; `--check` verifies that the four implementations agree.
        .executableTarget(
            name: "FeedBenchmarks",
            dependencies: [
                .product(name: "StrutExamples", package: "Strut"),
                .product(name: "StrutAutoLayout", package: "Strut"),
                .product(name: "StrutDeclarative", package: "Strut"),
                .product(name: "StrutRender", package: "Strut"),
            ]
        ),
        // Collection views scrolled frame by frame: per-frame time at 1,000 vs 10,000 items, and
        // the feed item four ways in a self-sizing collection view (BENCHMARKS-feed.md).
        .executableTarget(
            name: "CollectionScroll",
            dependencies: [
                .product(name: "StrutExamples", package: "Strut"),
                .product(name: "StrutAutoLayout", package: "Strut"),
                .product(name: "StrutDeclarative", package: "Strut"),
                .product(name: "StrutDeclarativeViews", package: "Strut"),
            ]
        ),
        .testTarget(
            name: "FeedCellsTests",
            dependencies: [.product(name: "StrutExamples", package: "Strut"), .product(name: "StrutAutoLayout", package: "Strut")]
        ),
        // Layout workloads (views, text, stack views, declarative layouts), written once: used by
        // the ordo-one layout suite and by LayoutRatios. See ../BENCHMARKS-layout.md.
        .target(
            name: "LayoutWorkloads",
            dependencies: [
                .product(name: "StrutAutoLayout", package: "Strut"),
                .product(name: "StrutExamples", package: "Strut"),
                .product(name: "StrutText", package: "Strut"),
                .product(name: "StrutDeclarative", package: "Strut"),
            ]
        ),
        // `swift package benchmark --target LayoutBenchmarks`: the layout suite.
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: ["LayoutWorkloads", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Issue 12's memory proof: 10,000 views added and removed round after round in one
        // window; prints resident memory and the solver's counts at intervals (RELIABILITY.md).
        .executableTarget(
            name: "WindowMemory",
            dependencies: [.product(name: "StrutAutoLayout", package: "Strut"), .product(name: "StrutSolver", package: "Strut")]
        ),
        // Paired layout workloads timed interleaved in one process; prints a table of ratios.
        .executableTarget(
            name: "LayoutRatios",
            dependencies: ["LayoutWorkloads", .product(name: "StrutExamples", package: "Strut")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
