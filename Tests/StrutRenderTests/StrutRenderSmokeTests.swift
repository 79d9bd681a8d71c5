import Testing
@testable import StrutRender

@Test func StrutRenderBuilds() {}
