import Foundation
import Testing

@testable import StrutAutoLayout

@Suite struct ImageViewTests {
    static let image = Image(name: "photo", size: CGSize(width: 40, height: 20))

    @Test func intrinsicSizeIsTheImageSize() {
        let view = ImageView(image: Self.image)
        #expect(view.intrinsicContentSize == CGSize(width: 40, height: 20))
        #expect(view.frame == CGRect(0, 0, 40, 20))  // UIImageView(image:) sizes itself
        #expect(ImageView().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        for axis in [LayoutConstraintAxis.horizontal, .vertical] {
            #expect(view.contentHuggingPriority(for: axis).rawValue == 250)
            #expect(view.contentCompressionResistancePriority(for: axis).rawValue == 750)
        }
    }

    /// A 40 × 20 image in 100 × 100 bounds.
    @Test(arguments: [
        (ContentMode.scaleToFill, CGRect(0, 0, 100, 100)),
        (.scaleAspectFit, CGRect(0, 25, 100, 50)),  // scale min(2.5, 5) = 2.5 → 100 × 50, centered
        (.scaleAspectFill, CGRect(-50, 0, 200, 100)),  // scale max(2.5, 5) = 5 → 200 × 100, centered
        (.center, CGRect(30, 40, 40, 20)),
        (.top, CGRect(30, 0, 40, 20)),
        (.bottomRight, CGRect(60, 80, 40, 20)),
        (.left, CGRect(0, 40, 40, 20)),
    ])
    func contentModesPlaceTheImage(mode: ContentMode, expected: CGRect) {
        #expect(mode.rect(for: Self.image.size, in: CGRect(0, 0, 100, 100)) == expected)
    }

    @Test func drawsTheImageInWindowCoordinates() {
        let window = RecordingWindow(200, 200)
        let view = ImageView(image: Self.image)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.contentMode = .scaleAspectFill
        window.addSubview(view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 7),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 100),
        ])
        let commands = window.runRenderLoopTurn()
        #expect(view.frame == CGRect(5, 7, 100, 100))
        // Aspect fill overflows the bounds, so the drawing is clipped to them.
        #expect(commands.contains(.pushClip(CGRect(5, 7, 100, 100))))
        #expect(commands.contains(.image(name: "photo", rect: CGRect(-45, 7, 200, 100))))
    }

    @Test func theImageSizeDrivesConstraintLayout() {
        let window = RecordingWindow(200, 200)
        let view = ImageView(image: Self.image)
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        LayoutConstraint.activate([
            view.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: window.centerYAnchor),
        ])
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(80, 90, 40, 20))
        view.image = Image(name: "photo", size: CGSize(width: 60, height: 60))
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(70, 70, 60, 60))
    }
}
