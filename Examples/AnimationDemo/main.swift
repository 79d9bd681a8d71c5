// An animated demo: a screen written as with UIKit, animated with UIView.animate, exported as
// an animated SVG (SMIL), an HTML page and a frame table. Run: `swift run AnimationDemo` — it
// writes out/animation-demo.svg and out/animation-demo.html (open them in a browser) and
// out/animation-demo.csv.
#if canImport(UIKit)
import UIKit
#else
import StrutUIKit
#endif
import StrutRender

/// A card under the notch that grows when "opened", and a reply field that rides the keyboard.
final class CardViewController: UIViewController {
    let card = UIView()
    let titleLabel = UILabel()
    let chevron = UIView()
    let field = UITextField()
    var cardHeight: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.96)
        card.backgroundColor = UIColor(red: 0.27, green: 0.45, blue: 0.85)
        card.identifier = "card"
        titleLabel.identifier = "title"
        chevron.identifier = "chevron"
        chevron.backgroundColor = .white
        field.identifier = "reply"
        titleLabel.text = "Tap to open"
        titleLabel.textColor = .white
        field.placeholder = "Reply"
        field.backgroundColor = .white
        for subview in [card, field] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        for subview in [titleLabel, chevron] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(subview)
        }
        let readable = view.readableContentGuide
        cardHeight = card.heightAnchor.constraint(equalToConstant: 80)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            card.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            cardHeight,
            titleLabel.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            titleLabel.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            chevron.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            chevron.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            chevron.widthAnchor.constraint(equalToConstant: 16),
            chevron.heightAnchor.constraint(equalToConstant: 8),
            field.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            field.heightAnchor.constraint(equalToConstant: 36),
            field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
    }
}

let window = UIWindow(size: CGSize(width: 375, height: 812), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
let controller = CardViewController()
window.rootViewController = controller
window.layoutIfNeeded()

// The card opens on a spring while the keyboard comes up and its chevron turns over: one
// block, all three changes.
controller.cardHeight.constant = 300
controller.titleLabel.text = "Opened"
try window.showKeyboard(height: 336)
let timeline = UIView.animate(
    withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [],
    animations: {
        controller.chevron.transform = CGAffineTransform(rotationAngle: .pi)
        controller.view.layoutIfNeeded()
    })
window.runRenderLoopTurn()

let svg = SVGRenderer(outlinesViews: false).renderAnimation(
    timeline, commands: window.drawingCommands, size: window.bounds.size, title: "Card opening on a spring",
    framesPerSecond: 60)
let page = AnimationPage().render(
    timeline, commands: window.drawingCommands, size: window.bounds.size, title: "Card opening on a spring",
    framesPerSecond: 60)
let table = timeline.frameTable(framesPerSecond: 60)
try FileManager.default.createDirectory(atPath: "out", withIntermediateDirectories: true)
try svg.write(toFile: "out/animation-demo.svg", atomically: true, encoding: .utf8)
try page.write(toFile: "out/animation-demo.html", atomically: true, encoding: .utf8)
try table.csv.write(toFile: "out/animation-demo.csv", atomically: true, encoding: .utf8)
print("animated \(timeline.animatedTracks.count) views over \(timeline.endTime) s, \(table.times.count) frames")
func text(_ r: CGRect) -> String { "(\(r.minX), \(r.minY), \(r.width), \(r.height))" }
for track in timeline.animatedTracks { print("  \(track.name): \(text(track.fromFrame)) → \(text(track.toFrame))") }
print("wrote out/animation-demo.svg, out/animation-demo.html and out/animation-demo.csv")
