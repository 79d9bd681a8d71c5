import Foundation
import StrutAutoLayout

/// LayoutKit's feed-item cell (reference layoutkit.md §10.1, UIStackView variant, labels as
/// fixed-size stand-ins) built twice: with stack views, and with plain constraints written in
/// the visual format language. Both place the fifteen leaves at the same frames (cell 375 × 484).
///
/// The workload of the stack-views-versus-constraints benchmark, and a pair the tests check
/// against each other.
public enum BoxFeedCell {
    /// The fifteen leaf views, intrinsic sizes standing in for text and images.
    public struct Leaves {
        public let action = Box(200, 17, name: "action"), options = Box(20, 17, name: "options")
        public let image = Box(50, 50, name: "image"), name = Box(120, 17, name: "name")
        public let headline = Box(250, 34, name: "headline"), time = Box(100, 17, name: "time")
        public let posterComment = Box(300, 68, name: "posterComment"), contentImage = Box(350, 200, name: "contentImage")
        public let contentTitle = Box(200, 17, name: "contentTitle"), contentDomain = Box(150, 17, name: "contentDomain")
        public let like = Box(30, 17, name: "like"), comment = Box(60, 17, name: "comment"), share = Box(40, 17, name: "share")
        public let actorImage = Box(50, 50, name: "actorImage"), actorComment = Box(200, 17, name: "actorComment")

        /// The leaves from top to bottom, leading to trailing.
        public var all: [Box] {
            [
                action, options, image, name, headline, time, posterComment, contentImage, contentTitle, contentDomain,
                like, comment, share, actorImage, actorComment,
            ]
        }

        /// Fifteen new leaves; the action text and the actor comment hug less (249) than the
        /// rest, so they take the row's spare width.
        public init() {
            action.setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
            actorComment.setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
        }
    }

    /// The cell's width.
    public static let width: CGFloat = 375

    /// A vertical stack (spacing 4) of: top bar, poster card (image + labels column, centred),
    /// comment, content image, title, domain, social actions (equal spacing), actor row.
    public static func withStackViews(in root: View) -> (cell: View, leaves: Leaves) {
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
    public static func withConstraints(in root: View) -> (cell: View, leaves: Leaves) {
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
        vfl(
            "V:|[action]-4-[name]-1-[headline]-1-[time]-4-[posterComment]-4-[contentImage]-4-[contentTitle]-4-[contentDomain]-4-[like]-4-[actorImage]|"
        )
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
