// swift-tools-version: 6.1
// libFuzzer targets for Strut's parsers and decoders (issue 14). Not part of the main package:
// build and run them with scripts/fuzz/run.sh. FuzzedCLI compiles the tool's own parsing and
// layout code (symbolic links into Sources/StrutCLI) so that its internal types can be fuzzed.
import PackageDescription

// Coverage and AddressSanitizer instrumentation of every module (Strut's, Yams' C parser) comes
// from run.sh's -Xswiftc/-Xcc flags; the harnesses have no main (libFuzzer's) and link libFuzzer.
let harness: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]
let linkFuzzer: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address", "-use-ld=lld"])]

let package = Package(
    name: "StrutFuzz",
    dependencies: [
        .package(name: "Strut", path: "../.."),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
    ],
    targets: [
        .target(
            name: "FuzzedCLI",
            dependencies: [.product(name: "Strut", package: "Strut"), .product(name: "Yams", package: "Yams")],
            swiftSettings: [.unsafeFlags(["-enable-testing"])]
        ),
        .target(name: "FuzzDriver"),
        .executableTarget(
            name: "FuzzEquation", dependencies: ["FuzzedCLI", "FuzzDriver"], swiftSettings: harness, linkerSettings: linkFuzzer),
        .executableTarget(
            name: "FuzzVisualFormat", dependencies: ["FuzzedCLI", "FuzzDriver"], swiftSettings: harness, linkerSettings: linkFuzzer),
        .executableTarget(
            name: "FuzzLayoutFile", dependencies: ["FuzzedCLI", "FuzzDriver"], swiftSettings: harness, linkerSettings: linkFuzzer),
        .executableTarget(name: "FuzzFont", dependencies: ["FuzzedCLI", "FuzzDriver"], swiftSettings: harness, linkerSettings: linkFuzzer),
    ]
)
