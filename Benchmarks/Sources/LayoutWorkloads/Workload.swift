import StrutAutoLayout

/// One timed layout workload: how to prepare a run (not timed) and the run itself (timed).
///
/// A run returns whatever it built (a window, arrangements); the harness keeps it until the
/// clock has stopped, so tearing a tree down is never timed. Workloads that act on a fixture
/// (a drag, a churning pass) make the fixture once, on first use, and share it between runs.
public struct Workload {
    /// The name shown in tables and benchmark lists.
    public let name: String
    /// The units of work one run does (views, cells, labels, characters…), for per-unit rates.
    public let units: Int
    /// What ``units`` counts.
    public let unitName: String
    /// Prepares one run (untimed) and returns it; calling the returned closure is what is timed.
    public let prepare: () -> () -> Any
    /// The engine counters of the fixture's window, for fixture workloads (nil otherwise; a run
    /// that returns a ``Window`` is read directly).
    public let fixtureStatistics: (() -> EngineStatistics)?

    public init(
        name: String, units: Int = 1, unitName: String = "run",
        fixtureStatistics: (() -> EngineStatistics)? = nil,
        prepare: @escaping () -> () -> Any
    ) {
        self.name = name
        self.units = units
        self.unitName = unitName
        self.fixtureStatistics = fixtureStatistics
        self.prepare = prepare
    }

    /// A workload whose runs need no preparation.
    public static func simple(_ name: String, units: Int = 1, unitName: String = "run", _ run: @escaping () -> Any) -> Workload {
        Workload(name: name, units: units, unitName: unitName) { run }
    }

    /// A workload acting on one fixture made on first use.
    public static func onFixture<F: AnyObject>(
        _ name: String, units: Int = 1, unitName: String = "frame",
        make: @escaping () -> F, window: @escaping (F) -> Window, _ run: @escaping (F) -> Void
    ) -> Workload {
        let holder = Lazy(make)
        return Workload(
            name: name, units: units, unitName: unitName,
            fixtureStatistics: { window(holder.value).layoutEngineStatistics }
        ) {
            let fixture = holder.value
            return { run(fixture) }
        }
    }
}

/// A value made on first use.
final class Lazy<Value> {
    private let make: () -> Value
    private var made: Value?
    init(_ make: @escaping () -> Value) { self.make = make }
    var value: Value {
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}

/// The scenario sizes of the WWDC 2018 benchmarks (issue 3).
public let scenarioSizes = [100, 1_000, 10_000]
