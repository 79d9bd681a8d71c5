// Building rows with a dense accumulator (indexed by symbol id), and expanding references to
// basic symbols into parametric ones.

/// One symbol's entry in the row builder's dense accumulator.
struct AccumulatorEntry {
    /// The coefficient summed so far.
    var sum = 0.0
    /// The largest `|term|` summed into it (to judge cancellation).
    var scale = 0.0
}

extension Engine {
    @inline(__always)
    mutating func accumulate(_ coefficient: Double, _ symbol: Int) {
        if !perSymbol[symbol].flags.accumulated {
            perSymbol[symbol].flags.accumulated = true
            accumulatedSymbols.append(symbol)
        }
        accumulator[symbol].sum += coefficient
        accumulator[symbol].scale = max(accumulator[symbol].scale, abs(coefficient))
    }

    /// Whether the accumulated coefficient of `symbol` is zero up to the rounding of its sum.
    @inline(__always)
    func accumulatedIsZero(_ symbol: Int) -> Bool {
        let entry = accumulator[symbol]
        let c = abs(entry.sum)
        return c < Tolerance.cell || c <= Tolerance.cancellation * entry.scale
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
                let c = accumulator[s].sum
                guard c != 0, perSymbol[s].flags.state != .parametric else { continue }
                accumulator[s] = AccumulatorEntry()
                changed = true
                // Moved out of the record and back (accumulating writes no row): a copy retained
                // and released the row's cells.
                var row = Row()
                swap(&row, &perSymbol[s].row)
                constant += c * row.constant
                for cell in row.cells { accumulate(c * cell.coefficient, cell.symbol) }
                swap(&row, &perSymbol[s].row)
            }
        }
    }

    /// Whether the accumulator references a basic symbol.
    mutating func accumulatorHasReferences() -> Bool {
        for s in accumulatedSymbols where perSymbol[s].flags.state != .parametric && !accumulatedIsZero(s) {
            return true
        }
        return false
    }

    /// Empties the accumulator into a sorted row.
    mutating func drainAccumulator(constant: Double) -> Row {
        Engine.sortSmall(&accumulatedSymbols)
        var cells: [Cell] = []
        cells.reserveCapacity(accumulatedSymbols.count)
        for s in accumulatedSymbols {
            if !accumulatedIsZero(s) { cells.append(Cell(symbol: s, coefficient: accumulator[s].sum)) }
            accumulator[s] = AccumulatorEntry()
            perSymbol[s].flags.accumulated = false
        }
        if !accumulatedSymbols.isEmpty { accumulatedSymbols.removeAll(keepingCapacity: true) }
        return Row(cells: cells, constant: constant)
    }

    /// Sorts distinct ids ascending: by insertion for the few ids of a typical row (the library
    /// sort's set-up costs more than the sorting there), else by the library sort. Distinct
    /// keys have one sorted order, so the result is the same either way.
    @inline(__always)
    static func sortSmall(_ ids: inout [Int]) {
        ids.withUnsafeMutableBufferPointer { sortSmall($0) }
    }

    /// ``sortSmall(_:)-([Int])`` of ids in a buffer.
    static func sortSmall(_ ids: UnsafeMutableBufferPointer<Int>) {
        var buffer = ids
        guard buffer.count <= 16 else {
            buffer.sort()
            return
        }
        var i = 1
        while i < buffer.count {
            let x = buffer[i]
            var j = i
            while j > 0 && buffer[j - 1] > x {
                buffer[j] = buffer[j - 1]
                j -= 1
            }
            buffer[j] = x
            i += 1
        }
    }

    /// `symbol`'s row with every basic reference expanded (only parametric symbols left).
    mutating func expandedRow(of symbol: Int) -> Row {
        let row = perSymbol[symbol].row
        var constant = row.constant
        for cell in row.cells { accumulate(cell.coefficient, cell.symbol) }
        expandAccumulated(constant: &constant)
        return drainAccumulator(constant: constant)
    }
}
