import Yams

/// The `window.keyboard` key and the `animation` section of a view layout file.
extension LayoutFileDecoder {
    /// `keyboard: 300` or `keyboard: {height: 300, undocked: false}`.
    func keyboard(_ node: Node) throws(Diagnostic) -> KeyboardSpec {
        if case .scalar = node {
            return KeyboardSpec(height: try reader.nonNegative(node, "the keyboard's height"))
        }
        var height: Double?
        var undocked = false
        for pair in try reader.mapping(node, "the keyboard", keys: ["height", "undocked"]) {
            if pair.key == "height" {
                height = try reader.nonNegative(pair.value, "the keyboard's height")
            } else {
                undocked = try reader.bool(pair.value, "the keyboard's 'undocked'")
            }
        }
        guard let height else {
            throw reader.error(.invalidDocument, "the keyboard needs a 'height' (points)", at: node)
        }
        return KeyboardSpec(height: height, isUndocked: undocked)
    }

    /// `animation: {duration: 0.3, curve: easeInOut, changes: [{constraint: gap, constant: 40}]}`;
    /// every change names a constraint `id` of `constraints`.
    func animation(_ node: Node, constraints: [ConstraintSpec]) throws(Diagnostic) -> AnimationSpec {
        let pairs = try reader.mapping(
            node, "'animation'", keys: ["duration", "delay", "curve", "damping", "velocity", "changes"])
        func value(_ key: String) -> Node? { pairs.first { $0.key == key }?.value }
        guard let durationNode = value("duration") else {
            throw reader.error(.invalidDocument, "'animation' needs a 'duration' (seconds)", at: node)
        }
        guard let changesNode = value("changes") else {
            throw reader.error(
                .invalidDocument, "'animation' needs 'changes' (a list of {constraint: id, constant: number})", at: node)
        }
        var spec = AnimationSpec(duration: try reader.nonNegative(durationNode, "the animation's duration"), changes: [])
        if let delay = value("delay") { spec.delay = try reader.nonNegative(delay, "the animation's delay") }
        if let curve = value("curve") {
            spec.curve = try reader.choice(curve, "animation curve", AnimationSpec.Curve.allCases.map { ($0.rawValue, $0) })
        }
        if let damping = value("damping") {
            spec.damping = try reader.number(damping, "the spring's damping")
            guard spec.damping > 0 else {
                throw reader.error(
                    .invalidDocument, "expected the spring's damping to be more than 0, found \(EquationToken.format(spec.damping))",
                    at: damping)
            }
        }
        if let velocity = value("velocity") { spec.velocity = try reader.number(velocity, "the spring's velocity") }
        for pair in pairs where ["damping", "velocity"].contains(pair.key) && spec.curve != .spring {
            throw reader.error(.invalidDocument, "'\(pair.key)' applies only to the 'spring' curve", at: pair.keyNode)
        }
        let known = constraints.compactMap(\.identifier)
        for change in try reader.sequence(changesNode, "the animation's 'changes'") {
            let changePairs = try reader.mapping(change, "an animation change", keys: ["constraint", "constant"])
            guard let idPair = changePairs.first(where: { $0.key == "constraint" }),
                let constantPair = changePairs.first(where: { $0.key == "constant" })
            else {
                throw reader.error(
                    .invalidDocument, "an animation change needs 'constraint' (a constraint's id) and 'constant'", at: change)
            }
            let id = try reader.string(idPair.value, "a change's 'constraint'")
            guard known.contains(id) else {
                throw reader.error(
                    .unknownName, "no constraint has the id '\(id)'", at: idPair.value,
                    notes: Diagnostic.knownNames("constraint ids", known, near: id))
            }
            spec.changes.append(
                AnimationSpec.Change(
                    constraint: Located(value: id, location: reader.location(of: idPair.value)),
                    constant: try reader.number(constantPair.value, "the constant of '\(id)'")))
        }
        return spec
    }
}
