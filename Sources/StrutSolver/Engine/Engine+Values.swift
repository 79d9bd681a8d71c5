// Values and the changed-variable report.
//
// A parametric symbol is 0; an eager basic symbol is its row's constant; a lazy basic
// symbol is evaluated through its row's references (memoised per `valueEpoch`, which every
// mutating call advances). Every write that can change a value "touches" the symbol (a
// deduplicated list); the change report walks the touched symbols and, through
// `dependents`, the lazy rows that read them — work proportional to what changed.

extension Engine {
    @inline(__always)
    mutating func touch(_ s: Int) {
        Engine.noteWritten(s, &perSymbol[s].flags, touched: &touched, invalidated: &invalidated)
    }

    /// Marks symbol `s` (whose flags are `flags`) touched and invalidated by the call, listing it
    /// once in each list.
    @inline(__always)
    static func noteWritten(
        _ s: Int, _ flags: inout SymbolFlags, touched: inout ReusableList<Int>, invalidated: inout ReusableList<Int>
    ) {
        if !flags.isTouched {
            flags.isTouched = true
            touched.append(s)
        }
        if !flags.isInvalidated {
            flags.isInvalidated = true
            invalidated.append(s)
        }
    }

    /// The current value of any symbol.
    mutating func value(of s: Int) -> Double {
        switch perSymbol[s].flags.state {
        case .parametric: return 0
        case .eager: return perSymbol[s].row.constant
        case .lazy:
            if !invalidated.isEmpty { flushInvalidations() }
            return perSymbol[s].flags.lazyValid ? perSymbol[s].lazyValue : evaluate(s, depth: 0)
        }
    }

    /// The value of an external symbol, cached (parametric ones cache 0 too).
    mutating func externalValue(of s: Int) -> Double {
        if !invalidated.isEmpty { flushInvalidations() }
        if perSymbol[s].flags.lazyValid { return perSymbol[s].lazyValue }
        if perSymbol[s].flags.state == .parametric {
            perSymbol[s].lazyValue = 0
            perSymbol[s].flags.lazyValid = true
            return 0
        }
        return value(of: s)
    }

    /// Marks stale the cached values of lazy rows that read a symbol touched since the last
    /// flush (transitively). Invariant: a valid lazy value only reads valid values, so the
    /// walk stops at rows already stale. Cost: proportional to what changed.
    private mutating func flushInvalidations() {
        // The pending list is the walk's frontier: moved out of the engine and back, walked and
        // grown in place with room for every symbol once more (a symbol joins the walk only when
        // its cached value turns stale, which happens once per walk), through its buffer: no
        // capacity or uniqueness check per symbol (appending element by element checked the
        // storage's uniqueness for every stale reader). Then emptied by its length.
        var frontier = ReusableList<Int>()
        swap(&frontier, &invalidated)
        // Flags are written through the per-symbol buffer: no uniqueness check per symbol.
        perSymbol.withUnsafeMutableBufferPointer { symbols in
            let count = symbols.count
            frontier.extend(atMost: count, filler: 0) { walk, pending -> Int in
                var n = pending
                var i = 0
                while i < n {
                    let s = walk[i]
                    i += 1
                    guard s < count else { continue }
                    symbols[s].flags.isInvalidated = false
                    symbols[s].flags.lazyValid = false
                    for position in dependents.positions(of: s) {
                        let d = dependents.id(at: position)
                        guard symbols[d].flags.lazyValid else { continue }
                        symbols[d].flags.lazyValid = false
                        precondition(n < walk.count, "a symbol joined the invalidation walk twice")
                        walk[n] = d
                        n += 1
                    }
                }
                return n
            }
        }
        frontier.removeAll()
        swap(&frontier, &invalidated)
    }

    /// Evaluates a lazy row through its references (recursively; deep chains switch to an
    /// explicit stack).
    private mutating func evaluate(_ s: Int, depth: Int) -> Double {
        if depth > 256 { return evaluateIteratively(s) }
        var v = perSymbol[s].row.constant
        var k = 0
        while k < perSymbol[s].row.cells.count {
            let cell = perSymbol[s].row.cells[k]
            k += 1
            let r = cell.symbol
            switch perSymbol[r].flags.state {
            case .parametric: continue
            case .eager: v += cell.coefficient * perSymbol[r].row.constant
            case .lazy: v += cell.coefficient * (perSymbol[r].flags.lazyValid ? perSymbol[r].lazyValue : evaluate(r, depth: depth + 1))
            }
        }
        perSymbol[s].lazyValue = v
        perSymbol[s].flags.lazyValid = true
        return v
    }

    private mutating func evaluateIteratively(_ root: Int) -> Double {
        var stack = [root]
        while let s = stack.last {
            if perSymbol[s].flags.lazyValid {
                stack.removeLast()
                continue
            }
            var ready = true
            for cell in perSymbol[s].row.cells where perSymbol[cell.symbol].flags.state == .lazy && !perSymbol[cell.symbol].flags.lazyValid
            {
                stack.append(cell.symbol)
                ready = false
            }
            guard ready else { continue }
            _ = evaluate(s, depth: 0)
            stack.removeLast()
        }
        return perSymbol[root].lazyValue
    }

    /// Appends to `frontier`, after the symbols it holds (each already stamped with `epoch`),
    /// every symbol whose lazy row reads a symbol of the list, transitively, each once, in
    /// breadth-first order; stamps each with `epoch`.
    /// - Complexity: O(listed symbols + the lazy rows reading them).
    mutating func appendLazyReaders(to frontier: inout [Int], epoch: UInt32) {
        var i = 0
        while i < frontier.count {
            let s = frontier[i]
            i += 1
            for position in dependents.positions(of: s) {
                let d = dependents.id(at: position)
                guard perSymbol[d].stamps.visit != epoch else { continue }
                perSymbol[d].stamps.visit = epoch
                frontier.append(d)
            }
        }
    }

    /// External symbols whose value differs from the last report, ascending by id (left in
    /// `changeScratch`); updates the report. One walk from the touched symbols through the
    /// lazy rows that read them both invalidates cached values and finds the candidates; then
    /// each candidate is evaluated once. Cost: O(touched symbols + the lazy rows reachable from
    /// them), with no allocation in steady state.
    mutating func collectChangedExternals() {
        // Invalidate first, through the flags (as a read does): values evaluated since (by the
        // check after a call) stay valid, and the walk below only finds the candidates.
        if !invalidated.isEmpty { flushInvalidations() }
        visitEpoch &+= 1
        let epoch = visitEpoch
        // The frontier is kept at least as long as the symbol count (a symbol enters it once, by
        // its visit stamp) and written through its buffer up to an explicit length: no capacity
        // or uniqueness check per symbol visited.
        var frontier: [Int] = []
        swap(&frontier, &frontierScratch)
        if frontier.count < perSymbol.count { frontier.append(contentsOf: repeatElement(0, count: perSymbol.count - frontier.count)) }
        var changed = ReusableList<Int>()
        swap(&changed, &changeScratch)
        changed.removeAll()
        // The touched list is read from a local (moved out and back, emptied by its length)
        // through its buffer: read through `self`, or iterated as an array, it was retained and
        // released per call.
        var touchedList = ReusableList<Int>()
        swap(&touchedList, &touched)
        // The walk writes flags and stamps through the per-symbol buffer: no uniqueness check of
        // `perSymbol` per symbol visited.
        let length = perSymbol.withUnsafeMutableBufferPointer { symbols -> Int in
            frontier.withUnsafeMutableBufferPointer { out -> Int in
                touchedList.withUnsafeBufferPointer { touchedIds -> Int in
                    let count = symbols.count
                    var n = 0
                    for s in touchedIds where s < count {
                        symbols[s].flags.isTouched = false
                        if symbols[s].stamps.visit != epoch {
                            symbols[s].stamps.visit = epoch
                            out[n] = s
                            n += 1
                        }
                    }
                    var i = 0
                    while i < n {
                        let s = out[i]
                        i += 1
                        for position in dependents.positions(of: s) {
                            let d = dependents.id(at: position)
                            guard symbols[d].stamps.visit != epoch else { continue }
                            symbols[d].stamps.visit = epoch
                            out[n] = d
                            n += 1
                        }
                    }
                    return n
                }
            }
        }
        touchedList.removeAll()
        swap(&touchedList, &touched)
        // First the lazy externals whose cached value is stale are evaluated (by index: iterating
        // the array retained it, and `evaluate` is a mutating method); then every value is read as
        // `value(of:)` reads it (0, the row's constant, the cached value: the same numbers) in
        // one pass through the per-symbol buffer, the changes written into the report's storage
        // (no uniqueness check of `perSymbol` or of the report per symbol).
        var i = 0
        while i < length {
            let s = frontier[i]
            i += 1
            if perSymbol[s].flags.kind == .external && perSymbol[s].flags.state == .lazy && !perSymbol[s].flags.lazyValid {
                _ = value(of: s)
            }
        }
        if length > 0 {
            appendChanges(of: frontier, length: length, to: &changed)
        }
        changed.withUnsafeMutableBufferPointer { Engine.sortSmall($0) }
        // Swapped back (an assignment retained the frontier and released it again).
        swap(&frontier, &frontierScratch)
        swap(&changed, &changeScratch)
    }

    /// Appends to `changed` each external symbol among `frontier[0..<length]` whose value differs
    /// from its last reported one, noting the new value as reported. Every stale lazy value
    /// there is evaluated already.
    @inline(__always)
    private mutating func appendChanges(of frontier: [Int], length: Int, to changed: inout ReusableList<Int>) {
        changed.append(atMost: length, filler: 0) { out -> Int in
            frontier.withUnsafeBufferPointer { visited -> Int in
                perSymbol.withUnsafeMutableBufferPointer { symbols -> Int in
                    var n = 0
                    for k in 0..<length {
                        let s = visited[k]
                        guard symbols[s].flags.kind == .external else { continue }
                        let v: Double
                        switch symbols[s].flags.state {
                        case .parametric: v = 0
                        case .eager: v = symbols[s].row.constant
                        case .lazy: v = symbols[s].lazyValue
                        }
                        if v != symbols[s].lastReported {
                            symbols[s].lastReported = v
                            out[n] = s
                            n += 1
                        }
                    }
                    return n
                }
            }
        }
    }
}
