// The workloads of Benchmarks/Sources/SolverWorkloads, restated for kiwi (C++17, header-only
// kiwi from the kiwisolver sdist). Keep the two in step: the comparison script checks the
// enaml_like fingerprint and a sample of solved values from both sides.
#pragma once

#include <kiwi/kiwi.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

namespace workloads {

// kiwi's strengths, in the order of SolverWorkloads' KiwiStrength.
enum Strength { REQUIRED, STRONG, SMEDIUM, MMEDIUM, MEDIUM, WEAK, STRENGTH_COUNT };

inline double kiwi_strength(Strength s) {
    switch (s) {
    case REQUIRED: return kiwi::strength::required;
    case STRONG: return kiwi::strength::strong;
    case SMEDIUM: return kiwi::strength::create(0.0, 100, 0.0);       // the enaml benchmark's smedium
    case MMEDIUM: return kiwi::strength::create(0.0, 1.0, 0.0, 1.25); // the enaml benchmark's mmedium
    case MEDIUM: return kiwi::strength::medium;
    case WEAK: return kiwi::strength::weak;
    default: return kiwi::strength::required;
    }
}

enum Rel { EQ, GE, LE };

inline kiwi::RelationalOperator kiwi_op(Rel r) {
    return r == EQ ? kiwi::OP_EQ : (r == GE ? kiwi::OP_GE : kiwi::OP_LE);
}

// ---------------------------------------------------------------------------------------------
// enaml_like: 37 variables (width and height are edit variables), 111 constraints.

enum EnamlVar {
    WIDTH,
    HEIGHT,
    LEFT,
    TOP,
    CONTENTS_TOP,
    CONTENTS_BOTTOM,
    CONTENTS_LEFT,
    CONTENTS_RIGHT,
    MIDLINE,
    CTLEFT,
    CTHEIGHT,
    CTTOP,
    CTWIDTH,
    LB1LEFT,
    LB1HEIGHT,
    LB1TOP,
    LB1WIDTH,
    LB2LEFT,
    LB2HEIGHT,
    LB2TOP,
    LB2WIDTH,
    LB3LEFT,
    LB3HEIGHT,
    LB3TOP,
    LB3WIDTH,
    FL1LEFT,
    FL1HEIGHT,
    FL1TOP,
    FL1WIDTH,
    FL2LEFT,
    FL2HEIGHT,
    FL2TOP,
    FL2WIDTH,
    FL3LEFT,
    FL3HEIGHT,
    FL3TOP,
    FL3WIDTH,
    ENAML_VAR_COUNT
};

static const char* const enaml_var_names[ENAML_VAR_COUNT] = {
    "width",
    "height",
    "left",
    "top",
    "contents_top",
    "contents_bottom",
    "contents_left",
    "contents_right",
    "midline",
    "ctleft",
    "ctheight",
    "cttop",
    "ctwidth",
    "lb1left",
    "lb1height",
    "lb1top",
    "lb1width",
    "lb2left",
    "lb2height",
    "lb2top",
    "lb2width",
    "lb3left",
    "lb3height",
    "lb3top",
    "lb3width",
    "fl1left",
    "fl1height",
    "fl1top",
    "fl1width",
    "fl2left",
    "fl2height",
    "fl2top",
    "fl2width",
    "fl3left",
    "fl3height",
    "fl3top",
    "fl3width",
};

struct Spec {
    Rel rel;
    Strength strength;
    double constant;
    std::vector<std::pair<double, int>> terms;  // (coefficient, EnamlVar)
};

// kiwi's benchmarks/enaml_like_benchmark.cpp list as `terms + constant OP 0` rows, kiwi's order.
static const std::vector<Spec> enaml_specs = {
    {GE, REQUIRED, 0, {{1, LEFT}}},
    {EQ, MEDIUM, 0, {{1, HEIGHT}}},
    {GE, REQUIRED, 0, {{1, TOP}}},
    {GE, REQUIRED, 0, {{1, WIDTH}}},
    {GE, REQUIRED, 0, {{1, HEIGHT}}},
    {EQ, REQUIRED, -10, {{-1, TOP}, {1, CONTENTS_TOP}}},
    {EQ, STRONG, -16, {{1, LB3HEIGHT}}},
    {GE, STRONG, -16, {{1, LB3HEIGHT}}},
    {GE, REQUIRED, 0, {{1, CTLEFT}}},
    {GE, REQUIRED, 0, {{1, CTTOP}}},
    {GE, REQUIRED, 0, {{1, CTWIDTH}}},
    {GE, REQUIRED, 0, {{1, CTHEIGHT}}},
    {GE, REQUIRED, 0, {{1, FL3LEFT}}},
    {GE, SMEDIUM, -24, {{1, CTHEIGHT}}},
    {LE, SMEDIUM, -16777200, {{1, CTWIDTH}}},
    {LE, SMEDIUM, -24, {{1, CTHEIGHT}}},
    {GE, REQUIRED, 0, {{1, FL3TOP}}},
    {GE, REQUIRED, 0, {{1, FL3WIDTH}}},
    {GE, REQUIRED, 0, {{1, FL3HEIGHT}}},
    {EQ, WEAK, -67, {{1, LB1WIDTH}}},
    {GE, REQUIRED, 0, {{1, LB2WIDTH}}},
    {GE, REQUIRED, 0, {{1, LB2HEIGHT}}},
    {GE, REQUIRED, 0, {{1, FL2HEIGHT}}},
    {GE, REQUIRED, 0, {{1, LB3LEFT}}},
    {GE, STRONG, -125, {{1, FL2WIDTH}}},
    {EQ, STRONG, -21, {{1, FL2HEIGHT}}},
    {GE, STRONG, -21, {{1, FL2HEIGHT}}},
    {GE, REQUIRED, 0, {{1, LB3TOP}}},
    {GE, REQUIRED, 0, {{1, LB3WIDTH}}},
    {GE, REQUIRED, 0, {{1, FL1LEFT}}},
    {GE, REQUIRED, 0, {{1, FL1WIDTH}}},
    {GE, STRONG, -67, {{1, LB1WIDTH}}},
    {GE, REQUIRED, 0, {{1, FL2LEFT}}},
    {EQ, WEAK, -66, {{1, LB2WIDTH}}},
    {GE, STRONG, -66, {{1, LB2WIDTH}}},
    {EQ, STRONG, -16, {{1, LB2HEIGHT}}},
    {GE, REQUIRED, 0, {{1, FL1HEIGHT}}},
    {GE, REQUIRED, 0, {{1, FL1TOP}}},
    {GE, REQUIRED, 0, {{1, LB2TOP}}},
    {EQ, MMEDIUM, -10, {{-1, LB2TOP}, {1, LB3TOP}, {-1, LB2HEIGHT}}},
    {GE, REQUIRED, -10, {{-1, LB3TOP}, {-1, LB3HEIGHT}, {1, FL3TOP}}},
    {EQ, MMEDIUM, -10, {{-1, LB3TOP}, {-1, LB3HEIGHT}, {1, FL3TOP}}},
    {EQ, MMEDIUM, 0, {{1, CONTENTS_BOTTOM}, {-1, FL3HEIGHT}, {-1, FL3TOP}}},
    {GE, REQUIRED, 0, {{1, FL1TOP}, {-1, CONTENTS_TOP}}},
    {EQ, MMEDIUM, 0, {{1, FL1TOP}, {-1, CONTENTS_TOP}}},
    {GE, REQUIRED, 0, {{1, CONTENTS_BOTTOM}, {-1, FL3HEIGHT}, {-1, FL3TOP}}},
    {EQ, REQUIRED, 10, {{-1, LEFT}, {-1, WIDTH}, {1, CONTENTS_RIGHT}}},
    {EQ, REQUIRED, 10, {{-1, TOP}, {-1, HEIGHT}, {1, CONTENTS_BOTTOM}}},
    {EQ, REQUIRED, -10, {{-1, LEFT}, {1, CONTENTS_LEFT}}},
    {EQ, MMEDIUM, 0, {{1, LB3LEFT}, {-1, CONTENTS_LEFT}}},
    {EQ, STRONG, 0, {{1, FL1LEFT}, {-1, MIDLINE}}},
    {EQ, STRONG, 0, {{1, FL2LEFT}, {-1, MIDLINE}}},
    {EQ, STRONG, 0, {{1, CTLEFT}, {-1, MIDLINE}}},
    {EQ, STRONG, 0, {{1, FL1TOP}, {0.5, FL1HEIGHT}, {-1, LB1TOP}, {-0.5, LB1HEIGHT}}},
    {GE, REQUIRED, 0, {{1, LB1LEFT}, {-1, CONTENTS_LEFT}}},
    {EQ, MMEDIUM, 0, {{1, LB1LEFT}, {-1, CONTENTS_LEFT}}},
    {GE, REQUIRED, -10, {{-1, LB1LEFT}, {1, FL1LEFT}, {-1, LB1WIDTH}}},
    {EQ, MMEDIUM, -10, {{-1, LB1LEFT}, {1, FL1LEFT}, {-1, LB1WIDTH}}},
    {GE, REQUIRED, 0, {{-1, FL1LEFT}, {1, CONTENTS_RIGHT}, {-1, FL1WIDTH}}},
    {EQ, MEDIUM, 0, {{1, WIDTH}}},
    {GE, REQUIRED, -10, {{-1, FL1TOP}, {1, FL2TOP}, {-1, FL1HEIGHT}}},
    {EQ, MMEDIUM, -10, {{-1, FL1TOP}, {1, FL2TOP}, {-1, FL1HEIGHT}}},
    {GE, REQUIRED, -10, {{1, CTTOP}, {-1, FL2TOP}, {-1, FL2HEIGHT}}},
    {GE, REQUIRED, -10, {{-1, CTHEIGHT}, {-1, CTTOP}, {1, FL3TOP}}},
    {GE, REQUIRED, 0, {{1, CONTENTS_BOTTOM}, {-1, FL3HEIGHT}, {-1, FL3TOP}}},
    {EQ, MMEDIUM, -10, {{1, CTTOP}, {-1, FL2TOP}, {-1, FL2HEIGHT}}},
    {EQ, MMEDIUM, 0, {{-1, FL1LEFT}, {1, CONTENTS_RIGHT}, {-1, FL1WIDTH}}},
    {EQ, STRONG, 0, {{-1, LB2TOP}, {-0.5, LB2HEIGHT}, {1, FL2TOP}, {0.5, FL2HEIGHT}}},
    {GE, REQUIRED, 0, {{-1, CONTENTS_LEFT}, {1, LB2LEFT}}},
    {EQ, MMEDIUM, 0, {{-1, CONTENTS_LEFT}, {1, LB2LEFT}}},
    {GE, REQUIRED, -10, {{1, FL2LEFT}, {-1, LB2WIDTH}, {-1, LB2LEFT}}},
    {EQ, MMEDIUM, -10, {{-1, CTHEIGHT}, {-1, CTTOP}, {1, FL3TOP}}},
    {EQ, MMEDIUM, 0, {{1, CONTENTS_BOTTOM}, {-1, FL3HEIGHT}, {-1, FL3TOP}}},
    {GE, REQUIRED, 0, {{1, LB1TOP}}},
    {GE, REQUIRED, 0, {{1, LB1WIDTH}}},
    {GE, REQUIRED, 0, {{1, LB1HEIGHT}}},
    {EQ, MMEDIUM, -10, {{1, FL2LEFT}, {-1, LB2WIDTH}, {-1, LB2LEFT}}},
    {EQ, MMEDIUM, 0, {{-1, FL2LEFT}, {-1, FL2WIDTH}, {1, CONTENTS_RIGHT}}},
    {GE, REQUIRED, 0, {{-1, FL2LEFT}, {-1, FL2WIDTH}, {1, CONTENTS_RIGHT}}},
    {GE, REQUIRED, 0, {{1, LB3LEFT}, {-1, CONTENTS_LEFT}}},
    {GE, REQUIRED, 0, {{1, LB1LEFT}}},
    {EQ, STRONG, 0, {{0.5, CTHEIGHT}, {1, CTTOP}, {-1, LB3TOP}, {-0.5, LB3HEIGHT}}},
    {GE, REQUIRED, -10, {{1, CTLEFT}, {-1, LB3LEFT}, {-1, LB3WIDTH}}},
    {GE, REQUIRED, 0, {{-1, CTWIDTH}, {-1, CTLEFT}, {1, CONTENTS_RIGHT}}},
    {EQ, MMEDIUM, -10, {{1, CTLEFT}, {-1, LB3LEFT}, {-1, LB3WIDTH}}},
    {GE, REQUIRED, 0, {{1, FL3LEFT}, {-1, CONTENTS_LEFT}}},
    {EQ, MMEDIUM, 0, {{1, FL3LEFT}, {-1, CONTENTS_LEFT}}},
    {EQ, MMEDIUM, 0, {{-1, CTWIDTH}, {-1, CTLEFT}, {1, CONTENTS_RIGHT}}},
    {EQ, MMEDIUM, 0, {{-1, FL3LEFT}, {1, CONTENTS_RIGHT}, {-1, FL3WIDTH}}},
    {GE, REQUIRED, 0, {{-1, CONTENTS_TOP}, {1, LB1TOP}}},
    {EQ, MMEDIUM, 0, {{-1, CONTENTS_TOP}, {1, LB1TOP}}},
    {GE, REQUIRED, 0, {{-1, FL3LEFT}, {1, CONTENTS_RIGHT}, {-1, FL3WIDTH}}},
    {GE, REQUIRED, -10, {{1, LB2TOP}, {-1, LB1TOP}, {-1, LB1HEIGHT}}},
    {GE, REQUIRED, -10, {{-1, LB2TOP}, {1, LB3TOP}, {-1, LB2HEIGHT}}},
    {EQ, MMEDIUM, -10, {{1, LB2TOP}, {-1, LB1TOP}, {-1, LB1HEIGHT}}},
    {EQ, STRONG, -21, {{1, FL1HEIGHT}}},
    {GE, STRONG, -21, {{1, FL1HEIGHT}}},
    {GE, REQUIRED, 0, {{1, LB2LEFT}}},
    {GE, STRONG, -16, {{1, LB2HEIGHT}}},
    {GE, REQUIRED, 0, {{1, FL2TOP}}},
    {GE, REQUIRED, 0, {{1, FL2WIDTH}}},
    {GE, STRONG, -16, {{1, LB1HEIGHT}}},
    {EQ, STRONG, -16, {{1, LB1HEIGHT}}},
    {GE, STRONG, -125, {{1, FL3WIDTH}}},
    {EQ, STRONG, -21, {{1, FL3HEIGHT}}},
    {GE, STRONG, -21, {{1, FL3HEIGHT}}},
    {GE, REQUIRED, 0, {{1, LB3HEIGHT}}},
    {GE, SMEDIUM, -119, {{1, CTWIDTH}}},
    {EQ, WEAK, -24, {{1, LB3WIDTH}}},
    {GE, STRONG, -24, {{1, LB3WIDTH}}},
    {GE, STRONG, -125, {{1, FL1WIDTH}}},
};

static const double enaml_sizes[6][2] = {
    {400, 600}, {600, 400}, {800, 1200}, {1200, 800}, {400, 800}, {800, 400},
};

struct EnamlInstance {
    std::vector<kiwi::Variable> vars;
    std::vector<kiwi::Constraint> constraints;
};

inline EnamlInstance enaml_make() {
    EnamlInstance inst;
    inst.vars.reserve(ENAML_VAR_COUNT);
    for (int i = 0; i < ENAML_VAR_COUNT; ++i) inst.vars.emplace_back(enaml_var_names[i]);
    inst.constraints.reserve(enaml_specs.size());
    for (const Spec& s : enaml_specs) {
        std::vector<kiwi::Term> terms;
        terms.reserve(s.terms.size());
        for (const auto& t : s.terms) terms.emplace_back(inst.vars[t.second], t.first);
        inst.constraints.emplace_back(kiwi::Expression(std::move(terms), s.constant), kiwi_op(s.rel),
                                      kiwi_strength(s.strength));
    }
    return inst;
}

inline EnamlInstance enaml_build(kiwi::Solver& solver) {
    EnamlInstance inst = enaml_make();
    solver.addEditVariable(inst.vars[WIDTH], kiwi::strength::strong);
    solver.addEditVariable(inst.vars[HEIGHT], kiwi::strength::strong);
    for (const kiwi::Constraint& c : inst.constraints) solver.addConstraint(c);
    return inst;
}

// Same format as EnamlLike.fingerprint in Swift.
inline std::string enaml_fingerprint() {
    int rel[3] = {0, 0, 0};
    int str[STRENGTH_COUNT] = {0};
    int terms[5] = {0};
    double checksum = 0;
    for (size_t i = 0; i < enaml_specs.size(); ++i) {
        const Spec& s = enaml_specs[i];
        rel[s.rel] += 1;
        str[s.strength] += 1;
        terms[s.terms.size() < 4 ? s.terms.size() : 4] += 1;
        double row = s.constant;
        for (size_t p = 0; p < s.terms.size(); ++p)
            row += s.terms[p].first * double(s.terms[p].second + 1) * double(p + 1);
        checksum += row * double(i + 1);
    }
    char buf[256];
    std::snprintf(buf, sizeof buf,
                  "constraints=%zu eq/ge/le=%d/%d/%d req/strong/smedium/mmedium/medium/weak=%d/%d/%d/%d/%d/%d "
                  "terms1/2/3/4=%d/%d/%d/%d checksum=%lld",
                  enaml_specs.size(), rel[EQ], rel[GE], rel[LE], str[REQUIRED], str[STRONG], str[SMEDIUM],
                  str[MMEDIUM], str[MEDIUM], str[WEAK], terms[1], terms[2], terms[3], terms[4],
                  (long long)std::llround(checksum * 2));
    return buf;
}

// ---------------------------------------------------------------------------------------------
// Independent views: per view i, l == 8, t == 8 + 28 i, h == 20, w >= 10, w == 100 | strong.

struct View {
    kiwi::Variable l, t, w, h;
    kiwi::Constraint width_eq;
};

// View i's variables and its five constraints, in adding order (width_eq last).
inline std::pair<View, std::vector<kiwi::Constraint>> indep_make_view(int i) {
    View v{kiwi::Variable("l"), kiwi::Variable("t"), kiwi::Variable("w"), kiwi::Variable("h"), kiwi::Constraint()};
    v.width_eq = kiwi::Constraint(kiwi::Expression(kiwi::Term(v.w), -100), kiwi::OP_EQ, kiwi::strength::strong);
    std::vector<kiwi::Constraint> constraints{
        kiwi::Constraint(kiwi::Expression(kiwi::Term(v.l), -8), kiwi::OP_EQ),
        kiwi::Constraint(kiwi::Expression(kiwi::Term(v.t), -(8 + 28 * double(i))), kiwi::OP_EQ),
        kiwi::Constraint(kiwi::Expression(kiwi::Term(v.h), -20), kiwi::OP_EQ),
        kiwi::Constraint(kiwi::Expression(kiwi::Term(v.w), -10), kiwi::OP_GE),
        v.width_eq,
    };
    return {std::move(v), std::move(constraints)};
}

inline std::vector<View> indep_build(kiwi::Solver& solver, int n) {
    std::vector<View> views;
    views.reserve(n);
    for (int i = 0; i < n; ++i) {
        auto made = indep_make_view(i);
        for (const kiwi::Constraint& c : made.second) solver.addConstraint(c);
        views.push_back(std::move(made.first));
    }
    return views;
}

inline int indep_view_index(long step, int n) { return int((step * 7919) % n); }
// One of 101...108: never the initial 100, never the view's previous value (see Swift).
inline double indep_changed_width(long step, int n) { return 101 + double((step + step / n) % 8); }
inline int indep_edited_view(int n) { return n / 2; }
inline double indep_suggested_width(long step) { return 110 + 10 * double(step % 4); }
inline double indep_edit_strength() { return kiwi::strength::strong + 1; }

// ---------------------------------------------------------------------------------------------
// Chain: x0 == 0; w_i >= 10; w_i == 50 | medium; x_(i+1) == x_i + w_i + 8; x_N <= W (edit, strong).

struct ChainInstance {
    kiwi::Variable W;
    std::vector<kiwi::Variable> x, w;
};

inline double chain_roomy(int n) { return 58 * double(n) + 100; }
inline double chain_tight(int n) { return 30 * double(n); }
inline double chain_small(int n, long step) { return chain_roomy(n) + (step % 2 == 0 ? 1 : -1); }

inline ChainInstance chain_build(kiwi::Solver& solver, int n) {
    ChainInstance c{kiwi::Variable("W"), {}, {}};
    c.x.reserve(n + 1);
    c.w.reserve(n);
    for (int i = 0; i <= n; ++i) c.x.emplace_back("x");
    for (int i = 0; i < n; ++i) c.w.emplace_back("w");
    solver.addEditVariable(c.W, kiwi::strength::strong);
    solver.suggestValue(c.W, chain_roomy(n));
    solver.addConstraint(kiwi::Constraint(kiwi::Expression(kiwi::Term(c.x[0])), kiwi::OP_EQ));
    for (int i = 0; i < n; ++i) {
        solver.addConstraint(kiwi::Constraint(kiwi::Expression(kiwi::Term(c.w[i]), -10), kiwi::OP_GE));
        solver.addConstraint(
            kiwi::Constraint(kiwi::Expression(kiwi::Term(c.w[i]), -50), kiwi::OP_EQ, kiwi::strength::medium));
        solver.addConstraint(kiwi::Constraint(
            kiwi::Expression({kiwi::Term(c.x[i + 1]), kiwi::Term(c.x[i], -1), kiwi::Term(c.w[i], -1)}, -8), kiwi::OP_EQ));
    }
    solver.addConstraint(
        kiwi::Constraint(kiwi::Expression({kiwi::Term(c.x[n]), kiwi::Term(c.W, -1)}), kiwi::OP_LE));
    return c;
}

}  // namespace workloads
