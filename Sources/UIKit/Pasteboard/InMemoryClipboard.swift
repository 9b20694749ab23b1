/// The clipboard of a process without a windowing system (and of tests): it keeps what was
/// written.
@MainActor
final class InMemoryClipboard: PlatformClipboard {
    private var text: String?

    func readText() -> String? { text }

    func writeText(_ text: String) { self.text = text }
}
