extension View {
    /// How this view's content is laid out relative to the layout direction. Default
    /// `.unspecified` (follow the superview, and at the root the window's direction).
    ///
    /// Changing it re-derives the leading and trailing constraints of the whole tree.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { semanticStorage }
        set {
            guard newValue != semanticStorage else { return }
            semanticStorage = newValue
            layoutDirectionInputsDidChange()
        }
    }

    /// The direction leading and trailing follow for this view: from the closest of this view and
    /// its ancestors whose ``semanticContentAttribute`` decides it, else the window's
    /// ``Window/layoutDirection``.
    ///
    /// - Complexity: amortized O(1) (cached per tree epoch).
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        let root = rootView
        if cachedDirectionRoot === root, cachedDirectionEpoch == root.treeEpoch { return cachedDirection }
        // Walk up to the first view that decides, or whose cache is valid.
        var path: [View] = []
        var node: View? = self
        var result: UserInterfaceLayoutDirection = .leftToRight
        while let v = node {
            if v !== self, v.cachedDirectionRoot === root, v.cachedDirectionEpoch == root.treeEpoch {
                result = v.cachedDirection
                break
            }
            path.append(v)
            if let own = v.semanticStorage.fixedDirection {
                result = own
                break
            }
            if v.superview == nil {
                result = (v as? Window)?.layoutDirection ?? .leftToRight
                break
            }
            node = v.superview
        }
        // Views on the path inherit the result, except those that decided for themselves.
        for v in path {
            v.cachedDirection = v.semanticStorage.fixedDirection ?? result
            v.cachedDirectionRoot = root
            v.cachedDirectionEpoch = root.treeEpoch
        }
        return cachedDirection
    }

    /// Invalidates cached directions and re-derives directional constraints.
    func layoutDirectionInputsDidChange() {
        let root = rootView
        root.treeEpoch &+= 1
        root.rootEngine?.layoutDirectionDidChange()
        setNeedsLayout()
    }
}

extension SemanticContentAttribute {
    /// The direction this attribute imposes, or `nil` for `.unspecified`.
    var fixedDirection: UserInterfaceLayoutDirection? {
        switch self {
        case .unspecified: nil
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}
