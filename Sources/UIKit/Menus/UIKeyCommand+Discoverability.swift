extension UIKeyCommand {
    /// The iOS 9 form (deprecated in iOS 13): a key command whose `discoverabilityTitle` is
    /// shown in the keyboard shortcut list.
    @available(iOS, introduced: 9.0, deprecated: 13.0)
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector,
                            discoverabilityTitle: String) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.discoverabilityTitle = discoverabilityTitle
    }
}
