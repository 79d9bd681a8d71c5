import Foundation

@testable import StrutDeclarative

/// A minimal view for testing the makeViews algorithm without a view library.
final class TestNode {
    var frame: CGRect
    private(set) var subviews: [TestNode] = []
    private(set) weak var superview: TestNode?
    var isRightToLeft = false
    var name: String
    var configureCount = 0

    init(frame: CGRect = .zero, name: String = "") {
        self.frame = frame
        self.name = name
    }

    func addSubview(_ child: TestNode) {
        child.removeFromSuperview()
        subviews.append(child)
        child.superview = self
    }

    func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// The frame in the coordinates of the topmost ancestor.
    var absoluteFrame: CGRect {
        guard let superview else { return frame }
        let origin = superview.absoluteFrame.origin
        return frame.offsetBy(dx: origin.x, dy: origin.y)
    }

    var root: TestNode { superview?.root ?? self }
}

enum TestTree: ViewTree {
    static func frame(of node: TestNode) -> CGRect { node.frame }
    static func setFrame(_ frame: CGRect, of node: TestNode) { node.frame = frame }
    static func subviews(of node: TestNode) -> [TestNode] { node.subviews }
    static func superview(of node: TestNode) -> TestNode? { node.superview }
    static func addSubview(_ child: TestNode, to parent: TestNode) { parent.addSubview(child) }
    static func removeFromSuperview(_ node: TestNode) { node.removeFromSuperview() }
    static func convert(_ rect: CGRect, from source: TestNode, to destination: TestNode) -> CGRect? {
        guard source.root === destination.root else { return nil }
        let from = source.absoluteFrame.origin
        let to = destination.absoluteFrame.origin
        return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
    }
    static func makeContainer(frame: CGRect) -> TestNode { TestNode(frame: frame, name: "generated") }
    static func isRightToLeft(_ node: TestNode) -> Bool { node.isRightToLeft }
    static func makeView(for layout: any Layout) -> TestNode {
        (layout as? any ViewRecipeProviding)?.view?.make() as? TestNode ?? TestNode()
    }
    static func configure(_ node: TestNode, for layout: any Layout) {
        node.configureCount += 1
        (layout as? any ViewRecipeProviding)?.view?.configure(node)
    }
}

extension LayoutArrangement {
    @discardableResult
    func makeTestViews(in host: TestNode? = nil, rightToLeft: Bool = false) -> TestNode {
        ViewMaker<TestTree>.makeViews(of: self, in: host, rightToLeft: rightToLeft)
    }

    func prepareTestAnimation(for host: TestNode) {
        _ = ViewMaker<TestTree>.makeViews(of: self, in: host, rightToLeft: false, preparingAnimation: true)
    }
}

/// A recipe for a named test view, which records itself in `views` when configured.
func testView(_ name: String, into views: ViewLog? = nil) -> ViewRecipe {
    ViewRecipe({ TestNode(name: name) }, configure: { node in views?.record(name, node) })
}

/// Records the views configured per name (tests run layouts on one thread at a time).
final class ViewLog: @unchecked Sendable {
    private(set) var views: [String: TestNode] = [:]
    func record(_ name: String, _ node: TestNode) { views[name] = node }
    subscript(name: String) -> TestNode? { views[name] }
}
