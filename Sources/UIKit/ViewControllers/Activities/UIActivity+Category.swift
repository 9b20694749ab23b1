extension UIActivity {
    /// Where the share sheet lists an activity: actions in the list, share services in the
    /// row of app icons.
    public enum Category: Int, Sendable {
        case action = 0
        case share = 1
    }
}
