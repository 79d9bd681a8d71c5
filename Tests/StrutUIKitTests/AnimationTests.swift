import Testing

#if canImport(UIKit)
    import UIKit
#else
    import StrutUIKit
#endif

/// A box whose leading constraint the test changes, then animates with `layoutIfNeeded`.
final class SlidingBoxViewController: UIViewController {
    let box = UIView()
    var leading: NSLayoutConstraint!
    var width: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        leading = box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 0)
        width = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            leading, width, box.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
    }
}

@Suite struct AnimationTests {
    private func slide(
        _ animate: (SlidingBoxViewController) -> AnimationTimeline
    ) -> (UIWindow, SlidingBoxViewController, AnimationTimeline) {
        let controller = SlidingBoxViewController()
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        window.rootViewController = controller
        window.layoutIfNeeded()
        let timeline = animate(controller)
        return (window, controller, timeline)
    }

    /// The box moves from x 0 to x 200 and grows from 100 to 200 wide over 1 s. The frame at
    /// time t is from + (to − from) × p(t), with p the curve's y where its x is t:
    /// - linear: p(½) = ½ → x 100, width 150;
    /// - ease in-out (0.42, 0, 0.58, 1) is symmetric about (½, ½): at s = ½, x(s) = 3·¼·½·0.42
    ///   + 3·½·¼·0.58 + ⅛ = ½ and y(s) = ½ → x 100, width 150;
    /// - ease in (0.42, 0, 1, 1): x(s) = ½ at s ≈ 0.3742534 (bisection of
    ///   3(1−s)²s·0.42 + 3(1−s)s² + s³ = ½), y = 3(1−s)s² + s³ ≈ 0.3153568 → x ≈ 63.0714;
    /// - ease out (0, 0, 0.58, 1) is ease in turned by 180° about (½, ½): p(½) = 1 − 0.3153568.
    /// At t = 0 every curve gives the old frame, at t = 1 the new one.
    @Test(arguments: [
        (UIView.AnimationOptions.curveLinear, 0.5),
        (.curveEaseInOut, 0.5),
        (.curveEaseIn, 0.3153568),
        (.curveEaseOut, 1 - 0.3153568),
    ])
    func curvesAtZeroHalfAndOne(options: UIView.AnimationOptions, half: Double) {
        let (window, c, timeline) = slide { c in
            c.leading.constant = 200
            c.width.constant = 200
            return UIView.animate(withDuration: 1, delay: 0, options: options, animations: { c.view.layoutIfNeeded() })
        }
        defer { withExtendedLifetime(window) {} }
        #expect(c.box.frame == CGRect(200, 100, 200, 50))  // the model is final at once
        #expect(timeline.frame(of: c.box, at: 0) == CGRect(0, 100, 100, 50))
        #expect(timeline.frame(of: c.box, at: 1) == CGRect(200, 100, 200, 50))
        let mid = timeline.frame(of: c.box, at: 0.5) ?? .zero
        #expect(abs(mid.minX - 200 * half) < 1e-5)
        #expect(abs(mid.width - (100 + 100 * half)) < 1e-5)
        #expect(mid.minY == 100 && mid.height == 50)
        #expect(timeline.animatedTracks.count == 1)
    }

    /// A critically damped spring (ζ = 1, v₀ = 0) over 1 s: ω₀ = 2π, offset
    /// x(t) = −(1 + ω₀t)e^(−ω₀t), so p(½) = 1 − (1 + π)e^(−π) ≈ 0.8210256 → x ≈ 164.2051.
    /// An underdamped one (ζ = 0.5) overshoots: somewhere in the frame table x passes 200.
    @Test func springAtZeroHalfAndOne() {
        let (window, c, timeline) = slide { c in
            c.leading.constant = 200
            return UIView.animate(
                withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                animations: { c.view.layoutIfNeeded() })
        }
        defer { withExtendedLifetime(window) {} }
        let expected = 1 - (1 + Double.pi) * exp(-Double.pi)
        #expect(timeline.frame(of: c.box, at: 0) == CGRect(0, 100, 100, 50))
        #expect(abs((timeline.frame(of: c.box, at: 0.5)?.minX ?? 0) - 200 * expected) < 1e-9)
        #expect(timeline.frame(of: c.box, at: 1) == CGRect(200, 100, 100, 50))

        c.leading.constant = 0
        let bouncy = UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
            animations: { c.view.layoutIfNeeded() })
        let xs = bouncy.frameTable(framesPerSecond: 60).frames.map { $0[0].minX }
        #expect(xs.first == 200 && xs.last == 0)
        #expect(xs.contains { $0 < 0 })  // overshoots past the target 0
    }

    /// The delay holds the old frame; the table samples 0, 1/10 … and the end; the clock
    /// drives the presentation frame and the completion, which runs once, at the end.
    @Test func delayTableClockAndCompletion() {
        var finished: [Bool] = []
        let (window, c, timeline) = slide { c in
            c.leading.constant = 100
            return UIView.animate(
                withDuration: 0.5, delay: 0.25, options: .curveLinear, animations: { c.view.layoutIfNeeded() },
                completion: { finished.append($0) })
        }
        #expect(timeline.endTime == 0.75)
        #expect(timeline.frame(of: c.box, at: 0.2) == CGRect(0, 100, 100, 50))
        // Linear: at 0.5 s, (0.5 − 0.25) / 0.5 = ½ of the way.
        #expect(timeline.frame(of: c.box, at: 0.5) == CGRect(50, 100, 100, 50))
        let table = timeline.frameTable(framesPerSecond: 10)
        #expect(table.times.count == 9)  // 0, 0.1 … 0.7, then 0.75
        #expect(table.times.last == 0.75)
        #expect(table.frames.last == [CGRect(100, 100, 100, 50)])
        #expect(table.csv.hasPrefix("time,view,x,y,width,height\n0,"))
        #expect(table.csv.hasSuffix(",100,100,100,50\n"))
        let named = AnimationFrameTable(times: [0.5], names: ["a,\"b\""], frames: [[CGRect(1, 2, 3, 4)]])
        #expect(named.csv == "time,view,x,y,width,height\n0.5,\"a,\"\"b\"\"\",1,2,3,4\n")
        #expect(window.runningAnimations.count == 1)
        window.advanceAnimations(by: 0.5)
        #expect(window.presentationFrame(of: c.box) == CGRect(50, 100, 100, 50))
        #expect(finished.isEmpty)
        window.advanceAnimations(by: 0.25)
        #expect(finished == [true])
        #expect(window.runningAnimations.isEmpty)
        #expect(window.presentationFrame(of: c.box) == CGRect(100, 100, 100, 50))
        window.advanceAnimations(by: 1)
        #expect(finished == [true])
    }

    /// Frames and opacity set by hand in the block animate too (UIKit's classic
    /// `UIView.animate { view.frame = …; view.alpha = 0 }`): linear, half way at t = ½.
    @Test func framesAndAlphaSetInTheBlock() {
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        let view = UIView(frame: CGRect(0, 0, 100, 100))
        window.addSubview(view)
        window.layoutIfNeeded()
        let timeline = UIView.animate(
            withDuration: 2, delay: 0, options: .curveLinear,
            animations: {
                view.frame = CGRect(200, 100, 50, 50)
                view.alpha = 0
            })
        #expect(timeline.frame(of: view, at: 1) == CGRect(100, 50, 75, 75))
        #expect(timeline.alpha(of: view, at: 1) == 0.5)
        #expect(timeline.alpha(of: view, at: 2) == 0)
        #expect(view.frame == CGRect(200, 100, 50, 50))
    }

    /// A block that touches no window completes at once; a bad duration is read as 0.
    @Test func animationWithoutWindowsCompletesAtOnce() {
        var finished = false
        let timeline = UIView.animate(withDuration: .nan, animations: {}, completion: { finished = $0 })
        #expect(finished)
        #expect(timeline.duration == 0)
        #expect(timeline.tracks.isEmpty)
    }

    /// Transforms: bounds and center stay untransformed; frame reads the bounding box. A
    /// 100 × 50 view centred at (100, 100) scaled by 2 reads (0, 50, 200, 100); rotated by
    /// 90°, (75, 50, 50, 100). Layout ignores the transform. An animated transform is
    /// interpolated by its parts: half way from identity to scale 2 is scale 1.5.
    @Test func transformSemanticsAndAnimation() {
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        let view = UIView(frame: CGRect(50, 75, 100, 50))
        window.addSubview(view)
        window.layoutIfNeeded()
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(0, 50, 200, 100))
        #expect(view.bounds == CGRect(0, 0, 100, 50))
        #expect(view.center == CGPoint(x: 100, y: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let r = view.frame
        #expect(abs(r.minX - 75) < 1e-9 && abs(r.minY - 50) < 1e-9 && abs(r.width - 50) < 1e-9 && abs(r.height - 100) < 1e-9)
        view.transform = .identity
        #expect(view.frame == CGRect(50, 75, 100, 50))
        view.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(view.transform == .identity)  // refused
        let timeline = UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                view.transform = CGAffineTransform(scaleX: 2, y: 2)
            })
        #expect(timeline.transform(of: view, at: 0.5) == CGAffineTransform(scaleX: 1.5, y: 1.5))
        #expect(timeline.frame(of: view, at: 0.5) == CGRect(50, 75, 100, 50))
    }
}
