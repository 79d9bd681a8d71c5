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
        .library(name: "StrutGeometry", targets: ["StrutGeometry"]),
        .library(name: "StrutDeclarative", targets: ["StrutDeclarative"]),
        .library(name: "StrutDeclarativeViews", targets: ["StrutDeclarativeViews"]),
        .library(name: "StrutRender", targets: ["StrutRender"]),
        .library(name: "StrutUIKit", targets: ["StrutUIKit"]),
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
        // Geometry shared by both layout layers: edge insets, layout direction.
        .target(name: "StrutGeometry"),
        // Views, anchors, constraints, guides, the render loop, VFL, stack views, diagnostics.
        .target(name: "StrutAutoLayout", dependencies: ["StrutGeometry", "StrutSolver", "StrutText"]),
        // LayoutKit's model: immutable layouts measured and arranged on any thread, without views.
        .target(name: "StrutDeclarative", dependencies: ["StrutGeometry", "StrutText"]),
        // Declarative layouts turned into Strut views: makeViews, animations, hosting, table cells.
        .target(name: "StrutDeclarativeViews", dependencies: ["StrutDeclarative", "StrutAutoLayout", "StrutText"]),
        // SVG, HTML inspector and trace export from the view tree's drawing commands.
        .target(name: "StrutRender", dependencies: ["StrutAutoLayout", "StrutText"]),
        // UIKit's spelling (UIView, NSLayoutConstraint, UIFont…) as aliases over Strut's types.
        .target(name: "StrutUIKit", dependencies: ["StrutAutoLayout", "StrutGeometry", "StrutText"]),
        // The umbrella: re-exports the library modules.
        .target(
            name: "Strut",
            dependencies: [
                "StrutGeometry", "StrutSolver", "StrutText", "StrutAutoLayout", "StrutDeclarative",
                "StrutDeclarativeViews", "StrutRender", "StrutUIKit",
            ]
        ),
        // Sample cells (LayoutKit's feed item written four ways, the book's beverage row) and the
        // harnesses that lay N of them out and scroll a table of them (with a trace): shared by
        // `strut bench`, `strut scroll`, the tests, the benchmarks and their checks.
        .target(
            name: "StrutExamples",
            dependencies: ["StrutAutoLayout", "StrutDeclarative", "StrutDeclarativeViews", "StrutRender", "StrutText"]
        ),
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
            dependencies: ["StrutSolver", "StrutTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "StrutTextTests", dependencies: ["StrutText", "StrutTestSupport"], resources: [.copy("Data")]),
        .testTarget(name: "StrutAutoLayoutTests", dependencies: ["StrutAutoLayout", "StrutExamples", "StrutTestSupport"]),
        // Test layouts shared by the two declarative test targets.
        .target(name: "DeclarativeTestSupport", dependencies: ["StrutDeclarative"], path: "Tests/DeclarativeTestSupport"),
        // The LayoutKit model alone: these tests link neither views nor constraints.
        .testTarget(
            name: "StrutDeclarativeTests",
            dependencies: [
                "StrutDeclarative", "DeclarativeTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "StrutDeclarativeViewsTests", dependencies: ["StrutDeclarativeViews", "StrutExamples", "DeclarativeTestSupport"]
        ),
        .testTarget(name: "StrutRenderTests", dependencies: ["StrutRender", "StrutTestSupport"], exclude: ["Golden"]),
        .testTarget(
            name: "StrutCLITests", dependencies: ["StrutCLI", "StrutExamples", "StrutTestSupport"], exclude: ["Golden", "Fixtures"]
        ),
        // What the test targets share: the golden-file comparison and the seeded generator.
        .target(name: "StrutTestSupport", path: "Tests/StrutTestSupport"),
        .testTarget(name: "StrutUIKitTests", dependencies: ["StrutUIKit"]),
        // An animated demo in UIKit's spelling: `swift run AnimationDemo` writes an animated SVG.
        .executableTarget(name: "AnimationDemo", dependencies: ["StrutUIKit", "StrutRender"], path: "Examples/AnimationDemo"),
    ],
    swiftLanguageModes: [.v6]
)
