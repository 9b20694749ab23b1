/// The system clipboard a platform backend offers the general pasteboard: plain text only
/// (what every desktop clipboard carries). Headless, an in-memory store stands in.
@MainActor
protocol PlatformClipboard: AnyObject {
    /// The clipboard's text; nil when it holds none.
    func readText() -> String?
    /// Replaces the clipboard's contents with `text`.
    func writeText(_ text: String)
}
