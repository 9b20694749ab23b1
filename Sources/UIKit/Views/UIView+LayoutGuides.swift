// Layout guides: the system guides compute their rectangles from the view's margins, safe
// area and readable width (the engine ties constraints to the same rectangles).
extension UIView {
    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] {
        // A stack view's spacer guides follow its arrangement (made again at the constraint pass).
        (self as? UIStackView)?._rebuildArrangementIfNeeded()
        return extras?.layoutGuides ?? []
    }

    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let previous = layoutGuide.owningViewStorage, previous !== self { previous.removeLayoutGuide(layoutGuide) }
        layoutGuide.owningViewStorage = self
        let extras = ensureExtras()
        if !extras.layoutGuides.contains(where: { $0 === layoutGuide }) { extras.layoutGuides.append(layoutGuide) }
    }

    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let extras, let index = extras.layoutGuides.firstIndex(where: { $0 === layoutGuide }) else { return }
        extras.layoutGuides.remove(at: index)
        if layoutGuide.owningViewStorage === self { layoutGuide.owningViewStorage = nil }
    }

    /// The rectangle inside the view's layout margins.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.layoutMargins) }

    /// The part of the view not covered by bars or other content (`safeAreaInsets`).
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }

    /// A width of text lines that stays readable: the margins' width, at most
    /// `readableContentWidth`, centered.
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }

    /// The space the keyboard takes (UIKit, iOS 15). Without a keyboard on screen: a
    /// zero-height band at the bottom of the safe area (see `UIKeyboardLayoutGuide`).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        systemGuide(.keyboard) as! UIKeyboardLayoutGuide
    }

    private func systemGuide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
        let extras = ensureExtras()
        if let guide = extras.systemGuides.first(where: { $0.kind == kind }) { return guide }
        let guide = kind == .keyboard ? UIKeyboardLayoutGuide(keyboardOf: self) : UILayoutGuide(kind: kind, owningView: self)
        extras.systemGuides.append(guide)
        return guide
    }

    /// UIKit limits readable text to about 672 points at the default text size (the width
    /// of lines of comfortable length for the body font).
    static let readableContentWidth: CGFloat = 672

    /// UIKit, keyboard hidden: from the bottom of the safe area (or of the view) to the
    /// view's bottom, full width.
    var keyboardGuideFrame: CGRect {
        let bounds = self.bounds
        let usesSafeArea = (extras?.systemGuides.first { $0.kind == .keyboard } as? UIKeyboardLayoutGuide)?.usesBottomSafeArea ?? true
        let inset = usesSafeArea ? safeAreaInsets.bottom : 0
        return CGRect(x: bounds.minX, y: bounds.maxY - inset, width: bounds.width, height: inset)
    }

    var readableContentFrame: CGRect {
        let margins = bounds.inset(by: layoutMargins)
        guard margins.width > Self.readableContentWidth else { return margins }
        return CGRect(x: margins.midX - Self.readableContentWidth / 2, y: margins.minY,
                      width: Self.readableContentWidth, height: margins.height)
    }
}
