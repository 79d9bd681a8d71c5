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
        if !flags[s].isTouched {
            flags[s].isTouched = true
            touched.append(s)
        }
        if !flags[s].isInvalidated {
            flags[s].isInvalidated = true
            invalidated.append(s)
        }
    }

    /// The current value of any symbol.
    mutating func value(of s: Int) -> Double {
        switch flags[s].state {
        case .parametric: return 0
        case .eager: return rows[s].constant
        case .lazy:
            if !invalidated.isEmpty { flushInvalidations() }
            return flags[s].lazyValid ? lazyValues[s] : evaluate(s, depth: 0)
        }
    }

    /// The value of an external symbol, cached (parametric ones cache 0 too).
    mutating func externalValue(of s: Int) -> Double {
        if !invalidated.isEmpty { flushInvalidations() }
        if flags[s].lazyValid { return lazyValues[s] }
        if flags[s].state == .parametric {
            lazyValues[s] = 0
            flags[s].lazyValid = true
            return 0
        }
        return value(of: s)
    }

    /// Marks stale the cached values of lazy rows that read a symbol touched since the last
    /// flush (transitively). Invariant: a valid lazy value only reads valid values, so the
    /// walk stops at rows already stale. Cost: proportional to what changed.
    private mutating func flushInvalidations() {
        // Take the pending list and hand `invalidated` the (emptied) scratch buffer: no copy,
        // no allocation.
        var frontier: [Int] = []
        swap(&frontier, &invalidationScratch)
        if !frontier.isEmpty { frontier.removeAll(keepingCapacity: true) }
        swap(&frontier, &invalidated)
        defer { invalidationScratch = frontier }
        var i = 0
        while i < frontier.count {
            let s = frontier[i]
            i += 1
            if s < flags.count { flags[s].isInvalidated = false }
            guard s < symbolCount else { continue }
            flags[s].lazyValid = false
            for d in dependents[s] where flags[d].lazyValid {
                flags[d].lazyValid = false
                frontier.append(d)
            }
        }
    }

    /// Evaluates a lazy row through its references (recursively; deep chains switch to an
    /// explicit stack).
    private mutating func evaluate(_ s: Int, depth: Int) -> Double {
        if depth > 256 { return evaluateIteratively(s) }
        var v = rows[s].constant
        var k = 0
        while k < rows[s].cells.count {
            let cell = rows[s].cells[k]
            k += 1
            let r = cell.symbol
            switch flags[r].state {
            case .parametric: continue
            case .eager: v += cell.coefficient * rows[r].constant
            case .lazy: v += cell.coefficient * (flags[r].lazyValid ? lazyValues[r] : evaluate(r, depth: depth + 1))
            }
        }
        lazyValues[s] = v
        flags[s].lazyValid = true
        return v
    }

    private mutating func evaluateIteratively(_ root: Int) -> Double {
        var stack = [root]
        while let s = stack.last {
            if flags[s].lazyValid {
                stack.removeLast()
                continue
            }
            var ready = true
            for cell in rows[s].cells where flags[cell.symbol].state == .lazy && !flags[cell.symbol].lazyValid {
                stack.append(cell.symbol)
                ready = false
            }
            guard ready else { continue }
            _ = evaluate(s, depth: 0)
            stack.removeLast()
        }
        return lazyValues[root]
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
        var frontier: [Int] = []
        swap(&frontier, &frontierScratch)
        if !frontier.isEmpty { frontier.removeAll(keepingCapacity: true) }
        var changed: [Int] = []
        swap(&changed, &changeScratch)
        if !changed.isEmpty { changed.removeAll(keepingCapacity: true) }
        let count = symbolCount
        for s in touched where s < count {
            flags[s].isTouched = false
            if stamps[s].visit != visitEpoch {
                stamps[s].visit = visitEpoch
                frontier.append(s)
            }
        }
        if !touched.isEmpty { touched.removeAll(keepingCapacity: true) }
        var i = 0
        while i < frontier.count {
            let s = frontier[i]
            i += 1
            for d in dependents[s] where stamps[d].visit != visitEpoch {
                stamps[d].visit = visitEpoch
                frontier.append(d)
            }
        }
        for s in frontier where flags[s].kind == .external {
            let v = value(of: s)
            if v != lastReported[s] {
                lastReported[s] = v
                changed.append(s)
            }
        }
        changed.sort()
        frontierScratch = frontier
        changeScratch = changed
    }
}
