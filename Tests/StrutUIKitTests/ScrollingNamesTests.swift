import StrutUIKit
import Testing

@Suite struct ScrollingNamesTests {
    /// UIKit's spelling of a scroll view under a 44-point bar: safe area top 44, content 1,000
    /// tall in a 320 × 480 window, `.never` vs `.automatic`. With `.automatic` the vertical axis
    /// scrolls (1,000 > 480), so the adjusted top is 44 and the first layout scrolls to −44; a
    /// view pinned to the frame guide's top sits 8 below the bar on screen: 44 + 8 = 52.
    @Test func scrollViewUnderABar() {
        let window = UIWindow(size: CGSize(width: 320, height: 480), safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        let scroll = UIScrollView(frame: CGRect(0, 0, 320, 480))
        scroll.contentSize = CGSize(width: 320, height: 1000)
        window.addSubview(scroll)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 52),
            badge.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(scroll.contentInsetAdjustmentBehavior == UIScrollView.ContentInsetAdjustmentBehavior.automatic)
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -44))
        // The frame guide starts at the offset: −44 + 52 = 8 in content coordinates, 52 on screen.
        #expect(badge.frame == CGRect(0, 8, 10, 10))
        #expect(badge.convert(CGPoint.zero, to: window) == CGPoint(x: 0, y: 52))

        let other = UIScrollView(frame: CGRect(0, 0, 320, 480))
        other.contentInsetAdjustmentBehavior = .never
        other.contentSize = CGSize(width: 320, height: 1000)
        window.addSubview(other)
        window.layoutIfNeeded()
        #expect(other.adjustedContentInset == UIEdgeInsets())
        #expect(other.contentOffset == CGPoint.zero)
        let style: UITableViewCell.SeparatorStyle = .none
        let table = UITableView(frame: CGRect(0, 0, 320, 480))
        table.separatorStyle = style
        #expect(table.separatorStyle == .none)
    }
}
