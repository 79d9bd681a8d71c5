// The entry point of every fuzz target. SwiftPM links an executable target with its main
// renamed `<Target>_main` (and `main` defined as that symbol), so libFuzzer's own main is not
// used; each target's `<Target>_main` calls libFuzzer's driver with its test function instead.

/// libFuzzer's driver (`LLVMFuzzerRunDriver`, in the fuzzer runtime that -sanitize=fuzzer links).
@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Runs libFuzzer with the process's arguments and `test` as the function under test.
public func runFuzzer(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32 {
    var count = argc
    var arguments = argv
    return llvmFuzzerRunDriver(&count, &arguments, test)
}
