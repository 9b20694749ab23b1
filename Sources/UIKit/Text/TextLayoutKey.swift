/// Names one laid-out input whose Pango layouts the text engine keeps for drawing it later
/// (`KeptTextLayouts`): a text view's paragraph laid out for its carets is drawn right after
/// with the same layout instead of being shaped again. Its identity is the key; it holds
/// nothing, so it can cross into the engine's lock.
final class TextLayoutKey: Sendable {
    init() {}
}
