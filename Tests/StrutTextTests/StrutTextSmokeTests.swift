import Testing
@testable import StrutText

@Test func StrutTextBuilds() {}
