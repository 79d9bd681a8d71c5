import Testing
@testable import StrutDeclarative

@Test func StrutDeclarativeBuilds() {}
