import Foundation
import StrutAutoLayout
import StrutRender
import StrutText

/// Collecting what the tool prints and draws: frames, broken constraints, ambiguity, the trace
/// and the scene, with constraints named as the file wrote them.
extension ViewTreeBuilder {
    /// How a constraint is named in `solve`'s output: as written in the file, else by its
    /// identifier (`'UIView-Encapsulated-Layout-Width'`), else by its description with the
    /// addresses left out, so that the output does not change from run to run.
    func name(of info: ConstraintInfo) -> String {
        if let text = texts[info.id] { return text }
        if let identifier = info.identifier { return "'\(identifier)'" }
        return Self.withoutAddresses(info.description)
    }

    /// `<NSLayoutConstraint:0x55d4… field.width >= 0 …>` with every `0x…` address replaced by `0x…`.
    static func withoutAddresses(_ text: String) -> String {
        var result = ""
        var scalars = text.unicodeScalars[...]
        while let c = scalars.first {
            if c == "0", scalars.dropFirst().first == "x" {
                result += "0x…"
                scalars = scalars.dropFirst(2).drop { $0.properties.isASCIIHexDigit }
            } else {
                result.unicodeScalars.append(c)
                scalars = scalars.dropFirst()
            }
        }
        return result
    }

    func result(withTrace: Bool) -> ViewLayoutResult {
        var broken: [ViewLayoutResult.Broken] = []
        for event in events {
            let id = event.brokenConstraint.id
            annotations[id]?.isBroken = true
            broken.append(
                ViewLayoutResult.Broken(
                    constraint: name(of: event.brokenConstraint), conflicts: event.conflictingConstraints.map(name(of:))))
        }
        var frames = [
            ViewLayoutResult.Frame(id: ItemName.root, kind: .view, frame: root.frame, frameInWindow: root.frame, isHidden: false)
        ]
        for (spec, view) in built {
            frames.append(
                ViewLayoutResult.Frame(
                    id: spec.id, kind: spec.kind, frame: view.frame, frameInWindow: view.convert(view.bounds, to: window),
                    isHidden: view.isHidden))
        }
        // One ambiguity check for the whole tree (asking each view runs it once per view).
        let ambiguousItems = Set(window.ambiguousLayoutItems().map { ObjectIdentifier($0) })
        let ambiguous = built.filter {
            !$0.view.translatesAutoresizingMaskIntoConstraints && ambiguousItems.contains(ObjectIdentifier($0.view))
        }.map(\.spec.id)
        let ambiguousIDs = Set(ambiguous)
        var scene = RenderScene(window: window, title: file.title ?? file.path, log: log, annotations: annotations)
        var nodeIndex: [String: Int] = [:]
        for (index, node) in scene.nodes.enumerated() where nodeIndex[node.identifier] == nil { nodeIndex[node.identifier] = index }
        for (spec, _) in built {
            guard let index = nodeIndex[spec.id] else { continue }
            scene.nodes[index].text = spec.text
            scene.nodes[index].isAmbiguous = ambiguousIDs.contains(spec.id)
        }
        return ViewLayoutResult(
            windowSize: window.bounds.size, frames: frames, broken: broken, ambiguous: ambiguous, log: log,
            trace: withTrace ? Self.withoutAddresses(window.autolayoutTrace()) : nil, scene: scene)
    }
}
