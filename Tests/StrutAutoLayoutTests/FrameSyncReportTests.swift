import Foundation
import Testing

@testable import StrutAutoLayout

/// Frames follow the engine when its change report is read in place: a dragged row, a round
/// that pins a negative size (its changes marked at the end), and a guide's owning view.
@Suite struct FrameSyncReportTests {
    func view(in superview: View) -> View {
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(v)
        return v
    }

    @Test func draggedRowMovesEveryView() {
        let window = Window(size: CGSize(width: 375, height: 667))
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        var head: LayoutConstraint?
        for i in 0..<60 {
            let v = view(in: window)
            if let p = views.last {
                constraints += [
                    v.leadingAnchor.constraint(equalTo: p.trailingAnchor, constant: 8), v.topAnchor.constraint(equalTo: p.topAnchor),
                ]
            } else {
                let leading = v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8)
                head = leading
                constraints += [leading, v.topAnchor.constraint(equalTo: window.topAnchor, constant: 8)]
            }
            constraints += [v.widthAnchor.constraint(equalToConstant: 20), v.heightAnchor.constraint(equalToConstant: CGFloat(10 + i % 3))]
            views.append(v)
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        for offset in [3.0, 17.0, 17.0, -40.0, 8.0] {
            head?.constant = CGFloat(offset)
            window.layoutIfNeeded()
            for (i, v) in views.enumerated() {
                #expect(v.frame == CGRect(x: offset + 28 * Double(i), y: 8, width: 20, height: Double(10 + i % 3)))
                #expect(!v.needsLayout)
            }
            #expect(window.childrenNeedingFrameSync.isEmpty)
        }
    }

    @Test func pinnedNegativeWidthSyncsEveryChangedView() {
        let window = Window(size: CGSize(width: 375, height: 667))
        let a = view(in: window), b = view(in: window)
        let width = a.widthAnchor.constraint(equalTo: window.widthAnchor, constant: -300)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            a.heightAnchor.constraint(equalToConstant: 30), width,
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 40), b.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 10, width: 75, height: 30))
        #expect(b.frame == CGRect(x: 93, y: 10, width: 40, height: 30))
        // A width of -125 comes out first; the engine pins it at 0 in a second round, and both
        // rounds' changes reach the frames.
        width.constant = -500
        window.layoutIfNeeded()
        #expect(a.frame.width == 0)
        #expect(a.frame.minX == 10)
        #expect(b.frame == CGRect(x: 18, y: 10, width: 40, height: 30))
        width.constant = -335
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 10, width: 40, height: 30))
        #expect(b.frame == CGRect(x: 58, y: 10, width: 40, height: 30))
    }

    @Test func movedGuideLaysItsOwningViewOut() {
        let window = Window(size: CGSize(width: 375, height: 667))
        let container = view(in: window)
        let guide = LayoutGuide()
        container.addLayoutGuide(guide)
        let child = view(in: container)
        let inset = guide.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 12)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            container.topAnchor.constraint(equalTo: window.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 200), container.heightAnchor.constraint(equalToConstant: 100),
            inset, guide.topAnchor.constraint(equalTo: container.topAnchor),
            guide.widthAnchor.constraint(equalToConstant: 50), guide.heightAnchor.constraint(equalToConstant: 50),
            child.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.bottomAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 12, y: 0, width: 50, height: 50))
        #expect(child.frame == CGRect(x: 62, y: 50, width: 10, height: 10))
        inset.constant = 30
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 30, y: 0, width: 50, height: 50))
        #expect(child.frame == CGRect(x: 80, y: 50, width: 10, height: 10))
    }
}
