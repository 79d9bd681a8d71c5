import Foundation
import StrutSolver
import Testing

@testable import StrutAutoLayout

/// Content-size constraints are made with their kind, host and owner in place and queued
/// without ``LayoutEngine/requestAddition(of:)``'s checks; their rows take the host's identity
/// from their translation. What they are, say and do stays as before.
@Suite struct ContentSizeConstraintConstructionTests {
    @Test func fieldsDescriptionsListingAndFrames() throws {
        let window = RecordingWindow(200, 200)
        let label = IntrinsicView(66, 20, identifier: "label")
        label.setContentHuggingPriority(.init(300), for: .vertical)
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 5),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 5, width: 66, height: 20))

        let engine = try #require(window.rootEngine)
        let p = try #require(engine.participants[ObjectKey(label.layoutNode)])
        let vertical = try #require(p.contentSize.vertical)
        let hug = vertical.hugging
        let resist = vertical.compressionResistance
        for (c, relation, priority) in [
            (hug, LayoutRelation.lessThanOrEqual, LayoutPriority(300)), (resist, .greaterThanOrEqual, .defaultHigh),
        ] {
            #expect(c.firstItem === label)
            #expect(c.firstAttribute == .height)
            #expect(c.secondItem == nil)
            #expect(c.secondAttribute == .notAnAttribute)
            #expect(c.relation == relation)
            #expect(c.multiplier == 1)
            #expect(c.constant == 20)
            #expect(c.priority == priority)
            #expect(c.isActive)
            #expect(c.host === label)
            #expect(c.ownerNode === label.layoutNode)
            #expect(c.engine === engine)
            #expect(!c.isUserConstraint)
            let row = try #require(engine.rows[ObjectKey(c)])
            #expect(row.hostID == ObjectIdentifier(label))
            #expect(row.terms == [Term(label.layoutNode.height, 1)])
            #expect(row.currentConstant == -20)
        }
        #expect(
            hug.description
                == "<NSContentSizeLayoutConstraint:\(formatAddress(hug)) label.height == 20 Hug:300 CompressionResistance:750   (active, names: label:\(formatAddress(label)) )>"
        )
        let listed = label.constraintsAffectingLayout(for: .vertical)
        #expect(listed.contains { $0 === hug })
        #expect(listed.contains { $0 === resist })
        #expect(!listed.contains { $0 === p.contentSize.horizontal?.hugging })
    }

    /// A user constraint's row also takes its host from the translation: the window for a
    /// constraint between the window and a subview.
    @Test func userRowsKeepTheirHost() throws {
        let window = RecordingWindow(200, 200)
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(v)
        let width = v.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5)
        LayoutConstraint.activate([
            width, v.heightAnchor.constraint(equalToConstant: 30),
            v.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            v.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
        let row = try #require(window.rootEngine?.rows[ObjectKey(width)])
        #expect(row.hostID == ObjectIdentifier(window))
    }
}
