import Testing
@testable import StrutSolver

@Test func StrutSolverBuilds() {}
