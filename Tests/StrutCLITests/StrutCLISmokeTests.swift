import Testing
@testable import StrutCLI

@Test func StrutCLIBuilds() {}
