import Foundation
import Testing

@testable import StrutAutoLayout

/// The bytes a constraint takes (issue 12: a feed item keeps and frees about fifty): its sides
/// without padding between their fields, the rarely used fields out of line (200 bytes, a
/// 208-byte heap block, where it was 256 in a 272-byte one: see scripts/feed/profile-summary.md).
@Suite struct ConstraintFootprintTests {
    @Test func aSideIsPacked() {
        #expect(MemoryLayout<AnchorSide>.size == 34)
        #expect(MemoryLayout<AnchorSide?>.size == 34)
    }

    /// The fields kept out of line are kept: a system spacing's multiplier, and the slots of
    /// a composite anchor's four items (deactivation takes the constraint off every list).
    @Test func rareFieldsAreKept() {
        let root = View()
        let views = (0..<4).map { _ in View() }
        for v in views { root.addSubview(v) }
        let spacing = views[1].leadingAnchor.constraint(equalToSystemSpacingAfter: views[0].trailingAnchor, multiplier: 2)
        #expect(spacing.systemSpacingMultiplier == 2)
        spacing.systemSpacingMultiplier = nil
        #expect(spacing.systemSpacingMultiplier == nil)
        let plain = views[0].widthAnchor.constraint(equalToConstant: 10)
        #expect(plain.systemSpacingMultiplier == nil && plain.extraSlots == nil)
        let composite = views[0].leadingAnchor.anchorWithOffset(to: views[1].leadingAnchor)
            .constraint(equalTo: views[2].leadingAnchor.anchorWithOffset(to: views[3].leadingAnchor))
        composite.isActive = true
        #expect(composite.extraSlots?.count == 2)
        for v in views { #expect(v.layoutNode.referencingConstraints.contains { $0 === composite }) }
        composite.isActive = false
        #expect(composite.extraSlots == nil)
        for v in views { #expect(!v.layoutNode.referencingConstraints.contains { $0 === composite }) }
    }
}
