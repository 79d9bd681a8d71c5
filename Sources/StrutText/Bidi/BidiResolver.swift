/// The steps of UAX #9 from explicit levels to implicit levels, over one paragraph.
struct BidiResolver {
    let classes: [BidiClass]
    let brackets: [(value: UInt32, opens: Bool)?]
    let values: [UInt32]
    /// Working classes (overrides, then W1–N2 change them).
    var types: [BidiClass]
    var levels: [UInt8]
    /// For each isolate initiator, the index of its matching PDI (BD9), else `count`.
    private var matchingPDI: [Int]
    /// Whether each PDI closes an isolate initiator.
    private var closesIsolate: [Bool]
    static let maxDepth: UInt8 = 125

    init(classes: [BidiClass], brackets: [(value: UInt32, opens: Bool)?], values: [UInt32]) {
        self.classes = classes
        self.brackets = brackets
        self.values = values
        types = classes
        levels = Array(repeating: 0, count: classes.count)
        matchingPDI = Array(repeating: classes.count, count: classes.count)
        closesIsolate = Array(repeating: false, count: classes.count)
        var open: [Int] = []
        for (i, c) in classes.enumerated() {
            if c.isIsolateInitiator {
                open.append(i)
            } else if c == .PDI, let initiator = open.popLast() {
                matchingPDI[initiator] = i
                closesIsolate[i] = true
            } else if c == .B {
                open.removeAll()
            }
        }
    }

    /// P2, P3: the level of the first strong character in [start, end), skipping isolates.
    func firstStrongLevel(from start: Int, to end: Int) -> UInt8? {
        var i = start
        while i < end {
            switch classes[i] {
            case .L: return 0
            case .R, .AL: return 1
            case .B: return nil
            case .LRI, .RLI, .FSI:
                i = matchingPDI[i]
                continue
            default: break
            }
            i += 1
        }
        return nil
    }

    mutating func resolve(paragraphLevel: UInt8) {
        explicitLevels(paragraphLevel)
        for sequence in isolatingRunSequences(paragraphLevel) {
            resolve(sequence)
        }
    }

    // MARK: X1–X8

    private struct Status {
        var level: UInt8
        var override: BidiClass?
        var isolate: Bool
    }

    private mutating func explicitLevels(_ paragraphLevel: UInt8) {
        var stack = [Status(level: paragraphLevel, override: nil, isolate: false)]
        var overflowIsolates = 0
        var overflowEmbeddings = 0
        var validIsolates = 0
        func nextLevel(_ level: UInt8, odd: Bool) -> UInt8 { odd ? (level + 1) | 1 : (level + 2) & ~1 }
        for i in classes.indices {
            let c = classes[i]
            let top = stack[stack.count - 1]
            switch c {
            case .RLE, .LRE, .RLO, .LRO:
                levels[i] = top.level
                let level = nextLevel(top.level, odd: c == .RLE || c == .RLO)
                if level <= Self.maxDepth, overflowIsolates == 0, overflowEmbeddings == 0 {
                    let override: BidiClass? = c == .RLO ? .R : c == .LRO ? .L : nil
                    stack.append(Status(level: level, override: override, isolate: false))
                } else if overflowIsolates == 0 {
                    overflowEmbeddings += 1
                }
            case .RLI, .LRI, .FSI:
                levels[i] = top.level
                if let override = top.override { types[i] = override }
                var rightToLeft = c == .RLI
                if c == .FSI { rightToLeft = firstStrongLevel(from: i + 1, to: matchingPDI[i]) == 1 }
                let level = nextLevel(top.level, odd: rightToLeft)
                if level <= Self.maxDepth, overflowIsolates == 0, overflowEmbeddings == 0 {
                    validIsolates += 1
                    stack.append(Status(level: level, override: nil, isolate: true))
                } else {
                    overflowIsolates += 1
                }
            case .PDI:
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                } else if validIsolates > 0 {
                    overflowEmbeddings = 0
                    while let last = stack.last, !last.isolate { stack.removeLast() }
                    stack.removeLast()
                    validIsolates -= 1
                }
                let now = stack[stack.count - 1]
                levels[i] = now.level
                if let override = now.override { types[i] = override }
            case .PDF:
                levels[i] = top.level
                if overflowIsolates > 0 {
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if !top.isolate, stack.count >= 2 {
                    stack.removeLast()
                }
            case .B:
                levels[i] = paragraphLevel
                stack = [Status(level: paragraphLevel, override: nil, isolate: false)]
                overflowIsolates = 0
                overflowEmbeddings = 0
                validIsolates = 0
            case .BN:
                levels[i] = top.level
            default:
                levels[i] = top.level
                if let override = top.override { types[i] = override }
            }
        }
    }

    // MARK: X10

    /// The isolating run sequences: indices of the characters X9 keeps, level runs chained
    /// through isolate initiators and their matching PDIs.
    private func isolatingRunSequences(_ paragraphLevel: UInt8) -> [(indices: [Int], sos: BidiClass, eos: BidiClass)] {
        var runs: [[Int]] = []
        var current: [Int] = []
        var runOf = Array(repeating: -1, count: classes.count)
        for i in classes.indices where !classes[i].isRemovedByX9 {
            if let last = current.last, levels[last] != levels[i] {
                runs.append(current)
                current = []
            }
            current.append(i)
        }
        if !current.isEmpty { runs.append(current) }
        for (r, run) in runs.enumerated() { for i in run { runOf[i] = r } }

        var sequences: [(indices: [Int], sos: BidiClass, eos: BidiClass)] = []
        for run in runs {
            guard let first = run.first else { continue }
            if classes[first] == .PDI && closesIsolate[first] { continue }
            var indices = run
            while let last = indices.last, classes[last].isIsolateInitiator, matchingPDI[last] < classes.count {
                let next = runOf[matchingPDI[last]]
                guard next >= 0 else { break }
                indices.append(contentsOf: runs[next])
            }
            let start = indices[0]
            let end = indices[indices.count - 1]
            let level = levels[start]
            var before = paragraphLevel
            var k = start - 1
            while k >= 0, classes[k].isRemovedByX9 { k -= 1 }
            if k >= 0 { before = levels[k] }
            var after = paragraphLevel
            if !(classes[end].isIsolateInitiator) {
                var k = end + 1
                while k < classes.count, classes[k].isRemovedByX9 { k += 1 }
                if k < classes.count { after = levels[k] }
            }
            let sos: BidiClass = max(level, before) % 2 == 1 ? .R : .L
            let eos: BidiClass = max(level, after) % 2 == 1 ? .R : .L
            sequences.append((indices, sos, eos))
        }
        return sequences
    }

    // MARK: W1–I2

    private mutating func resolve(_ sequence: (indices: [Int], sos: BidiClass, eos: BidiClass)) {
        let indices = sequence.indices
        let n = indices.count
        var t = indices.map { types[$0] }
        let level = levels[indices[0]]
        let embedding: BidiClass = level % 2 == 1 ? .R : .L

        // W1.
        for k in 0..<n where t[k] == .NSM {
            if k == 0 {
                t[k] = sequence.sos
            } else {
                t[k] = t[k - 1].isIsolateInitiator || t[k - 1] == .PDI ? .ON : t[k - 1]
            }
        }
        // W2, W3.
        var lastStrong = sequence.sos
        for k in 0..<n {
            switch t[k] {
            case .L, .R: lastStrong = t[k]
            case .AL:
                lastStrong = .AL
                t[k] = .R
            case .EN: if lastStrong == .AL { t[k] = .AN }
            default: break
            }
        }
        // W4.
        if n >= 3 {
            for k in 1..<(n - 1) {
                if t[k] == .ES, t[k - 1] == .EN, t[k + 1] == .EN {
                    t[k] = .EN
                } else if t[k] == .CS, t[k - 1] == t[k + 1], t[k - 1] == .EN || t[k - 1] == .AN {
                    t[k] = t[k - 1]
                }
            }
        }
        // W5.
        var k = 0
        while k < n {
            guard t[k] == .ET else {
                k += 1
                continue
            }
            var end = k
            while end < n, t[end] == .ET { end += 1 }
            if (k > 0 && t[k - 1] == .EN) || (end < n && t[end] == .EN) {
                for j in k..<end { t[j] = .EN }
            }
            k = end
        }
        // W6.
        for k in 0..<n where t[k] == .ES || t[k] == .ET || t[k] == .CS { t[k] = .ON }
        // W7.
        lastStrong = sequence.sos
        for k in 0..<n {
            if t[k] == .L || t[k] == .R { lastStrong = t[k] }
            if t[k] == .EN, lastStrong == .L { t[k] = .L }
        }
        // N0.
        resolveBrackets(&t, indices: indices, sos: sequence.sos, embedding: embedding)
        // N1, N2.
        k = 0
        while k < n {
            guard t[k].isNeutralOrIsolate else {
                k += 1
                continue
            }
            var end = k
            while end < n, t[end].isNeutralOrIsolate { end += 1 }
            func strong(_ c: BidiClass) -> BidiClass { c == .EN || c == .AN ? .R : c }
            let leading = k == 0 ? sequence.sos : strong(t[k - 1])
            let trailing = end == n ? sequence.eos : strong(t[end])
            let resolved = leading == trailing ? leading : embedding
            for j in k..<end { t[j] = resolved }
            k = end
        }
        // I1, I2.
        for k in 0..<n {
            let i = indices[k]
            if level % 2 == 0 {
                if t[k] == .R { levels[i] += 1 } else if t[k] == .AN || t[k] == .EN { levels[i] += 2 }
            } else if t[k] == .L || t[k] == .EN || t[k] == .AN {
                levels[i] += 1
            }
            types[i] = t[k]
        }
    }

    /// N0: paired brackets take the embedding direction when they enclose it, else the
    /// direction they enclose when the context before agrees.
    private func resolveBrackets(_ t: inout [BidiClass], indices: [Int], sos: BidiClass, embedding: BidiClass) {
        var stack: [(closer: UInt32, position: Int)] = []
        var pairs: [(open: Int, close: Int)] = []
        scan: for k in indices.indices {
            guard t[k] == .ON, let bracket = brackets[indices[k]] else { continue }
            if bracket.opens {
                if stack.count == 63 { break scan }
                stack.append((bracket.value, k))
            } else if let match = stack.lastIndex(where: { $0.closer == values[indices[k]] }) {
                pairs.append((stack[match].position, k))
                stack.removeSubrange(match...)
            }
        }
        guard !pairs.isEmpty else { return }
        pairs.sort { $0.open < $1.open }
        func strong(_ c: BidiClass) -> BidiClass? {
            switch c {
            case .L: return .L
            case .R, .AL, .EN, .AN: return .R
            default: return nil
            }
        }
        let opposite: BidiClass = embedding == .L ? .R : .L
        for (open, close) in pairs {
            var foundEmbedding = false
            var foundOpposite = false
            for k in (open + 1)..<close {
                if let s = strong(t[k]) {
                    if s == embedding { foundEmbedding = true } else { foundOpposite = true }
                }
            }
            var resolved: BidiClass?
            if foundEmbedding {
                resolved = embedding
            } else if foundOpposite {
                var context = sos
                var k = open - 1
                while k >= 0 {
                    if let s = strong(t[k]) {
                        context = s
                        break
                    }
                    k -= 1
                }
                resolved = context == opposite ? opposite : embedding
            }
            guard let resolved else { continue }
            for position in [open, close] {
                t[position] = resolved
                var k = position + 1
                while k < indices.count, classes[indices[k]] == .NSM {
                    t[k] = resolved
                    k += 1
                }
            }
        }
    }
}
