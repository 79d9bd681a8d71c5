import Foundation
import Testing

@testable import StrutAutoLayout

/// `formatName(_:address:)` writes `name:0x…` in one buffer: the same text as interpolating the
/// class name with ``formatAddress(_:)``, which views' names in logs and display lists showed.
@Suite struct NameAndAddressFormattingTests {
    @Test(arguments: [
        (UInt(0), "0x0"), (1, "0x1"), (0xF, "0xf"), (0x10, "0x10"), (0xA, "0xa"), (0xDEAD_BEEF, "0xdeadbeef"),
        (0x5555_5555_8A10, "0x555555558a10"), (UInt.max, "0xffffffffffffffff"),
    ])
    func addressesInLowercaseHexadecimalWithoutPadding(address: UInt, expected: String) {
        #expect(formatName("View", address: address) == "View:" + expected)
        #expect(formatName("", address: address) == ":" + expected)
        // Non-ASCII names are copied byte for byte.
        #expect(formatName("MyApp.Ävatar—View", address: address) == "MyApp.Ävatar—View:" + expected)
    }

    /// A view's name is its class and address as descriptions print them.
    @Test func aViewsNameIsItsClassAndAddress() {
        for view in [View(), StackView(), Label()] as [View] {
            #expect(view.classAndAddressName == "\(view.debugClassName):\(formatAddress(view))")
            #expect(ConstraintFormatter.itemName(view).hasPrefix(view.debugClassName + ":0x"))
        }
    }
}
