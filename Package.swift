// swift-tools-version: 6.1
// Strut: Auto Layout, everywhere. See README.md and ../shared/ARCHITECTURE.md for the layering.
import PackageDescription

let package = Package(
    name: "Strut",
    products: [
        .library(name: "Strut", targets: ["Strut"]),
        .library(name: "StrutSolver", targets: ["StrutSolver"]),
        .library(name: "StrutText", targets: ["StrutText"]),
        .library(name: "StrutAutoLayout", targets: ["StrutAutoLayout"]),
        .library(name: "StrutDeclarative", targets: ["StrutDeclarative"]),
        .library(name: "StrutRender", targets: ["StrutRender"]),
        .library(name: "StrutExamples", targets: ["StrutExamples"]),
        .executable(name: "strut", targets: ["StrutCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
    ],
    targets: [
        // The constraint engine: nothing beyond the toolchain.
        .target(
            name: "StrutSolver",
            // Float rounding lowers to libm's roundf; link it so that a program importing only
            // StrutSolver links on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // Fonts, measurement, line breaking: nothing beyond the toolchain.
        .target(name: "StrutText", resources: [.copy("Resources")]),
        // Views, anchors, constraints, guides, the render loop, VFL, stack views, diagnostics.
        .target(name: "StrutAutoLayout", dependencies: ["StrutSolver", "StrutText"]),
        // LayoutKit's model: immutable layouts measured and arranged on any thread.
        .target(name: "StrutDeclarative", dependencies: ["StrutAutoLayout", "StrutText"]),
        // SVG, HTML inspector and trace export from the view tree's drawing commands.
        .target(name: "StrutRender", dependencies: ["StrutAutoLayout"]),
        // The umbrella: re-exports the library modules.
        .target(
            name: "Strut",
            dependencies: ["StrutSolver", "StrutText", "StrutAutoLayout", "StrutDeclarative", "StrutRender"]
        ),
        // Sample cells (LayoutKit's feed item written four ways) and the harness that lays N of
        // them out: shared by `strut bench`, the benchmarks and their checks.
        .target(name: "StrutExamples", dependencies: ["StrutAutoLayout", "StrutDeclarative", "StrutText"]),
        // The `strut` command line tool: the only place with argument parsing and file I/O.
        .executableTarget(
            name: "StrutCLI",
            dependencies: [
                "Strut",
                "StrutExamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .testTarget(
            name: "StrutSolverTests",
            dependencies: ["StrutSolver", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "StrutTextTests", dependencies: ["StrutText"], resources: [.copy("Data")]),
        .testTarget(name: "StrutAutoLayoutTests", dependencies: ["StrutAutoLayout"]),
        .testTarget(
            name: "StrutDeclarativeTests",
            dependencies: ["StrutDeclarative", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "StrutRenderTests", dependencies: ["StrutRender"]),
        .testTarget(name: "StrutCLITests", dependencies: ["StrutCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
