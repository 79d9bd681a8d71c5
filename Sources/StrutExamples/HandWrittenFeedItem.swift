import Foundation
import StrutText

/// LinkedIn's feed item laid out by hand-written frame arithmetic: the same cell as the tool's
/// `Examples/feed-item.yaml` (same texts, 15-point font, 8-point margins, 4-point gaps), computed
/// directly, as LayoutKit's "manual layout" does. The tool's tests check that solving the file
/// gives these frames. (`strut bench` times the ``FeedItemView`` implementations instead.)
public enum HandWrittenFeedItem {
    /// The frames by view id, and the cell's height, for a width.
    public static func layOut(width: CGFloat) -> (frames: [String: CGRect], height: CGFloat) {
        let font = Font.systemFont(ofSize: 15)
        func natural(_ text: String) -> CGSize {
            TextLayout(text: text, style: TextStyle(font: font), width: .greatestFiniteMagnitude).size
        }
        func wrapped(_ text: String, width: CGFloat, lines: Int) -> CGSize {
            TextLayout(text: text, style: TextStyle(font: font, numberOfLines: lines), width: width).size
        }
        let margin: CGFloat = 8, gap: CGFloat = 4
        let left = margin, right = width - margin, inner = width - 2 * margin
        var f: [String: CGRect] = [:]

        // Action bar: text at the leading margin, options at the trailing one.
        let action = natural("action text 1"), options = natural("...")
        f["actionText"] = CGRect(origin: CGPoint(x: left, y: margin), size: action)
        f["options"] = CGRect(origin: CGPoint(x: right - options.width, y: margin), size: options)

        // Poster card: photo, then name + degree, headline, timestamp beside it.
        let photoTop = margin + action.height + gap
        f["profileImage"] = CGRect(x: left, y: photoTop, width: 50, height: 50)
        let textLeft = left + 50 + gap
        let name = natural("poster name 1")
        f["posterName"] = CGRect(origin: CGPoint(x: textLeft, y: photoTop), size: name)
        let degree = natural("2nd")
        f["connectionDegree"] = CGRect(origin: CGPoint(x: textLeft + name.width + gap, y: photoTop), size: degree)
        let textWidth = right - textLeft
        let headline = wrapped("poster title 1 with some longer stuff", width: textWidth, lines: 2)
        f["posterHeadline"] = CGRect(x: textLeft, y: photoTop + name.height + 2, width: textWidth, height: headline.height)
        let stamp = wrapped("poster timestamp 1", width: textWidth, lines: 2)
        let stampTop = photoTop + name.height + 2 + headline.height + 2
        f["posterTimestamp"] = CGRect(x: textLeft, y: stampTop, width: textWidth, height: stamp.height)

        // The comment goes below the lower of the photo and the poster's labels.
        let commentTop = max(photoTop + 50, stampTop + stamp.height) + gap
        let comment = wrapped("poster comment 1", width: inner, lines: 4)
        f["posterComment"] = CGRect(x: left, y: commentTop, width: inner, height: comment.height)

        // Content: the image centred, then title and domain full width.
        let imageTop = commentTop + comment.height + gap
        f["contentImage"] = CGRect(x: (width - 350) / 2, y: imageTop, width: 350, height: 200)
        let title = natural("content title 1"), domain = natural("content domain 1")
        f["contentTitle"] = CGRect(x: left, y: imageTop + 200 + gap, width: inner, height: title.height)
        let domainTop = imageTop + 200 + gap + title.height
        f["contentDomain"] = CGRect(x: left, y: domainTop, width: inner, height: domain.height)

        // Social actions: leading, centred, trailing on one row.
        let actionsTop = domainTop + domain.height + gap
        let like = natural("Like"), commentAction = natural("Comment"), share = natural("Share")
        f["like"] = CGRect(origin: CGPoint(x: left, y: actionsTop), size: like)
        f["comment"] = CGRect(origin: CGPoint(x: (width - commentAction.width) / 2, y: actionsTop), size: commentAction)
        f["share"] = CGRect(origin: CGPoint(x: right - share.width, y: actionsTop), size: share)

        // Actor comment: photo and a label centred on it.
        let actorTop = actionsTop + like.height + gap
        f["actorPhoto"] = CGRect(x: left, y: actorTop, width: 50, height: 50)
        let actor = natural("actor comment 1")
        f["actorComment"] = CGRect(
            origin: CGPoint(x: left + 50 + gap, y: actorTop + (50 - actor.height) / 2), size: actor)
        return (f, actorTop + 50 + margin)
    }
}
