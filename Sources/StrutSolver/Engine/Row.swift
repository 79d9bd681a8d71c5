/// One summand of a row: `coefficient × symbol`.
struct Cell {
    var symbol: Int
    var coefficient: Double
}

/// A tableau row `basic = constant + Σ coefficient × symbol`, cells sorted by symbol id.
///
/// Sorted flat arrays keep merges linear and iteration deterministic; lookups are binary
/// searches.
struct Row {
    var cells: [Cell] = []
    var constant: Double = 0

    init() {}
    init(cells: [Cell], constant: Double) {
        self.cells = cells
        self.constant = constant
    }

    /// The position of `symbol` in ``cells`` or `nil`.
    @inline(__always)
    func index(of symbol: Int) -> Int? {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let s = cells[mid].symbol
            if s < symbol { low = mid + 1 } else if s > symbol { high = mid } else { return mid }
        }
        return nil
    }

    /// The coefficient of `symbol` (0 when absent).
    @inline(__always)
    func coefficient(of symbol: Int) -> Double {
        if let i = index(of: symbol) { return cells[i].coefficient }
        return 0
    }

    /// Rewrites `0 = constant + Σ cells` (with `basic` already moved in as `-1 × basic` by the
    /// caller, or absent) as `symbol = …`: removes `symbol`'s cell and divides by its negated
    /// coefficient.
    mutating func solve(for symbol: Int) {
        guard let i = index(of: symbol) else { return }
        let scale = -1 / cells[i].coefficient
        cells.remove(at: i)
        constant *= scale
        for k in cells.indices { cells[k].coefficient *= scale }
    }

    /// Inserts (or adds to) a cell keeping the order; drops it if the sum is near zero.
    mutating func add(_ coefficient: Double, to symbol: Int) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            if cells[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        if low < cells.count && cells[low].symbol == symbol {
            let sum = cells[low].coefficient + coefficient
            if abs(sum) <= Tolerance.cancellation * max(abs(cells[low].coefficient), abs(coefficient))
                || abs(sum) < Tolerance.cell
            {
                cells.remove(at: low)
            } else {
                cells[low].coefficient = sum
            }
        } else if abs(coefficient) >= Tolerance.cell {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: low)
        }
    }

    /// The largest `|coefficient|` of the row (0 when empty).
    var largestCoefficient: Double {
        var m = 0.0
        for cell in cells { m = max(m, abs(cell.coefficient)) }
        return m
    }

    /// Whether a pivot element of size `size` (taken from this row) is safe to divide by:
    /// at least `Tolerance.pivot` of the row's largest coefficient. Elements ≥ 1e-3 are taken
    /// as safe without the scan (rows of ±1, ±0.5… never pay for it).
    @inline(__always)
    func isSafePivot(_ size: Double) -> Bool {
        size >= 1e-3 || size >= Tolerance.pivot * largestCoefficient
    }

    /// Negates the row (constant and every coefficient).
    mutating func negate() {
        constant = -constant
        for k in cells.indices { cells[k].coefficient = -cells[k].coefficient }
    }
}

/// Thresholds below which a number counts as zero.
enum Tolerance {
    /// A cell whose coefficient falls below this is dropped (an absolute floor far below any
    /// coefficient a layout produces; cancellation is judged relatively, see below).
    static let cell = 1e-14
    /// A sum `x + y` with `|x + y| ≤ cancellation × max(|x|, |y|)` is zero up to rounding.
    static let cancellation = 1e-11
    /// Objective coefficients closer to zero than this are zero (they are sums of ±1 terms).
    static let objective = 1e-9
    /// A reduced cost within this of zero is zero when deciding whether a symbol improves the
    /// objective (costs are sums of products of constraint coefficients, each error costing 1).
    static let optimality = 1e-7
    /// A row constant below `-feasibility` makes a restricted row infeasible.
    static let feasibility = 1e-8
    /// A row is solved for a variable only if its coefficient is at least this fraction of the
    /// row's largest variable coefficient.
    static let subjectRatio = 0.1
    /// A pivot element must be at least this fraction of its row's largest coefficient.
    static let pivot = 1e-7
}
