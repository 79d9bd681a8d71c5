import Testing
@testable import StrutAutoLayout

@Test func StrutAutoLayoutBuilds() {}
