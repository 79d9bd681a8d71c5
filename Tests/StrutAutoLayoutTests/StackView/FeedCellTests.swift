import Foundation
import Testing
@testable import StrutAutoLayout

/// LayoutKit's feed-item cell (reference layoutkit.md §10.1, UIStackView variant, labels as
/// fixed-size stand-ins) built twice: with stack views, and with plain constraints written in
/// the visual format language. The two must place every leaf view identically; the pair is
/// also the workload for the stack-view-versus-constraints benchmark.
enum FeedCell {
    /// The fifteen leaf views, intrinsic sizes standing in for text and images.
    struct Leaves {
        let action = TextBox(200, 17, name: "action"), options = TextBox(20, 17, name: "options")
        let image = TextBox(50, 50, name: "image"), name = TextBox(120, 17, name: "name")
        let headline = TextBox(250, 34, name: "headline"), time = TextBox(100, 17, name: "time")
        let posterComment = TextBox(300, 68, name: "posterComment"), contentImage = TextBox(350, 200, name: "contentImage")
        let contentTitle = TextBox(200, 17, name: "contentTitle"), contentDomain = TextBox(150, 17, name: "contentDomain")
        let like = TextBox(30, 17, name: "like"), comment = TextBox(60, 17, name: "comment"), share = TextBox(40, 17, name: "share")
        let actorImage = TextBox(50, 50, name: "actorImage"), actorComment = TextBox(200, 17, name: "actorComment")

        var all: [TextBox] {
            [action, options, image, name, headline, time, posterComment, contentImage, contentTitle, contentDomain,
             like, comment, share, actorImage, actorComment]
        }

        init() {
            action.setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
            actorComment.setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
        }
    }

    static let width: CGFloat = 375

    /// A vertical stack (spacing 4) of: top bar, poster card (image + labels column, centred),
    /// comment, content image, title, domain, social actions (equal spacing), actor row.
    static func withStackViews(in root: View) -> (cell: View, leaves: Leaves) {
        let l = Leaves()
        let topBar = StackView(arrangedSubviews: [l.action, l.options])
        topBar.alignment = .leading
        let labels = StackView(arrangedSubviews: [l.name, l.headline, l.time])
        labels.axis = .vertical
        labels.spacing = 1
        labels.alignment = .leading
        let poster = StackView(arrangedSubviews: [l.image, labels])
        poster.alignment = .center
        poster.spacing = 4
        let actions = StackView(arrangedSubviews: [l.like, l.comment, l.share])
        actions.distribution = .equalSpacing
        let actor = StackView(arrangedSubviews: [l.actorImage, l.actorComment])
        let column = StackView(arrangedSubviews: [
            topBar, poster, l.posterComment, l.contentImage, l.contentTitle, l.contentDomain, actions, actor,
        ])
        column.axis = .vertical
        column.spacing = 4
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.topAnchor.constraint(equalTo: root.topAnchor),
            column.widthAnchor.constraint(equalToConstant: width),
        ])
        return (column, l)
    }

    /// The same cell as flat subviews of one view, with hand-written constraints.
    static func withConstraints(in root: View) -> (cell: View, leaves: Leaves) {
        let l = Leaves()
        let cell = View()
        cell.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(cell)
        for v in l.all {
            v.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(v)
        }
        let gap1 = LayoutGuide(), gap2 = LayoutGuide()
        cell.addLayoutGuide(gap1)
        cell.addLayoutGuide(gap2)
        let views: [String: any LayoutItem] = [
            "action": l.action, "options": l.options, "image": l.image, "name": l.name, "headline": l.headline,
            "time": l.time, "posterComment": l.posterComment, "contentImage": l.contentImage,
            "contentTitle": l.contentTitle, "contentDomain": l.contentDomain, "like": l.like, "comment": l.comment,
            "share": l.share, "actorImage": l.actorImage, "actorComment": l.actorComment, "gap1": gap1, "gap2": gap2,
        ]
        var c: [LayoutConstraint] = []
        func vfl(_ format: String, _ options: LayoutConstraint.FormatOptions = []) {
            c += LayoutConstraint.constraints(withVisualFormat: format, options: options, views: views)
        }
        vfl("V:|[action]-4-[name]-1-[headline]-1-[time]-4-[posterComment]-4-[contentImage]-4-[contentTitle]-4-[contentDomain]-4-[like]-4-[actorImage]|")
        vfl("H:|[action][options]|", .alignAllTop)
        vfl("H:|[image]-4-[name]")
        c += [
            l.image.centerYAnchor.constraint(equalTo: l.headline.centerYAnchor),
            l.headline.leadingAnchor.constraint(equalTo: l.name.leadingAnchor),
            l.time.leadingAnchor.constraint(equalTo: l.name.leadingAnchor),
        ]
        for wide in ["posterComment", "contentImage", "contentTitle", "contentDomain"] { vfl("H:|[\(wide)]|") }
        vfl("H:|[like][gap1][comment][gap2][share]|", .alignAllTop)
        c.append(gap2.widthAnchor.constraint(equalTo: gap1.widthAnchor))
        vfl("H:|[actorImage][actorComment]|", [.alignAllTop, .alignAllBottom])
        c += [
            cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            cell.topAnchor.constraint(equalTo: root.topAnchor),
            cell.widthAnchor.constraint(equalToConstant: width),
        ]
        LayoutConstraint.activate(c)
        return (cell, l)
    }
}

@Suite struct FeedCellTests {
    /// Every leaf in the cell's coordinates, both ways; heights: 17 + 4 + 70 (the labels column,
    /// taller than the image) + 4 + 68 + 4 + 200 + 4 + 17 + 4 + 17 + 4 + 17 + 4 + 50 = 484.
    @Test func stackViewsAndPlainConstraintsAgree() {
        let stackRoot = View(frame: CGRect(x: 0, y: 0, width: 375, height: 2000))
        let (stackCell, stackLeaves) = FeedCell.withStackViews(in: stackRoot)
        stackRoot.layoutIfNeeded()
        let plainRoot = View(frame: CGRect(x: 0, y: 0, width: 375, height: 2000))
        let (plainCell, plainLeaves) = FeedCell.withConstraints(in: plainRoot)
        plainRoot.layoutIfNeeded()
        #expect(stackCell.frame.size == CGSize(width: 375, height: 484))
        #expect(plainCell.frame.size == CGSize(width: 375, height: 484))
        for (a, b) in zip(stackLeaves.all, plainLeaves.all) {
            let inStack = a.superview.map { $0.convert(a.frame, to: stackCell) } ?? .null
            #expect(approximatelyEqual(inStack, b.frame), "\(a.identifier ?? ""): \(inStack) vs \(b.frame)")
        }
        // Spot checks by hand: the image is centred on the 70-high labels column: 21 + 10 = 31;
        // the social row spreads (375 − 130)/2 = 122.5 between its three labels.
        #expect(plainLeaves.image.frame.minY == 31)
        #expect(plainLeaves.comment.frame.minX == 152.5)
    }
}
