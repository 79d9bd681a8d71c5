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
        Engine.isNegligibleSum(accumulator[symbol])
    }

    /// Whether an accumulated coefficient is zero up to the rounding of its sum.
    @inline(__always)
    static func isNegligibleSum(_ entry: AccumulatorEntry) -> Bool {
        let c = abs(entry.sum)
        return c < Tolerance.cell || c <= Tolerance.cancellation * entry.scale
    }

    /// Runs `body` on the per-symbol records, the accumulator and its symbol list moved out of
    /// the engine, and moves them back after. `body` must not read them through the engine;
    /// in exchange its writes (through buffers) pay no uniqueness check of the engine's arrays.
    @inline(__always)
    private mutating func withAccumulatorMovedOut<Result>(
        _ body: (inout [SymbolRecord], inout [AccumulatorEntry], inout ReusableList<Int>) -> Result
    ) -> Result {
        var records: [SymbolRecord] = []
        swap(&records, &perSymbol)
        defer { swap(&records, &perSymbol) }
        var entries: [AccumulatorEntry] = []
        swap(&entries, &accumulator)
        defer { swap(&entries, &accumulator) }
        var list = ReusableList<Int>()
        swap(&list, &accumulatedSymbols)
        defer { swap(&list, &accumulatedSymbols) }
        return body(&records, &entries, &list)
    }

    /// Replaces every basic symbol in the accumulator by its row, recursively through lazy
    /// rows, until only parametric symbols are left. Cost: the cells of the rows reached.
    ///
    /// The per-symbol records, the accumulator and its symbol list are moved out of the engine
    /// for the walk and back after (nothing here reads them through the engine), and written
    /// through buffers: ``accumulate(_:_:)`` on the engine's arrays paid a uniqueness check per
    /// array written per cell. The same sums in the same order.
    mutating func expandAccumulated(constant: inout Double) {
        withAccumulatorMovedOut { records, entries, list in
            records.withUnsafeMutableBufferPointer { records in
                entries.withUnsafeMutableBufferPointer { entries in
                    // A pass expands every basic symbol with a sum, in the list's order, including the
                    // ones it appends. Only a basic symbol listed before (perhaps visited already)
                    // that an expansion adds to can need another pass; without one, a further pass
                    // would find every basic sum zero and write nothing (it used to run anyway).
                    var again = true
                    while again {
                        again = false
                        var i = 0
                        while i < list.count {
                            let s = list[i]
                            i += 1
                            let c = entries[s].sum
                            guard c != 0, records[s].flags.state != .parametric else { continue }
                            entries[s] = AccumulatorEntry()
                            constant += c * records[s].row.constant
                            // Moved out of the record and back (no row holds its own basic symbol, so
                            // the loop writes no part of it): a copy retained and released the cells.
                            var cells: [Cell] = []
                            swap(&cells, &records[s].row.cells)
                            for cell in cells {
                                let t = cell.symbol
                                if records[t].flags.accumulated && records[t].flags.state != .parametric { again = true }
                                Engine.accumulate(c * cell.coefficient, t, records, entries, &list)
                            }
                            swap(&cells, &records[s].row.cells)
                        }
                    }
                }
            }
        }
    }

    /// ``accumulate(_:_:)`` into buffers of the records and the accumulator and a list moved
    /// out of the engine (the same arithmetic).
    @inline(__always)
    static func accumulate(
        _ coefficient: Double, _ symbol: Int, _ records: UnsafeMutableBufferPointer<SymbolRecord>,
        _ entries: UnsafeMutableBufferPointer<AccumulatorEntry>, _ list: inout ReusableList<Int>
    ) {
        if !records[symbol].flags.accumulated {
            records[symbol].flags.accumulated = true
            list.append(symbol)
        }
        entries[symbol].sum += coefficient
        entries[symbol].scale = max(entries[symbol].scale, abs(coefficient))
    }

    /// Whether the accumulator references a basic symbol.
    mutating func accumulatorHasReferences() -> Bool {
        for s in accumulatedSymbols where perSymbol[s].flags.state != .parametric && !accumulatedIsZero(s) {
            return true
        }
        return false
    }

    /// Empties the accumulator into a sorted row.
    ///
    /// The symbol list, the per-symbol records and the accumulator are moved out of the engine and
    /// back (as in ``expandAccumulated(constant:)``) and written through buffers: no uniqueness
    /// check per entry or flag written. The same cells in the same order.
    mutating func drainAccumulator(constant: Double) -> Row {
        withAccumulatorMovedOut { records, entries, list in
            // (Reserved, not `init(unsafeUninitializedCapacity:)`: that one looks the storage type's
            // metadata up at run time, about 600 instructions per row.)
            var cells: [Cell] = []
            cells.reserveCapacity(list.count)
            list.withUnsafeMutableBufferPointer { ids in
                Engine.sortSmall(ids)
                records.withUnsafeMutableBufferPointer { records in
                    entries.withUnsafeMutableBufferPointer { entries in
                        for s in ids {
                            if !Engine.isNegligibleSum(entries[s]) { cells.append(Cell(symbol: s, coefficient: entries[s].sum)) }
                            entries[s] = AccumulatorEntry()
                            records[s].flags.accumulated = false
                        }
                    }
                }
            }
            list.removeAll()
            return Row(cells: cells, constant: constant)
        }
    }

    /// Sorts distinct ids ascending: by insertion for the few ids of a typical row (the library
    /// sort's set-up costs more than the sorting there; up to 32 ids, the expanded rows of a
    /// build arrive partly sorted, a run of sorted cells per row expanded), else by the library
    /// sort. Distinct keys have one sorted order, so the result is the same either way.
    @inline(__always)
    static func sortSmall(_ ids: inout [Int]) {
        ids.withUnsafeMutableBufferPointer { sortSmall($0) }
    }

    /// ``sortSmall(_:)-([Int])`` of ids in a buffer.
    static func sortSmall(_ ids: UnsafeMutableBufferPointer<Int>) {
        var buffer = ids
        guard buffer.count <= 32 else {
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
