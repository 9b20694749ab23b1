/// A window's frame buffer as the compositor left it: BGRA premultiplied pixels
/// (SDL's ARGB8888 on little-endian), and the rectangles that changed since the last frame.
struct WindowFrame {
    let pixels: UnsafeRawPointer
    let pixelWidth: Int
    let pixelHeight: Int
    let bytesPerRow: Int
    let damage: [CGRect]
}
