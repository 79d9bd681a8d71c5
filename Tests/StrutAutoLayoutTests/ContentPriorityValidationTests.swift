import Foundation
import Testing

@testable import StrutAutoLayout

/// Content hugging and compression resistance priorities follow the rule of every priority
/// (1...1000): the throwing setters name the view and the axis and leave the view unchanged, and
/// a valid priority takes effect in the layout.
@Suite struct ContentPriorityValidationTests {
    @Test(arguments: [Float(0.5), 0, -1, 1000.5, .nan, .infinity])
    func invalidPrioritiesAreRefusedByName(value: Float) {
        let view = View()
        view.identifier = "badge"
        #expect(throws: LayoutConstraintError.self) {
            try view.setContentHuggingPriorityValidated(LayoutPriority(value), for: .horizontal)
        }
        #expect(throws: LayoutConstraintError.self) {
            try view.setContentCompressionResistancePriorityValidated(LayoutPriority(value), for: .vertical)
        }
        // Unchanged: UIKit's defaults, 250 and 750.
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func theErrorNamesTheViewAndTheAxis() {
        let view = View()
        view.identifier = "badge"
        do {
            try view.setContentHuggingPriorityValidated(LayoutPriority(0.5), for: .vertical)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("content hugging priority (vertical)"))
            #expect(error.description.contains("badge"))
            #expect(error.description.contains("from 1 to 1000"))
        }
    }

    /// The bounds are valid; a hugging priority of 1 beside a 2 decides who stretches: in a
    /// 300-wide row of two 50-wide views, the one that hugs at 1 takes the spare 200.
    @Test func validBoundsTakeEffect() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = SizedTestView(CGSize(width: 50, height: 10)), b = SizedTestView(CGSize(width: 50, height: 10))
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        try a.setContentHuggingPriorityValidated(LayoutPriority(1), for: .horizontal)
        try b.setContentHuggingPriorityValidated(LayoutPriority(2), for: .horizontal)
        try b.setContentCompressionResistancePriorityValidated(.required, for: .horizontal)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 250, height: 10))
        #expect(b.frame == CGRect(x: 250, y: 0, width: 50, height: 10))
    }
}

/// A view with a fixed intrinsic size.
private final class SizedTestView: View {
    let size: CGSize
    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
    }
    override var intrinsicContentSize: CGSize { size }
}
