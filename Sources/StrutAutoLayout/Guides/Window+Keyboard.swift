import Foundation

/// Why a simulated keyboard frame was refused.
public enum KeyboardFrameError: Error, Equatable, CustomStringConvertible {
    /// The frame has a non-finite or negative component.
    case invalidFrame(CGRect)

    /// What is wrong, naming the frame.
    public var description: String {
        switch self {
        case let .invalidFrame(frame):
            "keyboard frame \(frame) is invalid: every component must be finite and the size not negative"
        }
    }
}

extension Window {
    /// The simulated keyboard's frame in window coordinates; `nil` when no keyboard shows
    /// (the default). Set it with ``setKeyboardFrame(_:isUndocked:)``.
    public var keyboardFrame: CGRect? { portState?.keyboardFrame }

    /// Whether the simulated keyboard is undocked (floating or split).
    public var isKeyboardUndocked: Bool { portState?.keyboardIsUndocked ?? false }

    /// Shows the simulated keyboard at `frame` (window coordinates), or hides it (`nil`).
    /// Views' ``View/keyboardLayoutGuide``s follow at the next layout pass.
    ///
    /// - Throws: ``KeyboardFrameError/invalidFrame(_:)`` for a non-finite or negative-size
    ///   frame; the keyboard stays as it was.
    public func setKeyboardFrame(_ frame: CGRect?, isUndocked: Bool = false) throws(KeyboardFrameError) {
        if let frame {
            let parts = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
            guard parts.allSatisfy(\.isFinite), frame.size.width >= 0, frame.size.height >= 0 else {
                throw .invalidFrame(frame)
            }
        }
        guard frame != keyboardFrame || isUndocked != isKeyboardUndocked else { return }
        port.keyboardFrame = frame
        port.keyboardIsUndocked = isUndocked
        setNeedsLayout()
    }

    /// Shows a docked keyboard `height` points tall across the window's bottom. A non-finite or negative height is refused (the keyboard stays as it was).
    public func showKeyboard(height: CGFloat) throws(KeyboardFrameError) {
        let frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        try setKeyboardFrame(frame)
    }
}
