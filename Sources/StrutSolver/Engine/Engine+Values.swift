// Values and the changed-variable report.
//
// A parametric symbol is 0; an eager basic symbol is its row's constant; a lazy basic
// symbol is evaluated through its row's references (memoised per `valueEpoch`, which every
// mutating call advances). Every write that can change a value "touches" the symbol (a
// deduplicated list); the change report walks the touched symbols and, through
// `dependents`, the lazy rows that read them — work proportional to what changed.

extension Engine {
    @inline(__always)
    func touch(_ s: Int) {
        if !isTouched[s] {
            isTouched[s] = true
            touched.append(s)
        }
    }

    /// The current value of any symbol.
    func value(of s: Int) -> Double {
        switch states[s] {
        case .parametric: return 0
        case .eager: return rows[s].constant
        case .lazy: return lazyValue(s)
        }
    }

    private func lazyValue(_ root: Int) -> Double {
        if lazyStamps[root] == valueEpoch { return lazyValues[root] }
        var stack = [root]
        while let s = stack.last {
            if lazyStamps[s] == valueEpoch {
                stack.removeLast()
                continue
            }
            var ready = true
            for cell in rows[s].cells where states[cell.symbol] == .lazy && lazyStamps[cell.symbol] != valueEpoch {
                stack.append(cell.symbol)
                ready = false
            }
            guard ready else { continue }
            var v = rows[s].constant
            for cell in rows[s].cells {
                switch states[cell.symbol] {
                case .parametric: break
                case .eager: v += cell.coefficient * rows[cell.symbol].constant
                case .lazy: v += cell.coefficient * lazyValues[cell.symbol]
                }
            }
            lazyValues[s] = v
            lazyStamps[s] = valueEpoch
            stack.removeLast()
        }
        return lazyValues[root]
    }

    /// External symbols whose value differs from the last report, ascending by id; updates
    /// the report. Cost: O(touched symbols + the lazy rows reachable from them).
    func changedExternals() -> [Int] {
        visitEpoch &+= 1
        var frontier: [Int] = []
        for s in touched where s < symbolCount {
            isTouched[s] = false
            if visitStamps[s] != visitEpoch {
                visitStamps[s] = visitEpoch
                frontier.append(s)
            }
        }
        touched.removeAll(keepingCapacity: true)
        var candidatesToCheck: [Int] = []
        var i = 0
        while i < frontier.count {
            let s = frontier[i]
            i += 1
            if kinds[s] == .external { candidatesToCheck.append(s) }
            for d in dependents[s] where visitStamps[d] != visitEpoch {
                visitStamps[d] = visitEpoch
                frontier.append(d)
            }
        }
        var changed: [Int] = []
        for s in candidatesToCheck {
            let v = value(of: s)
            if v != lastReported[s] {
                lastReported[s] = v
                changed.append(s)
            }
        }
        changed.sort()
        return changed
    }
}
