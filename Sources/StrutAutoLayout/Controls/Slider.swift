import Foundation

/// A slider: UIKit's `UISlider`.
///
/// Metrics: an intrinsic height of 31 points and no intrinsic width (a slider is as wide as the
/// layout makes it), as UIKit's slider reports. (Apple's Auto Layout Guide table says iOS
/// sliders define "only the width"; the shipping slider defines only the height.) Hugging 250
/// and compression resistance 750.
open class Slider: View {
    /// UIKit's slider height: 31.
    public static let systemHeight: CGFloat = 31

    /// The value, kept within ``minimumValue``…``maximumValue``. Default 0.5.
    public var value: Float = 0.5 { didSet { clampValue() } }
    /// The smallest value. Default 0.
    public var minimumValue: Float = 0 { didSet { clampValue() } }
    /// The largest value. Default 1.
    public var maximumValue: Float = 1 { didSet { clampValue() } }

    /// No intrinsic width; a height of 31.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: Slider.systemHeight) }

    /// The current width and a height of 31.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeOrCurrent() }

    private func clampValue() {
        let clamped = min(max(value, minimumValue), max(minimumValue, maximumValue))
        if clamped != value { value = clamped }
        setNeedsDisplay()
    }
}
