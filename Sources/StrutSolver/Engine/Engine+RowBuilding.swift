// Building rows with a dense accumulator (indexed by symbol id), and expanding references to
// basic symbols into parametric ones.

extension Engine {
    @inline(__always)
    mutating func accumulate(_ coefficient: Double, _ symbol: Int) {
        if !flags[symbol].accumulated {
            flags[symbol].accumulated = true
            accumulatedSymbols.append(symbol)
        }
        accumulator[symbol] += coefficient
        accumulatorScale[symbol] = max(accumulatorScale[symbol], abs(coefficient))
    }

    /// Whether the accumulated coefficient of `symbol` is zero up to the rounding of its sum.
    @inline(__always)
    func accumulatedIsZero(_ symbol: Int) -> Bool {
        let c = abs(accumulator[symbol])
        return c < Tolerance.cell || c <= Tolerance.cancellation * accumulatorScale[symbol]
    }

    /// Replaces every basic symbol in the accumulator by its row, recursively through lazy
    /// rows, until only parametric symbols are left. Cost: the cells of the rows reached.
    mutating func expandAccumulated(constant: inout Double) {
        var changed = true
        while changed {
            changed = false
            var i = 0
            while i < accumulatedSymbols.count {
                let s = accumulatedSymbols[i]
                i += 1
                let c = accumulator[s]
                guard c != 0, flags[s].state != .parametric else { continue }
                accumulator[s] = 0
                accumulatorScale[s] = 0
                changed = true
                let row = rows[s]
                constant += c * row.constant
                for cell in row.cells { accumulate(c * cell.coefficient, cell.symbol) }
            }
        }
    }

    /// Whether the accumulator references a basic symbol.
    mutating func accumulatorHasReferences() -> Bool {
        for s in accumulatedSymbols where flags[s].state != .parametric && !accumulatedIsZero(s) {
            return true
        }
        return false
    }

    /// Empties the accumulator into a sorted row.
    mutating func drainAccumulator(constant: Double) -> Row {
        accumulatedSymbols.sort()
        var cells: [Cell] = []
        cells.reserveCapacity(accumulatedSymbols.count)
        for s in accumulatedSymbols {
            if !accumulatedIsZero(s) { cells.append(Cell(symbol: s, coefficient: accumulator[s])) }
            accumulator[s] = 0
            accumulatorScale[s] = 0
            flags[s].accumulated = false
        }
        if !accumulatedSymbols.isEmpty { accumulatedSymbols.removeAll(keepingCapacity: true) }
        return Row(cells: cells, constant: constant)
    }

    /// `symbol`'s row with every basic reference expanded (only parametric symbols left).
    mutating func expandedRow(of symbol: Int) -> Row {
        let row = rows[symbol]
        var constant = row.constant
        for cell in row.cells { accumulate(cell.coefficient, cell.symbol) }
        expandAccumulated(constant: &constant)
        return drainAccumulator(constant: constant)
    }
}
