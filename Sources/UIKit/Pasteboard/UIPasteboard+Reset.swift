extension UIPasteboard {
    /// Empties the general pasteboard onto a fresh in-memory clipboard and removes the app's
    /// named pasteboards, so that one test's copy is not the next one's paste
    /// (`UIKitTestEnvironment.reset()`).
    @_spi(Platform)
    public static func _resetAllPasteboards() {
        PasteboardRegistry.shared.reset()
    }
}
