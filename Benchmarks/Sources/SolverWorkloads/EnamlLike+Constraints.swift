import StrutSolver

// The enaml_like constraint list, transcribed from kiwi's benchmarks/enaml_like_benchmark.cpp
// (kiwisolver 1.5.1) into `terms + constant OP 0` rows, in kiwi's order. Two rows appear twice
// on purpose (kiwi's list holds them twice as distinct constraint objects).

extension EnamlLike {
    /// The 37 variables, in kiwi's declaration order after the two edit variables.
    public enum Var: Int, CaseIterable, Sendable {
        case width
        case height
        case left
        case top
        case contentsTop
        case contentsBottom
        case contentsLeft
        case contentsRight
        case midline
        case ctleft
        case ctheight
        case cttop
        case ctwidth
        case lb1Left
        case lb1Height
        case lb1Top
        case lb1Width
        case lb2Left
        case lb2Height
        case lb2Top
        case lb2Width
        case lb3Left
        case lb3Height
        case lb3Top
        case lb3Width
        case fl1Left
        case fl1Height
        case fl1Top
        case fl1Width
        case fl2Left
        case fl2Height
        case fl2Top
        case fl2Width
        case fl3Left
        case fl3Height
        case fl3Top
        case fl3Width

        /// kiwi's name for the variable.
        public var name: String {
            switch self {
            case .width: "width"
            case .height: "height"
            case .left: "left"
            case .top: "top"
            case .contentsTop: "contents_top"
            case .contentsBottom: "contents_bottom"
            case .contentsLeft: "contents_left"
            case .contentsRight: "contents_right"
            case .midline: "midline"
            case .ctleft: "ctleft"
            case .ctheight: "ctheight"
            case .cttop: "cttop"
            case .ctwidth: "ctwidth"
            case .lb1Left: "lb1left"
            case .lb1Height: "lb1height"
            case .lb1Top: "lb1top"
            case .lb1Width: "lb1width"
            case .lb2Left: "lb2left"
            case .lb2Height: "lb2height"
            case .lb2Top: "lb2top"
            case .lb2Width: "lb2width"
            case .lb3Left: "lb3left"
            case .lb3Height: "lb3height"
            case .lb3Top: "lb3top"
            case .lb3Width: "lb3width"
            case .fl1Left: "fl1left"
            case .fl1Height: "fl1height"
            case .fl1Top: "fl1top"
            case .fl1Width: "fl1width"
            case .fl2Left: "fl2left"
            case .fl2Height: "fl2height"
            case .fl2Top: "fl2top"
            case .fl2Width: "fl2width"
            case .fl3Left: "fl3left"
            case .fl3Height: "fl3height"
            case .fl3Top: "fl3top"
            case .fl3Width: "fl3width"
            }
        }
    }

    /// The 111 constraints as `(relation, strength, constant, [(coefficient, variable)])`.
    public static let constraintSpecs: [ConstraintSpec] = [
        .init(.ge, .required, 0, [(1, .left)]),
        .init(.eq, .medium, 0, [(1, .height)]),
        .init(.ge, .required, 0, [(1, .top)]),
        .init(.ge, .required, 0, [(1, .width)]),
        .init(.ge, .required, 0, [(1, .height)]),
        .init(.eq, .required, -10, [(-1, .top), (1, .contentsTop)]),
        .init(.eq, .strong, -16, [(1, .lb3Height)]),
        .init(.ge, .strong, -16, [(1, .lb3Height)]),
        .init(.ge, .required, 0, [(1, .ctleft)]),
        .init(.ge, .required, 0, [(1, .cttop)]),
        .init(.ge, .required, 0, [(1, .ctwidth)]),
        .init(.ge, .required, 0, [(1, .ctheight)]),
        .init(.ge, .required, 0, [(1, .fl3Left)]),
        .init(.ge, .smedium, -24, [(1, .ctheight)]),
        .init(.le, .smedium, -16777200, [(1, .ctwidth)]),
        .init(.le, .smedium, -24, [(1, .ctheight)]),
        .init(.ge, .required, 0, [(1, .fl3Top)]),
        .init(.ge, .required, 0, [(1, .fl3Width)]),
        .init(.ge, .required, 0, [(1, .fl3Height)]),
        .init(.eq, .weak, -67, [(1, .lb1Width)]),
        .init(.ge, .required, 0, [(1, .lb2Width)]),
        .init(.ge, .required, 0, [(1, .lb2Height)]),
        .init(.ge, .required, 0, [(1, .fl2Height)]),
        .init(.ge, .required, 0, [(1, .lb3Left)]),
        .init(.ge, .strong, -125, [(1, .fl2Width)]),
        .init(.eq, .strong, -21, [(1, .fl2Height)]),
        .init(.ge, .strong, -21, [(1, .fl2Height)]),
        .init(.ge, .required, 0, [(1, .lb3Top)]),
        .init(.ge, .required, 0, [(1, .lb3Width)]),
        .init(.ge, .required, 0, [(1, .fl1Left)]),
        .init(.ge, .required, 0, [(1, .fl1Width)]),
        .init(.ge, .strong, -67, [(1, .lb1Width)]),
        .init(.ge, .required, 0, [(1, .fl2Left)]),
        .init(.eq, .weak, -66, [(1, .lb2Width)]),
        .init(.ge, .strong, -66, [(1, .lb2Width)]),
        .init(.eq, .strong, -16, [(1, .lb2Height)]),
        .init(.ge, .required, 0, [(1, .fl1Height)]),
        .init(.ge, .required, 0, [(1, .fl1Top)]),
        .init(.ge, .required, 0, [(1, .lb2Top)]),
        .init(.eq, .mmedium, -10, [(-1, .lb2Top), (1, .lb3Top), (-1, .lb2Height)]),
        .init(.ge, .required, -10, [(-1, .lb3Top), (-1, .lb3Height), (1, .fl3Top)]),
        .init(.eq, .mmedium, -10, [(-1, .lb3Top), (-1, .lb3Height), (1, .fl3Top)]),
        .init(.eq, .mmedium, 0, [(1, .contentsBottom), (-1, .fl3Height), (-1, .fl3Top)]),
        .init(.ge, .required, 0, [(1, .fl1Top), (-1, .contentsTop)]),
        .init(.eq, .mmedium, 0, [(1, .fl1Top), (-1, .contentsTop)]),
        .init(.ge, .required, 0, [(1, .contentsBottom), (-1, .fl3Height), (-1, .fl3Top)]),
        .init(.eq, .required, 10, [(-1, .left), (-1, .width), (1, .contentsRight)]),
        .init(.eq, .required, 10, [(-1, .top), (-1, .height), (1, .contentsBottom)]),
        .init(.eq, .required, -10, [(-1, .left), (1, .contentsLeft)]),
        .init(.eq, .mmedium, 0, [(1, .lb3Left), (-1, .contentsLeft)]),
        .init(.eq, .strong, 0, [(1, .fl1Left), (-1, .midline)]),
        .init(.eq, .strong, 0, [(1, .fl2Left), (-1, .midline)]),
        .init(.eq, .strong, 0, [(1, .ctleft), (-1, .midline)]),
        .init(.eq, .strong, 0, [(1, .fl1Top), (0.5, .fl1Height), (-1, .lb1Top), (-0.5, .lb1Height)]),
        .init(.ge, .required, 0, [(1, .lb1Left), (-1, .contentsLeft)]),
        .init(.eq, .mmedium, 0, [(1, .lb1Left), (-1, .contentsLeft)]),
        .init(.ge, .required, -10, [(-1, .lb1Left), (1, .fl1Left), (-1, .lb1Width)]),
        .init(.eq, .mmedium, -10, [(-1, .lb1Left), (1, .fl1Left), (-1, .lb1Width)]),
        .init(.ge, .required, 0, [(-1, .fl1Left), (1, .contentsRight), (-1, .fl1Width)]),
        .init(.eq, .medium, 0, [(1, .width)]),
        .init(.ge, .required, -10, [(-1, .fl1Top), (1, .fl2Top), (-1, .fl1Height)]),
        .init(.eq, .mmedium, -10, [(-1, .fl1Top), (1, .fl2Top), (-1, .fl1Height)]),
        .init(.ge, .required, -10, [(1, .cttop), (-1, .fl2Top), (-1, .fl2Height)]),
        .init(.ge, .required, -10, [(-1, .ctheight), (-1, .cttop), (1, .fl3Top)]),
        .init(.ge, .required, 0, [(1, .contentsBottom), (-1, .fl3Height), (-1, .fl3Top)]),
        .init(.eq, .mmedium, -10, [(1, .cttop), (-1, .fl2Top), (-1, .fl2Height)]),
        .init(.eq, .mmedium, 0, [(-1, .fl1Left), (1, .contentsRight), (-1, .fl1Width)]),
        .init(.eq, .strong, 0, [(-1, .lb2Top), (-0.5, .lb2Height), (1, .fl2Top), (0.5, .fl2Height)]),
        .init(.ge, .required, 0, [(-1, .contentsLeft), (1, .lb2Left)]),
        .init(.eq, .mmedium, 0, [(-1, .contentsLeft), (1, .lb2Left)]),
        .init(.ge, .required, -10, [(1, .fl2Left), (-1, .lb2Width), (-1, .lb2Left)]),
        .init(.eq, .mmedium, -10, [(-1, .ctheight), (-1, .cttop), (1, .fl3Top)]),
        .init(.eq, .mmedium, 0, [(1, .contentsBottom), (-1, .fl3Height), (-1, .fl3Top)]),
        .init(.ge, .required, 0, [(1, .lb1Top)]),
        .init(.ge, .required, 0, [(1, .lb1Width)]),
        .init(.ge, .required, 0, [(1, .lb1Height)]),
        .init(.eq, .mmedium, -10, [(1, .fl2Left), (-1, .lb2Width), (-1, .lb2Left)]),
        .init(.eq, .mmedium, 0, [(-1, .fl2Left), (-1, .fl2Width), (1, .contentsRight)]),
        .init(.ge, .required, 0, [(-1, .fl2Left), (-1, .fl2Width), (1, .contentsRight)]),
        .init(.ge, .required, 0, [(1, .lb3Left), (-1, .contentsLeft)]),
        .init(.ge, .required, 0, [(1, .lb1Left)]),
        .init(.eq, .strong, 0, [(0.5, .ctheight), (1, .cttop), (-1, .lb3Top), (-0.5, .lb3Height)]),
        .init(.ge, .required, -10, [(1, .ctleft), (-1, .lb3Left), (-1, .lb3Width)]),
        .init(.ge, .required, 0, [(-1, .ctwidth), (-1, .ctleft), (1, .contentsRight)]),
        .init(.eq, .mmedium, -10, [(1, .ctleft), (-1, .lb3Left), (-1, .lb3Width)]),
        .init(.ge, .required, 0, [(1, .fl3Left), (-1, .contentsLeft)]),
        .init(.eq, .mmedium, 0, [(1, .fl3Left), (-1, .contentsLeft)]),
        .init(.eq, .mmedium, 0, [(-1, .ctwidth), (-1, .ctleft), (1, .contentsRight)]),
        .init(.eq, .mmedium, 0, [(-1, .fl3Left), (1, .contentsRight), (-1, .fl3Width)]),
        .init(.ge, .required, 0, [(-1, .contentsTop), (1, .lb1Top)]),
        .init(.eq, .mmedium, 0, [(-1, .contentsTop), (1, .lb1Top)]),
        .init(.ge, .required, 0, [(-1, .fl3Left), (1, .contentsRight), (-1, .fl3Width)]),
        .init(.ge, .required, -10, [(1, .lb2Top), (-1, .lb1Top), (-1, .lb1Height)]),
        .init(.ge, .required, -10, [(-1, .lb2Top), (1, .lb3Top), (-1, .lb2Height)]),
        .init(.eq, .mmedium, -10, [(1, .lb2Top), (-1, .lb1Top), (-1, .lb1Height)]),
        .init(.eq, .strong, -21, [(1, .fl1Height)]),
        .init(.ge, .strong, -21, [(1, .fl1Height)]),
        .init(.ge, .required, 0, [(1, .lb2Left)]),
        .init(.ge, .strong, -16, [(1, .lb2Height)]),
        .init(.ge, .required, 0, [(1, .fl2Top)]),
        .init(.ge, .required, 0, [(1, .fl2Width)]),
        .init(.ge, .strong, -16, [(1, .lb1Height)]),
        .init(.eq, .strong, -16, [(1, .lb1Height)]),
        .init(.ge, .strong, -125, [(1, .fl3Width)]),
        .init(.eq, .strong, -21, [(1, .fl3Height)]),
        .init(.ge, .strong, -21, [(1, .fl3Height)]),
        .init(.ge, .required, 0, [(1, .lb3Height)]),
        .init(.ge, .smedium, -119, [(1, .ctwidth)]),
        .init(.eq, .weak, -24, [(1, .lb3Width)]),
        .init(.ge, .strong, -24, [(1, .lb3Width)]),
        .init(.ge, .strong, -125, [(1, .fl1Width)]),
    ]
}

extension Relation {
    fileprivate static let eq = Relation.equal
    fileprivate static let ge = Relation.greaterThanOrEqual
    fileprivate static let le = Relation.lessThanOrEqual
}
