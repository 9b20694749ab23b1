extension CGContext {
    /// The current transformation matrix: user space → device space.
    public var ctm: CGAffineTransform { state.ctm }

    /// CoreGraphics: the same as `ctm` for the contexts OpenUIKit makes.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    /// CoreGraphics: the translation happens in the current user space (it is prepended).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        concatenate(CGAffineTransform(translationX: tx, y: ty))
    }

    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        concatenate(CGAffineTransform(scaleX: sx, y: sy))
    }

    /// Positive angles rotate counterclockwise in y-up space (clockwise on a y-down screen).
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// CTM ← transform × CTM: `transform` applies first, in the current user space. A
    /// non-finite transform is ignored with a log line; a singular one is accepted and makes
    /// drawing invisible until the state is restored, as in CoreGraphics.
    public func concatenate(_ transform: CGAffineTransform) {
        let result = transform.concatenating(state.ctm)
        guard result.isFinite else {
            FrameworkLog.log("CGContext: non-finite transform \(transform) ignored")
            return
        }
        state.ctm = result
    }

    // MARK: - Conversions between user and device space

    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }

    /// With a singular CTM there is no inverse and the value comes back unchanged.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint {
        state.ctm.isInvertible ? point.applying(state.ctm.inverted()) : point
    }

    public func convertToUserSpace(_ size: CGSize) -> CGSize {
        state.ctm.isInvertible ? size.applying(state.ctm.inverted()) : size
    }

    public func convertToUserSpace(_ rect: CGRect) -> CGRect {
        state.ctm.isInvertible ? rect.applying(state.ctm.inverted()) : rect
    }
}
