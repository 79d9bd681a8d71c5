import Foundation
import Testing

@testable import StrutAutoLayout

/// Records the order of render-loop callbacks into a shared journal.
final class Journal { var entries: [String] = [] }

final class JournalingView: View {
    let journal: Journal
    let name: String
    var drawColor: Color?
    init(_ name: String, _ journal: Journal) {
        self.name = name
        self.journal = journal
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    override func updateConstraints() {
        journal.entries.append("update \(name)")
        super.updateConstraints()
    }
    override func layoutSubviews() {
        journal.entries.append("layout \(name)")
        super.layoutSubviews()
    }
    override func draw(_ rect: CGRect, in context: DrawingContext) {
        journal.entries.append("draw \(name)")
        if let drawColor { context.stroke(rect, with: drawColor, lineWidth: 2) }
    }
}

@Suite struct RenderLoopTests {
    /// Update constraints runs leaves first (bottom-up), layout parents first (top-down), then
    /// display; a second turn with nothing pending runs nothing.
    @Test func passesRunInUIKitsOrder() {
        let journal = Journal()
        let window = RecordingWindow(100, 100)
        let parent = JournalingView("parent", journal), child = JournalingView("child", journal)
        window.addSubview(parent)
        parent.addSubview(child)
        LayoutConstraint.activate([
            parent.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            parent.topAnchor.constraint(equalTo: window.topAnchor),
            parent.widthAnchor.constraint(equalToConstant: 50), parent.heightAnchor.constraint(equalToConstant: 50),
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 5),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 5),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.runRenderLoopTurn()
        #expect(journal.entries == ["update child", "update parent", "layout parent", "layout child", "draw parent", "draw child"])
        journal.entries.removeAll()
        window.runRenderLoopTurn()
        #expect(journal.entries.isEmpty)
        child.setNeedsUpdateConstraints()
        #expect(child.needsUpdateConstraints())
        window.runRenderLoopTurn()
        #expect(journal.entries == ["update child"])
    }

    /// The display list: per view begin/end, background fills in window coordinates, the view's
    /// own commands translated, clips for clipsToBounds, hidden views skipped.
    @Test func displayListInWindowCoordinates() {
        let journal = Journal()
        let window = RecordingWindow(100, 100)
        let box = JournalingView("box", journal)
        box.backgroundColor = .red
        box.clipsToBounds = true
        let dot = JournalingView("dot", journal)
        dot.drawColor = .blue
        let hidden = JournalingView("hidden", journal)
        hidden.isHidden = true
        window.addSubview(box)
        box.addSubview(dot)
        box.addSubview(hidden)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 40),
            dot.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 5),
            dot.topAnchor.constraint(equalTo: box.topAnchor, constant: 6),
            dot.widthAnchor.constraint(equalToConstant: 4), dot.heightAnchor.constraint(equalToConstant: 4),
        ])
        let commands = window.runRenderLoopTurn()
        let boxRect = CGRect(10, 20, 50, 40)
        let dotRect = CGRect(15, 26, 4, 4)
        #expect(
            commands == [
                .beginView(ViewInfo(view: window, frame: CGRect(0, 0, 100, 100))),
                .beginView(ViewInfo(view: box, frame: boxRect)),
                .fillRect(boxRect, .red),
                .pushClip(boxRect),
                .beginView(ViewInfo(view: dot, frame: dotRect)),
                .strokeRect(dotRect, .blue, lineWidth: 2),
                .endView,
                .popClip,
                .endView,
                .endView,
            ])
        #expect(window.drawingCommands == commands)
    }

    /// removeFromSuperview deactivates constraints that cross the cut and keeps the ones inside
    /// the removed subtree; adding the subtree elsewhere brings them back into an engine.
    @Test func removingAndReaddingASubtree() {
        let window = RecordingWindow(200, 200)
        let card = makeView(), inner = makeView()
        window.addSubview(card)
        card.addSubview(inner)
        let crossing = card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
        let innerSize = inner.widthAnchor.constraint(equalToConstant: 30)
        LayoutConstraint.activate([
            crossing, card.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 7),
            inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 7),
            innerSize, inner.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()
        #expect(inner.frame == CGRect(7, 7, 30, 30))
        card.removeFromSuperview()
        #expect(!crossing.isActive)
        #expect(innerSize.isActive)
        #expect(card.superview == nil && card.window == nil)
        let other = RecordingWindow(300, 300)
        other.addSubview(card)
        LayoutConstraint.activate([
            card.trailingAnchor.constraint(equalTo: other.trailingAnchor),
            card.bottomAnchor.constraint(equalTo: other.bottomAnchor),
        ])
        innerSize.constant = 40
        other.layoutIfNeeded()
        #expect(card.frame == CGRect(200, 200, 100, 100))
        #expect(inner.frame == CGRect(7, 7, 40, 30))
        #expect(window.events.isEmpty && other.events.isEmpty)
    }

    /// A detached tree (no window) gets its own engine on layoutIfNeeded.
    @Test func detachedTreesLayOutToo() {
        let root = View(frame: CGRect(0, 0, 120, 60))
        let child = makeView()
        root.addSubview(child)
        LayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(30, 20, 60, 20))  // 60 wide centered in 120; 20 tall centered in 60
    }

    /// An intrinsic size change updates the content-size constants in place; a height that
    /// depends on the width is solved again with the solved width.
    @Test func intrinsicSizesAndHeightForWidth() {
        /// Text-like content: 1000 points of "text" at 20 points per line.
        final class Paragraph: View {
            override var intrinsicContentSize: CGSize { CGSize(width: 1000, height: 20) }
            override var intrinsicHeightDependsOnWidth: Bool { true }
            override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
                CGSize(width: 1000, height: 20 * (1000 / max(width, 1)).rounded(.up))
            }
        }
        let window = RecordingWindow(320, 600)
        let p = Paragraph()
        p.translatesAutoresizingMaskIntoConstraints = false
        let below = makeView()
        window.addSubview(p)
        window.addSubview(below)
        LayoutConstraint.activate([
            p.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            p.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
            p.topAnchor.constraint(equalTo: window.topAnchor),
            below.topAnchor.constraint(equalTo: p.bottomAnchor, constant: 5),
            below.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // Width 300 ⇒ ⌈1000 / 300⌉ = 4 lines ⇒ 80 tall; `below` starts at 85.
        #expect(p.frame == CGRect(10, 0, 300, 80))
        #expect(below.frame.minY == 85)

        let box = IntrinsicView(40, 10)
        window.addSubview(box)
        LayoutConstraint.activate([
            box.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            box.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(280, 590, 40, 10))
        let before = window.layoutEngineStatistics
        box.size = CGSize(width: 60, height: 10)
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(260, 590, 60, 10))
        let after = window.layoutEngineStatistics
        #expect(after.constantsChanged - before.constantsChanged == 2)  // hugging and compression rows
        #expect(after.rowsAdded == before.rowsAdded)
    }
}
