import Foundation

// Animated images: a sequence of frames shown over a duration. An image view showing an
// animated image plays it (see `UIImageView+Animation.swift`).
extension UIImage {
    /// The frames of an animated image; nil for a still image.
    public var images: [UIImage]? { animationFramesStorage }

    /// The time one pass over `images` takes; 0 for a still image.
    public var duration: TimeInterval { animationFramesStorage == nil ? 0 : animationDurationStorage }

    /// An animated image of `images` played over `duration` seconds; nil when `images` is empty.
    /// UIKit: its size and scale are the first frame's (frames of other sizes are drawn at it).
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        let image = UIImage(cgImage: first.cgImage, scale: first.scale, orientation: first.imageOrientation,
                            renderingMode: first.renderingMode, capInsets: first.capInsets,
                            resizingMode: first.resizingMode)
        image.animationFramesStorage = images
        image.animationDurationStorage = duration.isFinite ? Swift.max(0, duration) : 0
        return image
    }

    /// An animated image of the images named `name` followed by 0, 1, 2 … (up to 1024): UIKit
    /// loads `name0` (or `name1` when there is no `name0`) and the images numbered after it,
    /// stopping at the first missing number. Nil when no image is found.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        animatedImage(with: numberedImages(named: name), duration: duration)
    }

    /// `animatedImageNamed(_:duration:)` with every frame made resizable with `capInsets`.
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, duration: TimeInterval) -> UIImage? {
        animatedResizableImageNamed(name, capInsets: capInsets, resizingMode: .tile, duration: duration)
    }

    /// `animatedImageNamed(_:duration:)` with every frame made resizable with `capInsets`
    /// and `resizingMode`.
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets,
                                                resizingMode: UIImage.ResizingMode, duration: TimeInterval) -> UIImage? {
        let frames = numberedImages(named: name).map { $0.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode) }
        return animatedImage(with: frames, duration: duration)
    }

    private static func numberedImages(named name: String) -> [UIImage] {
        var frames: [UIImage] = []
        for index in 0...1024 {
            if let frame = UIImage(named: "\(name)\(index)") {
                frames.append(frame)
            } else if index > 0 {
                // A missing `name0` is allowed (sequences often start at 1); any other gap ends it.
                break
            }
        }
        return frames
    }
}
