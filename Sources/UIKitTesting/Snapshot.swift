@_spi(Rendering) @_spi(Platform) import UIKit
@_spi(Rendering) import CoreGraphics
import Foundation

/// Images of views for tests, and comparison with reviewed "golden" PNGs.
///
///     func testBadge() async {
///         let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 80, height: 32))
///         XCTAssertNil(Snapshot.verify(badge, named: "badge"))
///     }
///
/// Goldens live next to the test file, in `__Snapshots__/<TestFile>/<name>.png`. A missing
/// golden, or any run with `OPENUIKIT_RECORD_SNAPSHOTS=1`, writes the current rendering
/// there and reports a failure (so that recording never passes silently): look at the file,
/// then keep it. On a mismatch, `<name>.actual.png` and `<name>.diff.png` (differing pixels in
/// red over a faded golden) are written next to the golden; they are git-ignored.
@preconcurrency @MainActor
public enum Snapshot {
    /// The environment variable that records goldens instead of comparing.
    public static let recordEnvironmentVariable = "OPENUIKIT_RECORD_SNAPSHOTS"

    /// `view` and its subviews rendered at `scale` pixels per point, after pending layout
    /// and display (the transaction is flushed first).
    ///
    /// - Parameters:
    ///   - view: The view to render (its bounds).
    ///   - scale: Pixels per point of the image.
    public static func image(of view: UIView, scale: CGFloat = 1) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let bounds = view.bounds
        return UIGraphicsImageRenderer(bounds: bounds, format: format).image { _ in
            view.drawHierarchy(in: bounds, afterScreenUpdates: true)
        }
    }

    /// What the compositor shows for a visible window (its frame buffer, at the screen's
    /// scale), after the transaction is flushed; nil for a hidden window.
    public static func frameBufferImage(of window: UIWindow) -> UIImage? {
        CATransaction.flush()
        guard let buffer = window.frameBuffer, let image = buffer.makeImage() else { return nil }
        return UIImage(cgImage: image, scale: buffer.scale, orientation: .up)
    }

    /// Compares `view` rendered at `scale` with the golden `name`; nil when they match.
    ///
    /// - Parameters:
    ///   - view: The view to render.
    ///   - name: The golden's name (the PNG file's, without extension).
    ///   - scale: Pixels per point of the rendering.
    ///   - tolerance: The differences allowed.
    ///   - file: The test file; its folder holds `__Snapshots__`.
    public static func verify(_ view: UIView, named name: String, scale: CGFloat = 1,
                              tolerance: SnapshotTolerance = SnapshotTolerance(),
                              file: StaticString = #filePath) -> SnapshotFailure? {
        verify(image(of: view, scale: scale), named: name, tolerance: tolerance, file: file)
    }

    /// Compares `image` with the golden `name`; nil when they match.
    ///
    /// - Parameters:
    ///   - image: The image to compare.
    ///   - name: The golden's name (the PNG file's, without extension).
    ///   - tolerance: The differences allowed.
    ///   - file: The test file; its folder holds `__Snapshots__`.
    public static func verify(_ image: UIImage, named name: String,
                              tolerance: SnapshotTolerance = SnapshotTolerance(),
                              file: StaticString = #filePath) -> SnapshotFailure? {
        verify(image, named: name, in: goldenDirectory(for: file), tolerance: tolerance)
    }

    /// Compares `image` with the golden `name` stored in `directory`; nil when they match.
    ///
    /// - Parameters:
    ///   - image: The image to compare.
    ///   - name: The golden's name (the PNG file's, without extension).
    ///   - directory: The folder that holds the golden.
    ///   - tolerance: The differences allowed.
    public static func verify(_ image: UIImage, named name: String, in directory: URL,
                              tolerance: SnapshotTolerance = SnapshotTolerance()) -> SnapshotFailure? {
        let golden = directory.appendingPathComponent("\(name).png")
        let actualURL = directory.appendingPathComponent("\(name).actual.png")
        let diffURL = directory.appendingPathComponent("\(name).diff.png")
        guard let actual = image.cgImage, let actualData = actual.pngData() else {
            return SnapshotFailure(message: "snapshot '\(name)': the rendering is empty", golden: golden)
        }
        let recording = ProcessInfo.processInfo.environment[recordEnvironmentVariable] == "1"
        let existing = try? Data(contentsOf: golden)
        if recording || existing == nil {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try actualData.write(to: golden)
            } catch {
                return SnapshotFailure(message: "snapshot '\(name)': cannot write \(golden.path): \(error)", golden: golden)
            }
            let why = recording ? "\(recordEnvironmentVariable)=1" : "no golden existed"
            return SnapshotFailure(message: "snapshot '\(name)': recorded \(golden.path) (\(why)); review the image, "
                + "then run again without \(recordEnvironmentVariable)", golden: golden)
        }
        guard let existing, let expected = CGImage(pngData: existing) else {
            return SnapshotFailure(message: "snapshot '\(name)': \(golden.path) is not a readable PNG", golden: golden)
        }
        let comparison = SnapshotComparison(expected: expected, actual: actual, tolerance: tolerance)
        try? FileManager.default.removeItem(at: actualURL)
        try? FileManager.default.removeItem(at: diffURL)
        guard let problem = comparison.problem else { return nil }
        try? actualData.write(to: actualURL)
        if let diff = comparison.diffImage()?.pngData() { try? diff.write(to: diffURL) }
        return SnapshotFailure(message: "snapshot '\(name)' differs from \(golden.lastPathComponent): \(problem). "
            + "Wrote \(actualURL.lastPathComponent) and \(diffURL.lastPathComponent) in \(directory.path)",
            golden: golden, actual: actualURL, diff: diffURL)
    }

    /// `__Snapshots__/<TestFile>` next to the test file.
    static func goldenDirectory(for file: StaticString) -> URL {
        let path = URL(fileURLWithPath: "\(file)")
        return path.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(path.deletingPathExtension().lastPathComponent)
    }
}

extension Snapshot {
    /// The pixel of `view` rendered at `scale` (see `image(of:scale:)`) at `point`, in the
    /// view's coordinates (points).
    ///
    /// - Parameters:
    ///   - view: The view to render.
    ///   - point: The point to read, in the view's coordinates.
    ///   - scale: Pixels per point of the rendering.
    public static func pixel(of view: UIView, at point: CGPoint, scale: CGFloat = 1) -> Pixel {
        guard point.x.isFinite, point.y.isFinite, scale.isFinite, scale > 0 else { return .clear }
        let x = (point.x - view.bounds.minX) * scale, y = (point.y - view.bounds.minY) * scale
        guard abs(x) < 1e9, abs(y) < 1e9 else { return .clear }
        return image(of: view, scale: scale).pixel(Int(x.rounded(.down)), Int(y.rounded(.down)))
    }
}
