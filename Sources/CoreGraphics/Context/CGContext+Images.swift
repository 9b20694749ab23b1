internal import CCairo

extension CGContext {
    /// Draws `image` scaled to fill `rect` (user space).
    ///
    /// CoreGraphics: the image is drawn upright in CoreGraphics' y-up space — its first row at
    /// `rect.maxY`. In a UIKit-style y-down context (flipped CTM) it therefore appears upside
    /// down; UIKit's `UIImage.draw(in:)` flips it back. With `byTiling`, the image is repeated
    /// at `rect`'s size from `rect`'s origin over the whole clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard rect.isFiniteRect, rect.width != 0, rect.height != 0 else { return }
        // CoreGraphics: an image mask paints the fill color through its open samples.
        if image.isMask, let painted = image.maskPainted(with: state.fillColor) {
            draw(painted, in: rect, byTiling: byTiling)
            return
        }
        // Pixel (u, v), v counted down from the top row, → user space.
        let imageToUser = CGAffineTransform(
            a: rect.width / CGFloat(image.width), b: 0, c: 0, d: -rect.height / CGFloat(image.height),
            tx: rect.origin.x, ty: rect.origin.y + rect.height)
        paintImage(image, imageToUser: imageToUser, clipTo: byTiling ? nil : rect, tiled: byTiling, opacity: 1)
    }

    /// Paints `image` mapped into user space by `imageToUser` (from pixel coordinates with the
    /// origin at the top-left), clipped to `clipRect` (user space) unless tiling.
    func paintImage(_ image: CGImage, imageToUser: CGAffineTransform, clipTo clipRect: CGRect?, tiled: Bool,
                    opacity: CGFloat, roundedClip: (rect: CGRect, radius: CGFloat)? = nil) {
        guard imageToUser.isInvertible, userToCairo.isInvertible else { return }
        // Cairo's pixel pipeline (24.8 fixed point, pixman) fails with "out of memory" on absurd
        // scales; an image pixel spanning over a million device pixels, or less than a millionth,
        // is not drawable anyway.
        let toDevice = imageToUser.concatenating(userToCairo)
        let stretch = max(abs(toDevice.a), abs(toDevice.b), abs(toDevice.c), abs(toDevice.d))
        let corners = CGRect(x: 0, y: 0, width: image.width, height: image.height).applying(toDevice)
        let reach = max(abs(corners.minX), abs(corners.maxX), abs(corners.minY), abs(corners.maxY))
        // A tile must span between half a pixel and a bitmap's largest side on each axis.
        let tileWidth = hypot(toDevice.a, toDevice.b) * CGFloat(image.width)
        let tileHeight = hypot(toDevice.c, toDevice.d) * CGFloat(image.height)
        let tileRange = 0.5...CGFloat(BitmapLimits.maximumDimension)
        guard userToCairo.isDrawable, stretch < 1e6, abs(toDevice.determinant) > 1e-12,
              tiled ? tileRange.contains(tileWidth) && tileRange.contains(tileHeight) : reach < 4e6 else {
            FrameworkLog.log("CGContext: image mapped with an out-of-range scale or offset; not drawn")
            return
        }
        let filter = cairoFilter(for: image)
        let alpha = Double(max(0, min(1, opacity * state.alpha)))
        var bounds: CGRect? = nil
        if !tiled {
            let box = (clipRect ?? CGRect(x: 0, y: 0, width: image.width, height: image.height).applying(imageToUser))
            bounds = box.applying(userToCairo).insetBy(dx: -2, dy: -2)
        }
        image.pixels.withCairoSurface { imageSurface in
            paint(bounds: bounds) { target in
                setUserMatrix(on: target)
                if let clipRect {
                    cairo_new_path(target)
                    cairo_rectangle(target, Double(clipRect.origin.x), Double(clipRect.origin.y),
                                    Double(clipRect.width), Double(clipRect.height))
                    cairo_clip(target)
                }
                if let roundedClip {
                    let path = CGMutablePath()
                    path.addRoundedRect(in: roundedClip.rect, cornerWidth: roundedClip.radius,
                                        cornerHeight: roundedClip.radius)
                    cairo_new_path(target)
                    CairoPath.replay(path.elements, into: target)
                    cairo_clip(target)
                }
                let pattern = cairo_pattern_create_for_surface(imageSurface)!
                defer { cairo_pattern_destroy(pattern) }
                var userToImage = imageToUser.inverted()
                if tiled {
                    // Repeating every (width, height) image pixels, the pattern is unchanged by
                    // whole periods of translation; removing them keeps pixman's 16.16 fixed-point
                    // transform in range however far away the tiling origin is.
                    var deviceToImage = toDevice.inverted()
                    deviceToImage.tx = deviceToImage.tx.truncatingRemainder(dividingBy: CGFloat(image.width))
                    deviceToImage.ty = deviceToImage.ty.truncatingRemainder(dividingBy: CGFloat(image.height))
                    userToImage = userToCairo.concatenating(deviceToImage)
                }
                var m = cairo_matrix_t()
                cairo_matrix_init(&m, Double(userToImage.a), Double(userToImage.b), Double(userToImage.c),
                                  Double(userToImage.d), Double(userToImage.tx), Double(userToImage.ty))
                cairo_pattern_set_matrix(pattern, &m)
                // Padding (not transparency) beyond the edges keeps scaled images crisp at the
                // rectangle's border, which the clip then cuts exactly.
                cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
                cairo_pattern_set_filter(pattern, filter)
                cairo_set_source(target, pattern)
                cairo_paint_with_alpha(target, alpha)
            }
        }
    }

    /// CoreGraphics: `.none` (or an image that asks not to be interpolated) samples the nearest
    /// pixel; other qualities filter.
    private func cairoFilter(for image: CGImage) -> cairo_filter_t {
        if !image.shouldInterpolate { return CAIRO_FILTER_NEAREST }
        switch state.interpolationQuality {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }
}
