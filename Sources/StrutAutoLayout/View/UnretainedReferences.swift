/// Unretained reads of the `unowned(unsafe)` references on the per-frame paths (marking changed
/// views, copying frames from the engine).
///
/// Loading an `unowned(unsafe)` property as a strong value retains it (and releases it after the
/// last use): two atomic operations per read. These
/// reads reinterpret the stored bits instead: the caller borrows the object through
/// `Unmanaged._withUnsafeGuaranteedRef`, for as long as something else keeps it alive (a
/// superview lives while it holds its subviews, a node's view while the engine reports it).
extension View {
    /// ``superview``, not retained.
    @inline(__always) var unretainedSuperview: Unmanaged<View>? {
        unsafeBitCast(superviewStorage, to: UnsafeRawPointer?.self).map(Unmanaged<View>.fromOpaque)
    }

    /// Whether `parent` is this view's superview (identity only, nothing retained).
    @inline(__always) func hasSuperview(_ parent: Unmanaged<View>) -> Bool {
        unsafeBitCast(superviewStorage, to: UnsafeRawPointer?.self) == UnsafeRawPointer(parent.toOpaque())
    }
}

extension LayoutNode {
    /// ``view``, not retained.
    @inline(__always) var unretainedView: Unmanaged<View>? {
        unsafeBitCast(view, to: UnsafeRawPointer?.self).map(Unmanaged<View>.fromOpaque)
    }

    /// ``anchorView``, not retained: the view itself, or a guide's owning view.
    @inline(__always) var unretainedAnchorView: Unmanaged<View>? {
        if let view = unretainedView { return view }
        return guide?.owningView.map { Unmanaged.passUnretained($0) }
    }
}
