/// Cursive joining of Arabic-like scripts: which positional form each letter takes, from the
/// Unicode joining types (`ArabicShaping.txt`, generated into ``ranges``).
///
/// A letter joins the one before it when that one joins to its left (types D, L, C) and this
/// one to its right (D, R, C); transparent characters (T: marks, format controls) are passed
/// over. The form then selects the font's `isol`, `init`, `medi` or `fina` substitutions.
enum ArabicJoining {
    /// A positional form, each with its own feature and mask bit.
    enum Form: Int, CaseIterable, Sendable {
        case none, isol, fina, fin2, fin3, medi, med2, initial

        var mask: UInt32 { self == .none ? 0 : 1 << UInt32(rawValue) }

        var featureTag: UInt32 {
            switch self {
            case .none: return 0
            case .isol: return UInt32(tag: "isol")
            case .fina: return UInt32(tag: "fina")
            case .fin2: return UInt32(tag: "fin2")
            case .fin3: return UInt32(tag: "fin3")
            case .medi: return UInt32(tag: "medi")
            case .med2: return UInt32(tag: "med2")
            case .initial: return UInt32(tag: "init")
            }
        }
    }

    /// Unicode Joining_Type.
    enum JoiningType: UInt8 {
        case nonJoining = 0, rightJoining, leftJoining, dualJoining, joinCausing, transparent
    }

    /// The joining type of `scalar`: the table, else T for Mn, Me and Cf, else U.
    static func joiningType(of scalar: Unicode.Scalar) -> JoiningType {
        let v = scalar.value
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let mid = (low + high) >> 1
            let (first, last, type) = ranges[mid]
            if v < first {
                high = mid - 1
            } else if v > last {
                low = mid + 1
            } else {
                return JoiningType(rawValue: type) ?? .nonJoining
            }
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return .transparent
        default: return .nonJoining
        }
    }

    /// The form of each of `scalars`, in logical order; `joined` is called with the indices of
    /// each two characters that join (the characters between them are transparent): a line
    /// break between them would change both forms (HarfBuzz marks them unsafe to break).
    /// - Complexity: O(n log r) for r table ranges.
    static func forms(of scalars: [Unicode.Scalar], joined: (Int, Int) -> Void = { _, _ in }) -> [Form] {
        var forms = [Form](repeating: .none, count: scalars.count)
        var previous: (index: Int, type: JoiningType)?
        for (i, scalar) in scalars.enumerated() {
            let type = joiningType(of: scalar)
            if type == .transparent { continue }
            let joinsRight = type == .dualJoining || type == .rightJoining || type == .joinCausing
            if let previous, joinsRight,
                previous.type == .dualJoining || previous.type == .leftJoining || previous.type == .joinCausing
            {
                switch forms[previous.index] {
                case .isol: forms[previous.index] = .initial
                case .fina: forms[previous.index] = .medi
                default: break
                }
                if type != .joinCausing { forms[i] = .fina }
                joined(previous.index, i)
            } else if type == .dualJoining || type == .rightJoining || type == .leftJoining {
                forms[i] = .isol
            }
            previous = (i, type)
        }
        return forms
    }
}
